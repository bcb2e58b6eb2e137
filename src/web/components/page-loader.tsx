/** The designed loading state (Suspense fallback): keeps the space it will occupy, announces itself politely. */
export function PageLoader({ label = 'Loading…', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'loader loader--full' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="loader__label">{label}</span>
    </div>
  );
}
