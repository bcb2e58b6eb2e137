/**
 * Steps of the staff console's Cards section (issue 24, ADR 045) shared by the e2e journeys: a fulfilment or admin
 * member signed in on `page` stocks a card and moves a paid card request to delivered. Each screen passes axe (serious,
 * critical) with no sideways scroll at 1280 and 390 px; with STAFF_SCREENS=<dir> screenshots are saved there.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { lookAtScreen } from './staff-console';

/** Cards › Inventory: adds one card by its printed number (a fulfilment or admin member signed in on `page`). */
export async function stockCardInConsole(page: Page, printed: string, problems: string[] = []) {
  await page.goto('/staff/cards/inventory');
  // The list answered (a table, or the designed empty state on a new inventory).
  await page.getByRole('list', { name: 'Cards per status' }).waitFor();
  await page.getByLabel('Card numbers').fill(printed);
  await page.getByRole('button', { name: 'Add to stock' }).click();
  await page.getByText('Added by number: 1 added, 0 rejected of 1').waitFor();
  await lookAtScreen(page, 'staff-cards-inventory', problems);
}

/**
 * Cards › Requests: finds the request by its reference and moves it paid → Being prepared → Ready for pickup (a card
 * from stock, or `cardNumber`) → Delivered, checking the console's steps after each move.
 */
export async function deliverCardRequestInConsole(page: Page, reference: string, problems: string[] = [], cardNumber?: string) {
  await page.goto(`/staff/cards?q=${encodeURIComponent(reference)}`);
  const table = page.getByRole('table', { name: 'Card requests' });
  await table.getByRole('link', { name: reference }).waitFor();
  await lookAtScreen(page, 'staff-cards-requests', problems);
  await table.getByRole('link', { name: reference }).click();
  await page.waitForURL('**/staff/cards/request?id=*');
  const steps = page.getByRole('list', { name: `Steps of ${reference}` });
  await steps.waitFor();
  await lookAtScreen(page, 'staff-cards-request-paid', problems);
  const reached = async () => steps.locator('time').count();

  await page.getByRole('button', { name: 'Move to Being prepared' }).click();
  await expect.poll(reached).toBe(2);
  const number = page.getByLabel(/^Card number/);
  await number.waitFor();
  expect(await number.getAttribute('placeholder')).toBe('From stock');
  if (cardNumber) await number.fill(cardNumber);
  await lookAtScreen(page, 'staff-cards-request-preparing', problems);
  await page.getByRole('button', { name: 'Move to Ready for pickup' }).click();
  await expect.poll(reached).toBe(3);
  await page.getByRole('button', { name: 'Move to Delivered' }).click();
  await expect.poll(reached).toBe(4);
  expect(await page.getByRole('button', { name: /^Move to/ }).count()).toBe(0);
  await lookAtScreen(page, 'staff-cards-request-delivered', problems);
}

