import type { ComponentProps } from 'react';
import { pageCount } from '#shared/money';
import { DataTable } from './data-table';
import { PaginationBar } from './pagination-bar';

/** A paged answer of the API: one page's rows, the total and the page size. */
export interface PagedAnswer<T> {
  data: T[];
  total: number;
  per_page: number;
}

/** What PagedList reads of a list query (TanStack Query's result). */
export interface PagedQuery<T> {
  data?: PagedAnswer<T>;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

type TableProps<T> = Omit<ComponentProps<typeof DataTable<T>>, 'rows' | 'loading' | 'error' | 'onRetry' | 'footer'>;

/**
 * A paged list: the shared table fed by a list query, with its designed states (loading, error with Try again,
 * empty) and the pagination bar when there is more than one page (`pagesLabel` names what is paged).
 */
export function PagedList<T>({
  list,
  page,
  onPage,
  pagesLabel,
  ...table
}: TableProps<T> & { list: PagedQuery<T>; page: number; onPage(page: number): void; pagesLabel: string }) {
  const answer = list.data;
  const pages = answer ? pageCount(answer.total, answer.per_page) : 1;
  return (
    <DataTable<T>
      {...table}
      rows={answer?.data}
      loading={list.isPending}
      error={list.isError}
      onRetry={() => void list.refetch()}
      footer={answer && pages > 1 ? <PaginationBar page={page} pages={pages} onPage={onPage} label={pagesLabel} disabled={list.isFetching} /> : null}
    />
  );
}
