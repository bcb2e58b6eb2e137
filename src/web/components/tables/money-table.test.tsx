import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import { PaginationBar } from './pagination-bar';
import { StatusBadge, badgeTone } from '#web/components/status-badge';

interface Row {
  trx: string;
  amount: string;
}
const columns: Column<Row>[] = [
  { header: 'Trx', cell: (r) => r.trx },
  { header: 'Amount', cell: (r) => r.amount, numeric: true },
];

describe('DataTable', () => {
  it('shows the rows under their headings, each cell labelled for the small-screen layout', () => {
    render(<DataTable title="Latest Credits" things="credits" columns={columns} rows={[{ trx: 'TRX1', amount: '₦5.00' }]} rowKey={(r) => r.trx} />);
    const table = screen.getByRole('table', { name: 'Latest Credits' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Trx', 'Amount']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((td) => [td.dataset.label, td.textContent])).toEqual([
      ['Trx', 'TRX1'],
      ['Amount', '₦5.00'],
    ]);
  });

  it('has designed loading, empty and error states', async () => {
    const retry = vi.fn();
    const { rerender } = render(<DataTable title="Deposits" things="deposits" columns={columns} rows={undefined} rowKey={(r) => r.trx} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your deposits…');
    expect(screen.queryByRole('table')).toBeNull();

    rerender(<DataTable title="Deposits" things="deposits" columns={columns} rows={[]} rowKey={(r) => r.trx} />);
    expect(screen.getByText('No deposits yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    rerender(<DataTable title="Deposits" things="deposits" columns={columns} rows={undefined} rowKey={(r) => r.trx} error onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your deposits.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

function Paged({ pages, start = 1 }: { pages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <PaginationBar page={page} pages={pages} onPage={setPage} label="Deposits" />;
}

describe('PaginationBar', () => {
  it('says "Page X of Y" and moves with Prev / Next, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<Paged pages={3} />);
    const nav = screen.getByRole('navigation', { name: 'Deposits pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(nav).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('goes to a typed page on Enter only, clamping to 1…Y', async () => {
    const user = userEvent.setup();
    render(<Paged pages={7} />);
    const box = screen.getByRole('spinbutton', { name: 'Go to page' });
    await user.type(box, '5');
    expect(screen.getByText('Page 1 of 7')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 5 of 7')).toBeInTheDocument();
    expect(box).toHaveValue(null);
    await user.type(box, '40{Enter}');
    expect(screen.getByText('Page 7 of 7')).toBeInTheDocument();
    await user.type(box, '0{Enter}');
    expect(screen.getByText('Page 1 of 7')).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it('styles the §4 statuses and keeps the status as its text', () => {
    expect(['Success', 'success', 'approved', 'active', 'completed'].map(badgeTone)).toEqual(Array(5).fill('success'));
    expect(['Pending', 'not_sent', 'not_ready'].map(badgeTone)).toEqual(Array(3).fill('pending'));
    expect(['delete', 'Failed'].map(badgeTone)).toEqual(['danger', 'danger']);
    expect(badgeTone('Something else')).toBe('neutral');
    render(<StatusBadge status="not_ready" />);
    const badge = screen.getByText('not ready');
    expect(badge).toHaveClass('badge', 'badge--pending');
  });
});
