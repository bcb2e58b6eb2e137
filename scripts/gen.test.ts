/**
 * `npm run gen:check` fails on any drift between the contract's sources (openapi/) and generated/ (ADR 031): a hand
 * edit to the bundle, or a tag file changed without `npm run gen`. And the bundling step refuses a broken layout.
 * Each case works on a copy of openapi/, generated/ and the two scripts in a temporary directory (node_modules linked),
 * so the repository is never touched; the first case proves the copy itself is in sync (else every failure below
 * would prove nothing).
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleContract } from './bundle-contract.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dir = '';

async function copyRepo() {
  const to = await mkdtemp(path.join(os.tmpdir(), 'gen-check-'));
  for (const part of ['openapi', 'generated', 'scripts/gen.mjs', 'scripts/bundle-contract.mjs']) await cp(path.join(root, part), path.join(to, part), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(to, 'node_modules'));
  return to;
}

async function genCheck(at: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/gen.mjs', '--check'], { cwd: at });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** Replaces one exact text of a copied file (and fails the test when the text is not there). */
async function edit(at: string, file: string, from: string, to: string) {
  const text = await readFile(path.join(at, file), 'utf8');
  expect(text).toContain(from);
  await writeFile(path.join(at, file), text.replace(from, to));
}

describe('npm run gen:check (generated/ against openapi/)', () => {
  beforeAll(async () => {
    dir = await copyRepo();
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('passes on an unchanged copy', async () => {
    const result = await genCheck(dir);
    expect(result.out).toContain('generated/ is in sync');
    expect(result.code).toBe(0);
  }, 120_000);

  it('fails on a hand edit to the bundle, naming it', async () => {
    await edit(dir, 'generated/openapi.yaml', 'title: e-laundry API', 'title: e-laundry API (edited)');
    const result = await genCheck(dir);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/generated\/ is stale: openapi\.yaml(,|\s)/);
    await cp(path.join(root, 'generated/openapi.yaml'), path.join(dir, 'generated/openapi.yaml'));
  }, 120_000);

  it('fails when a tag file changed without npm run gen, naming the bundle and the types', async () => {
    await edit(dir, 'openapi/tags/system.yaml', 'operationId: getHealth', 'operationId: getHealthz');
    const result = await genCheck(dir);
    expect(result.code).toBe(1);
    expect(result.out).toContain('openapi.yaml');
    expect(result.out).toContain('api.d.ts');
  }, 120_000);
});

describe('the bundling step refuses a broken layout (ADR 031)', () => {
  let at = '';
  beforeAll(async () => {
    at = await copyRepo();
  });
  afterAll(async () => {
    if (at) await rm(at, { recursive: true, force: true });
  });
  const reset = () => cp(path.join(root, 'openapi'), path.join(at, 'openapi'), { recursive: true });

  it('bundles the real sources without a problem', async () => {
    const { doc } = await bundleContract(at);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  }, 60_000);

  it('a path of a tag file that the root does not list', async () => {
    await edit(at, 'openapi/laundry.yaml', '  /health:\n    $ref: tags/system.yaml#/paths/~1health\n', '');
    await expect(bundleContract(at)).rejects.toThrow('openapi/tags/system.yaml: path /health is not listed in openapi/laundry.yaml');
    await reset();
  }, 60_000);

  it('an operation whose tag is not its file', async () => {
    await edit(at, 'openapi/tags/system.yaml', 'tags: [system]', 'tags: [dev]');
    await expect(bundleContract(at)).rejects.toThrow('getHealth: is in openapi/tags/system.yaml, so its one tag must be system');
    await reset();
  }, 60_000);

  it('a component nobody uses', async () => {
    await edit(at, 'openapi/tags/system.yaml', 'components:\n  schemas:\n', 'components:\n  schemas:\n    Unused:\n      type: string\n');
    await expect(bundleContract(at)).rejects.toThrow('openapi/tags/system.yaml: components/schemas/Unused is used by no operation (remove it)');
    await reset();
  }, 60_000);

  it('a component of a tag file that another tag uses too', async () => {
    await edit(at, 'openapi/tags/dev.yaml', "$ref: '../common.yaml#/components/schemas/ErrorEnvelope'", "$ref: 'system.yaml#/components/schemas/Health'");
    await expect(bundleContract(at)).rejects.toThrow(
      'openapi/tags/system.yaml: components/schemas/Health is used by tags system, dev: move it to openapi/common.yaml',
    );
    await reset();
  }, 60_000);

  it('a component of common.yaml that one tag only uses', async () => {
    await edit(at, 'openapi/common.yaml', '  schemas:\n', '  schemas:\n    Version:\n      type: string\n');
    await edit(at, 'openapi/tags/system.yaml', '        version:\n          type: string\n', "        version:\n          $ref: '../common.yaml#/components/schemas/Version'\n");
    await expect(bundleContract(at)).rejects.toThrow(
      'openapi/common.yaml: components/schemas/Version is used by tag system only: move it to openapi/tags/system.yaml',
    );
    await reset();
  }, 60_000);
});
