import { afterAll, expect, inject } from 'vitest';
import { proxiedAnswers } from '../support/contract-proxy';

/**
 * After each e2e file: no contract violation in the browser's API traffic so far (it crossed `prism proxy --errors`,
 * see support/contract-proxy.ts). A failure here fails the run; the global teardown prints the totals.
 */
afterAll(() => {
  const violations = proxiedAnswers(inject('apiGate').logFile).filter((a) => a.violation);
  expect(
    violations.map((v) => `${v.method} ${v.path} → ${v.status}: ${v.violation}`),
    'contract violations in the API traffic of the browser (through prism proxy --errors)',
  ).toEqual([]);
});
