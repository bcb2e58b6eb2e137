import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate } from '#shared/money';
import type { Column } from '#web/components/tables/data-table';
import { PagedList } from '#web/components/tables/paged-list';
import { useUrlQuery } from '../shared/url-query';
import { useCustomerSearch } from './customers-api';
import './staff-customers.css';

type Summary = components['schemas']['StaffCustomerSummary'];

export const SEARCH_LABEL = 'E-mail, phone, username, account number or card serial';
export const noMatch = (q: string) => `No customer matches “${q}”.`;

const COLUMNS: Column<Summary>[] = [
  {
    header: 'Customer',
    cell: (c) => (
      <>
        <Link href={`/staff/customers/${c.id}`} className="staff-customer-link">
          {c.name || c.username}
        </Link>
        <span className="cell-sub">@{c.username}</span>
      </>
    ),
  },
  { header: 'Email', cell: (c) => <span className="staff-break">{c.email}</span> },
  { header: 'Account number', cell: (c) => <span className="cell-mono">{c.account_number}</span> },
  { header: 'Card', cell: (c) => (c.card_serial ? <span className="cell-mono">{c.card_serial}</span> : 'No card') },
  { header: 'Joined', cell: (c) => formatDate(c.created_at) },
];

/** `?q=…&page=…` of the address: the search is in the URL (shareable, Back works). */
function useQueryState() {
  const [params, set] = useUrlQuery({ push: true });
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const go = (next: { q: string; page: number }) => set({ q: next.q, page: next.page > 1 ? next.page : undefined }, { clear: true });
  return { q, page, go };
}

/** Customers: one search box (e-mail, phone, username, account number, card serial), results 15 a page (ADR 044). */
export function StaffCustomersPage() {
  const { q, page, go } = useQueryState();
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const inputId = useId();
  const hintId = useId();
  const results = useCustomerSearch(q, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim().slice(0, 100), page: 1 });
  };

  return (
    <div className="staff-customers">
      <form role="search" className="staff-search" onSubmit={submit} aria-label="Find a customer">
        <label htmlFor={inputId} className="staff-search__label">
          Find a customer
        </label>
        <div className="staff-search__row">
          <input
            id={inputId}
            type="search"
            className="staff-search__input"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="btn btn--primary">
            Search
          </button>
          {q ? (
            <button type="button" className="btn btn--ghost" onClick={() => go({ q: '', page: 1 })}>
              Clear
            </button>
          ) : null}
        </div>
        <p id={hintId} className="staff-search__hint">
          {SEARCH_LABEL}. Phone numbers in any form (0803…, +234 803…); card serials with or without spaces.
        </p>
      </form>
      <PagedList<Summary>
        title={q ? `Customers matching “${q}”` : 'Newest customers'}
        things="customers"
        columns={COLUMNS}
        rowKey={(c) => c.id}
        list={results}
        empty={q ? noMatch(q) : 'No customers yet'}
        page={page}
        onPage={(p) => go({ q, page: p })}
        pagesLabel="Customers"
      />
    </div>
  );
}
