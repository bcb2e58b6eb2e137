import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import './menu-button.css';

export type MenuItem =
  | { kind: 'link'; label: string; href: string; icon?: ReactNode }
  | { kind: 'action'; label: string; onSelect: () => void; icon?: ReactNode; disabled?: boolean };

/**
 * WAI-ARIA menu button: the button toggles a `role="menu"`; arrow keys / Home / End move between items,
 * Escape closes and returns focus to the button, Tab or a click outside closes.
 */
export function MenuButton({
  label,
  buttonContent,
  items,
  className = '',
  align = 'end',
}: {
  /** Accessible name of the button, e.g. "Account menu". */
  label: string;
  buttonContent: ReactNode;
  items: MenuItem[];
  className?: string;
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const itemEls = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const els = itemEls();
    (focusOnOpen.current === 'last' ? els[els.length - 1] : els[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const els = itemEls();
    const index = els.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      els[(to + els.length) % els.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(els.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div className={`menu ${className}`.trim()} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((v) => !v);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={label}
        hidden={!open}
        className={`menu__list menu__list--${align}`}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) =>
          item.kind === 'link' ? (
            <li role="none" key={item.label}>
              <Link href={item.href} role="menuitem" tabIndex={-1} className="menu__item" onClick={() => close(false)}>
                {item.icon}
                {item.label}
              </Link>
            </li>
          ) : (
            <li role="none" key={item.label}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu__item"
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
