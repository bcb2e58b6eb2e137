import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

/**
 * A page's "we could not" state: an alert icon, its title (which names the section), a sentence and an action (Try
 * again, a way back). `id` names the title for the section's aria-labelledby.
 */
export function ProblemState({
  id,
  title,
  text,
  action,
  icon = true,
}: {
  id: string;
  title: string;
  text: string;
  action?: ReactNode;
  icon?: boolean;
}) {
  return (
    <section className="state state--error" aria-labelledby={id}>
      {icon ? <AlertIcon size={40} className="state__icon" /> : null}
      <p id={id} className="state__title">
        {title}
      </p>
      <p className="state__text">{text}</p>
      {action ? <div className="state__actions">{action}</div> : null}
    </section>
  );
}

/** The usual load failure: the title, "Please check your connection and try again." and a Try again button. */
export function LoadProblem({ id, title, onRetry, icon }: { id: string; title: string; onRetry(): void; icon?: boolean }) {
  return (
    <ProblemState
      id={id}
      title={title}
      text="Please check your connection and try again."
      icon={icon}
      action={
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Try again
        </button>
      }
    />
  );
}
