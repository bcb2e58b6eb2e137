import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Axe on a rendered node (a page or an open dialog): no serious or critical violation. Colour contrast needs a real
 * browser's layout: the e2e journeys check it.
 */
export async function expectAccessible(node: Element) {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
