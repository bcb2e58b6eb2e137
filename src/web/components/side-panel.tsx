import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { focusableIn, trapTab } from './focus';
import './side-panel.css';

/**
 * A slide-in panel (modal dialog): mobile menus, the "More" bottom sheet.
 * Closes on overlay click and Escape; keeps focus inside while open and gives it back to the opener when closed.
 * Stays mounted (inert when closed) so it can slide out.
 */
export function SidePanel({
  id,
  open,
  onClose,
  label,
  side = 'left',
  children,
  className = '',
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  side?: 'left' | 'right' | 'bottom';
  children: ReactNode;
  className?: string;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const [first] = focusableIn(panel);
    (first ?? panel).focus();
    document.documentElement.classList.add('has-open-panel');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('has-open-panel');
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <>
      <div className={`panel-overlay${open ? ' is-open' : ''}`} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        inert={!open}
        className={`side-panel side-panel--${side}${open ? ' is-open' : ''} ${className}`.trim()}
      >
        <div className="side-panel__header">
          <p className="side-panel__title" aria-hidden="true">
            {label}
          </p>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={`Close ${label.toLowerCase()}`}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
