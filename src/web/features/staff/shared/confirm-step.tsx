import type { ReactNode } from 'react';

/**
 * The console's confirm step, once for every act that asks "are you sure?" before it mutates (close an account,
 * reverse a charge, end sessions, adjust a balance, approve money back or bank details): what will happen (children),
 * then the act's button — its busy words while the call runs — and Back. `group` names the step for assistive
 * technology where it stands among other controls.
 */
export function ConfirmStep({
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onBack,
  group,
}: {
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  group?: string;
}) {
  return (
    <div className="staff-confirm" {...(group ? { role: 'group', 'aria-label': group } : {})}>
      {children}
      <p className="staff-actions">
        <button type="button" className="btn btn--primary" autoFocus disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={busy}>
          Back
        </button>
      </p>
    </div>
  );
}
