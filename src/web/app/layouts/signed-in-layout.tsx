import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Logo } from '#web/components/logo';
import { CardIcon, ChevronDownIcon, GridIcon, HomeIcon, LogoutIcon, MenuIcon, UserIcon, WalletIcon } from '#web/components/icons';
import { MenuButton } from '#web/components/menu-button';
import { NavLink, isActivePath } from '#web/components/nav-link';
import { SidePanel } from '#web/components/side-panel';
import { useSession } from '#web/lib/session';
import { Avatar } from './avatar';
import { ContactList } from './contact-list';
import { MAIN_NAV, SUB_NAV, type NavItem } from './signed-in-nav';
import './signed-in-layout.css';

const subNavActive = (location: string) => SUB_NAV.some((i) => isActivePath(location, i.href, i.alsoActiveOn));

/**
 * Layout of the signed-in area: header (logo, main nav + More, avatar menu), the mobile side menu,
 * and the phones' bottom bar whose More opens the sub-nav.
 */
export function SignedInLayout({ children, onLogout }: { children: ReactNode; onLogout: () => Promise<void> }) {
  const { user } = useSession();
  const [location] = useLocation();
  const [sideOpen, setSideOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    setSideOpen(false);
    setSheetOpen(false);
  }, [location]);

  const logout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    setSideOpen(false);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };

  const firstName = user?.firstname?.trim() || user?.username || '';

  return (
    <div className="si">
      <header className="si-header on-dark">
        <div className="container si-header__inner">
          <button
            type="button"
            className="icon-btn si-header__toggle"
            aria-label="Open menu"
            aria-expanded={sideOpen}
            aria-controls="signed-in-side-menu"
            onClick={() => setSideOpen(true)}
          >
            <MenuIcon size={24} />
          </button>
          <Logo />
          <nav className="si-nav" aria-label="Main">
            <ul>
              {MAIN_NAV.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href} alsoActiveOn={item.alsoActiveOn} className="si-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <MoreDisclosure active={subNavActive(location)} />
              </li>
            </ul>
          </nav>
          <MenuButton
            // The accessible name starts with the visible first name (WCAG 2.5.3, label in name).
            label={firstName ? `${firstName}, account menu` : 'Account menu'}
            className="si-account"
            buttonContent={
              <>
                <Avatar image={user?.image} />
                {firstName ? <span className="si-account__name">{firstName}</span> : null}
                <ChevronDownIcon size={16} />
              </>
            }
            items={[
              { kind: 'link', label: 'Profile', href: '/my/user/profile-setting', icon: <UserIcon size={18} /> },
              {
                kind: 'action',
                label: loggingOut ? 'Logging out…' : 'Logout',
                onSelect: logout,
                disabled: loggingOut,
                icon: <LogoutIcon size={18} />,
              },
            ]}
          />
        </div>
      </header>

      <SidePanel id="signed-in-side-menu" open={sideOpen} onClose={() => setSideOpen(false)} label="Menu" side="left">
        <nav aria-label="Mobile">
          <NavList items={MAIN_NAV} />
          <p className="si-panel__heading">More</p>
          <NavList items={SUB_NAV} />
        </nav>
        <button type="button" className="btn btn--ghost" onClick={logout} disabled={loggingOut}>
          <LogoutIcon size={18} />
          {loggingOut ? 'Logging out…' : 'Logout'}
        </button>
        <ContactList showHours={false} className="panel-contact" />
      </SidePanel>

      <main id="main" tabIndex={-1} className="si-main">
        <div className="container">{children}</div>
      </main>

      <nav className="si-bottom-bar" aria-label="Quick">
        <NavLink href="/my/user/dashboard" className="si-bottom-bar__item">
          <HomeIcon />
          <span>Dashboard</span>
        </NavLink>
        <NavLink href="/my/user/deposits" className="si-bottom-bar__item">
          <WalletIcon />
          <span>Top-up</span>
        </NavLink>
        <NavLink href="/my/user/card-management" className="si-bottom-bar__item">
          <CardIcon />
          <span>Cards</span>
        </NavLink>
        <button
          type="button"
          className={`si-bottom-bar__item${subNavActive(location) ? ' is-active' : ''}`}
          aria-expanded={sheetOpen}
          aria-controls="signed-in-more-sheet"
          onClick={() => setSheetOpen(true)}
        >
          <GridIcon />
          <span>More</span>
        </button>
      </nav>

      <SidePanel id="signed-in-more-sheet" open={sheetOpen} onClose={() => setSheetOpen(false)} label="More" side="bottom">
        <nav aria-label="More">
          <NavList items={SUB_NAV} />
        </nav>
      </SidePanel>
    </div>
  );
}

function NavList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="panel-nav">
      {items.map((item) => (
        <li key={item.href}>
          <NavLink href={item.href} alsoActiveOn={item.alsoActiveOn} className="panel-nav__link">
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Desktop "More": a disclosure button showing the sub-nav links. */
function MoreDisclosure({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      className="si-more"
      ref={rootRef}
      onBlur={(event) => {
        // Keyboard focus leaving the group closes it (a click elsewhere is handled by pointerdown).
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`si-nav__link${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        More <ChevronDownIcon size={16} />
      </button>
      <ul id={listId} className="si-more__list" hidden={!open}>
        {SUB_NAV.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} alsoActiveOn={item.alsoActiveOn} className="si-more__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
