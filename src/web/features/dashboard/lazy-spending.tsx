import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * "Where your money goes" (spending-section.tsx), loaded only when it nears the viewport (ADR 060): its chunk (chart,
 * table, CSS), its GET /dashboard/spending and its render stay out of the dashboard's load — they cost ~90 ms of TBT
 * in bench:web when they ran with it. It sits at the end of the page, so its arrival moves nothing above (CLS).
 * Without IntersectionObserver (old browsers) it renders at once.
 */
const SpendingSection = lazy(() => import('./spending-section').then((m) => ({ default: m.SpendingSection })));

/** How far below the viewport the section starts loading: a short scroll ahead, yet below a phone's first screen. */
export const SPENDING_ROOT_MARGIN = '0px 0px 200px 0px';

export function LazySpending() {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !marker.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: SPENDING_ROOT_MARGIN },
    );
    observer.observe(marker.current);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={marker} className="spending-marker" />;
  return (
    <Suspense fallback={null}>
      <SpendingSection />
    </Suspense>
  );
}
