import { useId, type ReactNode } from 'react';
import { AlertIcon } from '#web/components/icons';
import './data-table.css';

export interface Column<T> {
  /** The column heading, word for word from the spec ("Trx | Method"); also the cell's label on small screens. */
  header: string;
  cell(row: T): ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

/**
 * A table with the designed states of product-spec §2/§8: loading (announced), error (with Try again), empty
 * ("No {things} yet") and the rows; `footer` holds the pagination bar. Under 640 px each row becomes a card whose
 * cells carry their column's heading, so nothing scrolls sideways on a phone.
 */
export function DataTable<T>({
  title,
  titleLevel = 2,
  things,
  columns,
  rows,
  rowKey,
  loading = false,
  error = false,
  onRetry,
  footer,
  empty,
}: {
  /** Shown as the table's heading and its accessible name. */
  title: string;
  titleLevel?: 2 | 3;
  /** What the rows are, plural and lower case: "credits" → "No credits yet". */
  things: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  loading?: boolean;
  error?: boolean;
  onRetry?(): void;
  footer?: ReactNode;
  /** The empty state's text when "No {things} yet" does not fit (a search: "No customer matches …"). */
  empty?: ReactNode;
}) {
  const titleId = useId();
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="table-state" role="status" aria-live="polite">
        <span className="loader__spinner table-state__spinner" aria-hidden="true" />
        <span>Loading your {things}…</span>
      </div>
    );
  } else if (error || !rows) {
    body = (
      <div className="table-state table-state--error" role="alert">
        <AlertIcon size={28} />
        <span>We could not load your {things}.</span>
        {onRetry ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className="table-state table-state--empty">{empty ?? `No ${things} yet`}</p>;
  } else {
    body = (
      <table className="data-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'is-numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={column.numeric ? 'is-numeric' : undefined}>
                  <span className="data-table__value">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="card table-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="table-card__title">
        {title}
      </Heading>
      {body}
      {footer}
    </section>
  );
}
