import { Link, useLocation } from 'wouter';

const TABS = [
  { href: '/staff/cards', label: 'Requests' },
  { href: '/staff/cards/inventory', label: 'Inventory' },
] as const;

/** The Cards section's two views. */
export function CardsTabs() {
  const [location] = useLocation();
  return (
    <nav className="staff-tabs" aria-label="Cards">
      {TABS.map((t) => {
        const current = t.href === '/staff/cards' ? location === t.href || location === '/staff/cards/request' : location === t.href;
        return (
          <Link key={t.href} href={t.href} className={`staff-tabs__tab${current ? ' staff-tabs__tab--current' : ''}`} aria-current={current ? 'page' : undefined}>
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}
