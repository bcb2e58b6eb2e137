import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { DepositDetailsPage } from './deposit-details-page';
import { depositAnswer } from './deposit-fixtures';

afterEach(() => vi.unstubAllGlobals());

const render = (id: string) =>
  renderPage(<DepositDetailsPage title="Deposit Details" params={{ id }} />, { path: `/my/user/deposits/${id}` });
const value = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('DepositDetailsPage', () => {
  it("shows that deposit's figures and status", async () => {
    const calls = stubApi({
      'GET /deposits/{id}': depositAnswer('Success'),
    });
    render('311');
    expect(await screen.findByText('TRX8Q2W5E7R9')).toBeInTheDocument();
    expect(value('Status')).toBe('Success');
    expect(value('Reference ID')).toBe('DEP-20261012-2R7T9W');
    expect(value('Date')).toBe('12/10/2026');
    expect(value('Method')).toBe('Paystack');
    expect(value('Amount')).toBe('₦5,000.00');
    expect(value('Charge')).toBe('₦75.00');
    expect(value('Total paid')).toBe('₦5,075.00');
    expect(calls.map((c) => c.path)).toEqual(['/deposits/311']);
    expect(screen.getByRole('link', { name: 'My Deposit History' })).toHaveAttribute('href', '/my/user/deposits');
  });

  it('says "Deposit not found" for an unknown id (404)', async () => {
    stubApi({ 'GET /deposits/{id}': () => jsonResponse({ code: 404, message: 'Deposit not found.' }, 404) });
    render('999');
    expect(await screen.findByText('Deposit not found')).toBeInTheDocument();
  });

  it('does not call the API for a malformed id', () => {
    const calls = stubApi({});
    render('abc');
    expect(screen.getByText('Deposit not found')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
