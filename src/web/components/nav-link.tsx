import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** True when `location` is `href` or below it, or matches one of `alsoActiveOn` (prefixes). */
export function isActivePath(location: string, href: string, alsoActiveOn: readonly string[] = []): boolean {
  const under = (base: string) => location === base || (base !== '/' && location.startsWith(`${base}/`));
  return under(href) || alsoActiveOn.some(under);
}

/** A link that marks itself as the current page (aria-current="page") and gets the `is-active` class. */
export function NavLink({
  href,
  children,
  className = '',
  alsoActiveOn,
  exact = false,
  onClick,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  alsoActiveOn?: readonly string[];
  /** Only the exact path counts (for "/"). */
  exact?: boolean;
  onClick?: () => void;
}) {
  const [location] = useLocation();
  const active = exact ? location === href : isActivePath(location, href, alsoActiveOn);
  return (
    <Link
      href={href}
      className={`${className}${active ? ' is-active' : ''}`.trim()}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
