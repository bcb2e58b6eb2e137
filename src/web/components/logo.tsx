import { Link } from 'wouter';
import { company } from '#shared/company';

/** The brand mark alone (a drum with a wave), decorative: `brand` fills the tile, `accent` draws the wave. */
export function LogoMark({ className, size, brand, accent }: { className: string; size: number; brand: string; accent: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="8" fill={brand} />
      <circle cx="16" cy="17.5" r="7.5" fill="none" stroke="#fff" strokeWidth="2.4" />
      <path d="M10.5 18.5c2 1.6 3.6 1.6 5.5 0s3.5-1.6 5.5 0" fill="none" stroke={accent} strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="9" cy="7.5" r="1.3" fill="#fff" />
      <circle cx="13" cy="7.5" r="1.3" fill="#fff" />
    </svg>
  );
}

/** The brand mark + wordmark, linking home. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link href="/" className={`logo ${className}`.trim()} aria-label={`${company.name} home`}>
      <LogoMark className="logo__mark" size={32} brand="var(--brand-700)" accent="var(--accent-400)" />
      <span className="logo__word">
        e<span className="logo__dash">-</span>laundry
      </span>
    </Link>
  );
}
