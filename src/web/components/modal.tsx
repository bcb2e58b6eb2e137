import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { focusableIn, trapTab } from './focus';
import './modal.css';

/**
 * A centred modal dialog (e.g. "Verify Your OTP"). Rendered into <body> only while open; named by its title;
 * focus moves into it (the first field, else the dialog), stays inside (Tab wraps), and goes back to the opener
 * when it closes. Escape, the close button and a click on the backdrop close it; the page behind is inert.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A sentence under the title (announced as the dialog's description). */
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // The opener is read while rendering the opening: an autofocused field inside takes the focus before effects run.
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
  wasOpen.current = open;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = openerRef.current;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    document.documentElement.classList.add('has-open-modal');
    if (!dialog.contains(document.activeElement)) {
      const field = dialog.querySelector<HTMLElement>('input:not([disabled]), textarea, select');
      (field ?? focusableIn(dialog)[0] ?? dialog).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root?.removeAttribute('inert');
      document.documentElement.classList.remove('has-open-modal');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="modal">
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-btn modal__close" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        ) : null}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
