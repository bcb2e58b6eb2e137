import { lazy, Suspense } from 'react';

/**
 * "Where your money goes" (spending-section.tsx), loaded after the dashboard's own figures: its chunk (chart, table,
 * CSS) stays out of the dashboard's first paint. It sits at the end of the page, so its arrival moves nothing above.
 */
const SpendingSection = lazy(() => import('./spending-section').then((m) => ({ default: m.SpendingSection })));

export function LazySpending() {
  return (
    <Suspense fallback={null}>
      <SpendingSection />
    </Suspense>
  );
}
