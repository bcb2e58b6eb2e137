import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Absences that docs/security.md relies on ("no OS commands", "no innerHTML", …), kept true by searching the
 * shipped source: every .ts/.tsx file under src/ that is not a test or a test helper. A new use fails here and
 * sends its author to the document's row.
 */

const root = path.resolve(import.meta.dirname, '..');
const TEST_ONLY = /(\.test\.tsx?$|\.spec\.tsx?$|[\\/]testing[\\/]|test-support\.ts$|test-files\.ts$|[\\/]security[\\/]helpers\.ts$|fixtures?\.ts$)/;

function shippedFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return shippedFiles(rel);
    return /\.tsx?$/.test(entry.name) && !TEST_ONLY.test(rel) ? [rel] : [];
  });
}

/** The shipped files under `dir` whose source matches `pattern`, with the first matching line. */
function uses(dir: string, pattern: RegExp): string[] {
  return shippedFiles(dir).flatMap((file) => {
    const line = readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .find((l) => pattern.test(l));
    return line === undefined ? [] : [`${file}: ${line.trim()}`];
  });
}

describe('security invariants of the shipped source (docs/security.md)', () => {
  it('finds the source it searches', () => {
    expect(shippedFiles('src/server').length).toBeGreaterThan(50);
    expect(shippedFiles('src/web').length).toBeGreaterThan(50);
    expect(shippedFiles('src/server').some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it('1.2.5: the server runs no OS command', () => {
    expect(uses('src/server', /\bchild_process\b|\bexecSync\b|\bspawnSync\b/)).toEqual([]);
  });

  it('1.3.2, 3.2.2: no eval, no Function constructor, no HTML injection sinks in the SPA', () => {
    expect(uses('src/web', /\beval\(|new Function\b|dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write/)).toEqual([]);
  });

  it('3.5.5: the SPA listens to no postMessage; the service worker hears its own pages only', () => {
    const listeners = uses('src/web', /addEventListener\(\s*['"]message['"]|\bonmessage\b/).map((u) => u.split(':')[0]);
    expect(listeners).toEqual([path.join('src/web/sw.ts')]);
    // Its one listener (the update banner's SKIP_WAITING) drops a message whose sender is not a page of this origin.
    expect(readFileSync(path.join(root, 'src/web/sw.ts'), 'utf8')).toMatch(/if \(!from \|\| new URL\(from\)\.origin !== self\.location\.origin\) return;/);
  });

  it('1.2.9: the server builds regular expressions from no input (the route table of spa.ts only)', () => {
    expect(uses('src/server', /new RegExp\(/).map((u) => u.split(':')[0])).toEqual([path.join('src/server/plugins/spa.ts')]);
  });

  it('12.3.2: TLS certificates are never left unchecked', () => {
    expect(uses('src', /rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED/)).toEqual([]);
  });

  it('3.3.x: the server sets no cookie (the session is a bearer token)', () => {
    expect(uses('src/server', /set-cookie|setCookie|@fastify\/cookie/i)).toEqual([]);
  });
});
