import type { ReactNode } from 'react';
import { pageCount } from '#shared/money';
import { DataTable, type Column } from './data-table';
import { PaginationBar } from './pagination-bar';

/** What a list query gives a {@link QueryTable}: its rows under `data` (and, paged, the page and the total). */
export interface ListQuery<T> {
  data?: { data: T[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

/** What a paged list query gives a {@link PagedTable}: one page of rows, its number and the total. */
export interface PagedQuery<T> extends ListQuery<T> {
  data?: { data: T[]; page: number; total: number } | undefined;
  isPlaceholderData: boolean;
}

interface TableProps<T> {
  title: string;
  /** What the rows are, for the table's states ("Loading your deposits…"); the title in lower case unless given. */
  things?: string;
  columns: readonly Column<T>[];
  rowKey(row: T): string | number;
}

/** A {@link DataTable} whose states (loading, error with Try again, empty) and rows come from a list query. */
export function QueryTable<T>({ query, footer, things, ...table }: TableProps<T> & { query: ListQuery<T>; footer?: ReactNode }) {
  return (
    <DataTable
      {...table}
      things={things ?? table.title.toLowerCase()}
      rows={query.data?.data}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => query.refetch()}
      footer={footer}
    />
  );
}

/**
 * A {@link QueryTable} over one page of a paged list query, with the {@link PaginationBar} (labelled with `title`)
 * under it once there is a row. `paged={false}` hides the bar; `emptyFooter` stands in its place when the list has no
 * rows at all.
 */
export function PagedTable<T>({
  query,
  perPage,
  onPage,
  paged = true,
  emptyFooter = null,
  ...table
}: TableProps<T> & {
  query: PagedQuery<T>;
  perPage: number;
  onPage(page: number): void;
  paged?: boolean;
  emptyFooter?: ReactNode;
}) {
  const answer = query.data;
  return (
    <QueryTable
      {...table}
      query={query}
      footer={
        answer && answer.total === 0 ? (
          emptyFooter
        ) : answer && paged ? (
          <PaginationBar
            label={table.title}
            page={answer.page}
            pages={pageCount(answer.total, perPage)}
            onPage={onPage}
            disabled={query.isPlaceholderData}
          />
        ) : null
      }
    />
  );
}
