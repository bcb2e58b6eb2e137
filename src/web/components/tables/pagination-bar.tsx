import { useId, useState } from 'react';
import './pagination-bar.css';

/**
 * The pagination bar of every paged table (product-spec §2): "Page X of Y", Prev / Next, and a "Go to page" box
 * applied on Enter (a number outside 1…Y goes to the nearest page). `label` names what is paged ("Deposits").
 */
export function PaginationBar({
  page,
  pages,
  onPage,
  label,
  disabled = false,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  label: string;
  /** While the next page loads: the controls wait. */
  disabled?: boolean;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const go = (target: number) => {
    const next = Math.min(Math.max(1, Math.trunc(target)), pages);
    if (next !== page) onPage(next);
  };

  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => go(page - 1)} disabled={disabled || page <= 1}>
        Prev
      </button>
      <span className="pagination__status" aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => go(page + 1)} disabled={disabled || page >= pages}>
        Next
      </button>
      <span className="pagination__goto">
        <label htmlFor={inputId}>Go to page</label>
        <input
          id={inputId}
          className="pagination__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const target = Number(draft);
            if (draft.trim() === '' || !Number.isFinite(target)) return;
            go(target);
            setDraft('');
          }}
        />
      </span>
    </nav>
  );
}
