import { Link } from 'wouter';
import { company } from '#shared/company';

/** The brand mark + wordmark, linking home. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link href="/" className={`logo ${className}`.trim()} aria-label={`${company.name} home`}>
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="var(--brand-700)" />
        <circle cx="16" cy="17.5" r="7.5" fill="none" stroke="#fff" strokeWidth="2.4" />
        <path d="M10.5 18.5c2 1.6 3.6 1.6 5.5 0s3.5-1.6 5.5 0" fill="none" stroke="var(--accent-400)" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="9" cy="7.5" r="1.3" fill="#fff" />
        <circle cx="13" cy="7.5" r="1.3" fill="#fff" />
      </svg>
      <span className="logo__word">
        e<span className="logo__dash">-</span>laundry
      </span>
    </Link>
  );
}
