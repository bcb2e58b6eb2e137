import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { builtHandlers } from '#server/handlers/registry';
import { BUDGET_CLASSES, DEFAULT_BUDGETS, OPERATION_BUDGETS } from '#server/lib/platform/budgets';
import { startGatedServer } from '../support/processes';
import { accountsVia } from './accounts';
import { ASCII_GIF, exampleRequest, Gate, newClient, operation, type Answer } from './gate';

/**
 * The contract gate's journeys of the limits (tests/contract/journeys.test.ts runs them, so that their answers count in
 * that file's coverage table): the per-client rate limits and the cost budgets (ADR 038), each answering 429 in the
 * envelope with Retry-After.
 */

/** Every rate-limited operation that documents 429 answers it, with Retry-After. */
export async function perClientLimits(gate: Gate, { verifiedAccount }: ReturnType<typeof accountsVia>): Promise<void> {
  const { token } = await verifiedAccount();
  const limited = builtHandlers.filter((h) => h.rateLimit && '429' in operation(h.operationId).op.responses);
  expect(limited.length).toBeGreaterThan(0);
  for (const { operationId } of limited) {
    const { op } = operation(operationId);
    const request = exampleRequest(op);
    const client = newClient();
    const secured = op.security === undefined || op.security.length > 0;
    let answer: Answer | undefined;
    // The gate server runs with AUTH_RATE_LIMIT=5 and FORMS_RATE_LIMIT=2 (global-setup.ts).
    for (let i = 0; i < 10 && answer?.status !== 429; i++) {
      answer = await gate.call(operationId, { ...request, token: secured ? token : undefined, client });
    }
    expect(answer?.status, `${operationId} never answered 429`).toBe(429);
    expect(Number(answer?.headers.get('retry-after')), operationId).toBeGreaterThan(0);
  }
}

/** Every budgeted operation answers 429 in the envelope with Retry-After once its budget is spent (ADR 038). */
export async function costBudgets(gate: Gate): Promise<void> {
  // A server of its own with a budget of 2 per class (per account and per address) and the per-IP limits out of the way.
  const low = Object.fromEntries(
    BUDGET_CLASSES.map((c) => [`BUDGET_${c.toUpperCase()}`, DEFAULT_BUDGETS[c].principal === undefined ? '2' : '2/1000']),
  );
  const budgets = await startGatedServer({ ...low, AUTH_RATE_LIMIT: '1000', FORMS_RATE_LIMIT: '1000' });
  try {
    const via = new Gate(budgets.prism.url, gate.built);
    const { verifiedAccount: account } = accountsVia(via);
    const budgeted = builtHandlers.filter((h) => OPERATION_BUDGETS[h.operationId as keyof typeof OPERATION_BUDGETS]);
    expect(budgeted.length).toBe(Object.values(OPERATION_BUDGETS).filter(Boolean).length);
    // A customer and an address of their own per class (operations of one class share its counters).
    const perClass = new Map<string, { token: string; client: string }>();
    for (const { operationId } of budgeted) {
      const budget = OPERATION_BUDGETS[operationId as keyof typeof OPERATION_BUDGETS]!;
      if (!perClass.has(budget)) perClass.set(budget, { token: (await account()).token, client: newClient() });
      const { token, client } = perClass.get(budget)!;
      const { op } = operation(operationId);
      // A staff operation needs a staff session, made by `ops staff:invite` on a database the command can open: its
      // budget's 429 is proven by src/server/security/budgets.test.ts › "staff invitations: …", and the staff journey
      // above takes its successes through this gate.
      if (((op.security ?? []) as Record<string, unknown>[]).some((alternative) => 'staffAuth' in alternative)) continue;
      const request = exampleRequest(op);
      // Files as an ASCII-only GIF through the proxy (Prism corrupts bytes that are not UTF-8); the budget is checked
      // before any part is read, and the server may refuse the GIF (an avatar is PNG or JPEG) while budget remains.
      const form = request.form && new FormData();
      for (const [name, value] of request.form?.entries() ?? []) {
        if (typeof value === 'string') form!.append(name, value);
        else form!.append(name, new Blob([new Uint8Array(ASCII_GIF)], { type: 'image/gif' }), 'pixel.gif');
      }
      const secured = op.security === undefined || op.security.length > 0;
      let answer: Answer | undefined;
      for (let i = 0; i < 5 && answer?.status !== 429; i++) {
        // A new e-mail address per call: a code resent to the same one within 60 s is locked (a 429 of its own).
        const body = JSON.parse(JSON.stringify(request.body ?? null, (_k, v: unknown) => (typeof v === 'string' && /^[^@\s]+@[^@\s]+$/.test(v) ? `budget.${i}.${randomBytes(3).toString('hex')}@example.com` : v)));
        answer = await via.call(operationId, { ...request, body: body ?? undefined, ...(form ? { form } : {}), token: secured ? token : undefined, client });
      }
      expect(answer?.status, `${operationId} never answered 429`).toBe(429);
      expect(answer?.body.message, operationId).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
      expect(Number(answer?.headers.get('retry-after')), operationId).toBeGreaterThan(0);
    }
  } finally {
    await budgets.stop();
  }
}
