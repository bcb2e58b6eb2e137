import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { root } from './processes';

let source: Promise<string> | undefined;

/**
 * axe-core's serious and critical violations on the page as it is now, one line each
 * ("serious color-contrast: #main > p"). axe is injected with page.evaluate, which the page's CSP does not block.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  source ??= readFile(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await source);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
