import type { ReactNode } from 'react';

/** A public section's heading: the small eyebrow line above its `h2.section-title`. */
export function SectionTitle({ id, eyebrow, children }: { id: string; eyebrow: string; children: ReactNode }) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-title">
        {children}
      </h2>
    </>
  );
}
