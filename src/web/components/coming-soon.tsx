import type { ReactNode } from 'react';
import { ClockIcon } from './icons';

/** Honest placeholder for a screen that is not built yet: nothing on it pretends to work. */
export function ComingSoon({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  return (
    <section className="state state--soon" aria-label="Coming soon">
      <ClockIcon size={40} className="state__icon" />
      <p className="state__title">This page is coming soon.</p>
      <p className="state__text">
        {children ?? 'We are still building this part of e-laundry. Please check back shortly.'}
      </p>
      {action ? <div className="state__actions">{action}</div> : null}
    </section>
  );
}
