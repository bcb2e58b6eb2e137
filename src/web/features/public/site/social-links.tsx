import { FacebookGlyph, InstagramGlyph, LinkedInGlyph, XGlyph } from './layout-icons';

/**
 * The company's social profiles. The handles are placeholders in the same spirit as src/shared/company.ts:
 * confirm them (here, and only here) before launch.
 */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/elaundryng', Glyph: FacebookGlyph },
  { name: 'X (Twitter)', href: 'https://x.com/elaundryng', Glyph: XGlyph },
  { name: 'Instagram', href: 'https://www.instagram.com/elaundryng', Glyph: InstagramGlyph },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/elaundryng', Glyph: LinkedInGlyph },
] as const;

export function SocialLinks({ className = '', label = 'e-laundry on social media' }: { className?: string; label?: string }) {
  return (
    <ul className={`social-links ${className}`.trim()} aria-label={label}>
      {SOCIAL_LINKS.map(({ name, href, Glyph }) => (
        <li key={name}>
          <a href={href} className="social-links__link" target="_blank" rel="noopener noreferrer" aria-label={`e-laundry on ${name} (opens in a new tab)`}>
            <Glyph size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
