/**
 * Strict CSP (no eval / new Function): the ajv compiler must never reach the browser. Forms use the validators
 * precompiled by `npm run gen` (generated/validators/*.js) through @rjsf/validator-ajv8's createPrecompiledValidator.
 * Checks the sources statically; the e2e journey checks the built bundle (tests/e2e/accounts.spec.ts).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../..');
const generated = path.resolve(webRoot, '../../generated/validators');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT = /^\s*import\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;

describe('no ajv compiler in the SPA', () => {
  it('web code imports neither ajv nor the validator package index, only the precompiled validator', () => {
    const offending: string[] = [];
    for (const file of sources(webRoot)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (/^ajv(-formats)?(\/|$)/.test(spec!)) offending.push(`${path.relative(webRoot, file)} → ${spec}`);
        if (spec!.startsWith('@rjsf/validator-ajv8') && spec !== '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js') {
          offending.push(`${path.relative(webRoot, file)} → ${spec}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('every generated validator is self-contained code without dynamic evaluation', () => {
    const files = readdirSync(generated).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(path.join(generated, file), 'utf8');
      expect({ file, dynamic: /\bnew Function\b|\beval\s*\(|\bFunction\s*\(/.test(code) }).toEqual({ file, dynamic: false });
      expect({ file, imports: /(^|[^'"\w.])require\s*\(|^\s*import\s/m.test(code) }).toEqual({ file, imports: false });
      expect(code.startsWith('/**\n * GENERATED FILE — DO NOT EDIT.')).toBe(true);
    }
  });
});
