// The first step of `npm run gen` (ADR 031): bundles the contract's sources (openapi/laundry.yaml, the root;
// openapi/tags/<tag>.yaml; openapi/common.yaml) into ONE description with Redocly's bundler, checks that the sources
// keep their layout, and returns the text of generated/openapi.yaml, the file every tool reads (codegen, the server,
// Prism, the API reference).
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
export const SOURCE_ROOT = 'openapi/laundry.yaml';
export const BUNDLE = 'generated/openapi.yaml';
const COMMON = 'openapi/common.yaml';

const HEADER = [
  '# GENERATED FILE — DO NOT EDIT.',
  '# The e-laundry API contract as one document, bundled by Redocly from openapi/laundry.yaml (the root),',
  '# openapi/tags/<tag>.yaml and openapi/common.yaml. Edit those, then run `npm run gen`; `npm run gen:check` fails when',
  '# this file differs from what they produce. The server, codegen, Prism and the API reference read this file.',
  '',
].join('\n');

/** Redocly's `bundle` (the CLI the project pins), as JSON; a component name clash is an error, never a silent rename. */
async function redoclyBundle(root) {
  const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  const args = [cli, 'bundle', SOURCE_ROOT, '--ext', 'json', '--component-renaming-conflicts-severity', 'error', '--lint-config', 'off'];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout);
  } catch (err) {
    const said = String(err.stderr ?? err.message)
      .split('\n')
      .filter((line) => line.trim() && !/[║╔╚]/.test(line))
      .join('\n');
    throw new Error(`redocly bundle ${SOURCE_ROOT} failed:\n${said}`, { cause: err });
  }
}

const refsIn = (value, out = new Set()) => {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.add(v);
      else refsIn(v, out);
    }
  return out;
};

/**
 * The layout rules of ADR 031, checked on the sources and the bundle. Returns the problems (empty when all hold).
 * - Every path of the root is `$ref: tags/<tag>.yaml#/paths/…`, and every operation in tags/<tag>.yaml has the tag <tag>.
 * - Every path of a tag file is listed in the root (else the bundle would silently lack it).
 * - A component lives in the file of the one tag that uses it, or in common.yaml when two tags or more use it
 *   (so a reader finds everything of a tag in its file), and every declared component is used.
 */
function layoutProblems(sources, bundle) {
  const problems = [];
  const rootDoc = sources.get(SOURCE_ROOT);
  const tagNames = (rootDoc.tags ?? []).map((t) => t.name);
  const listed = new Set();
  for (const [route, item] of Object.entries(rootDoc.paths ?? {})) {
    const m = /^tags\/([a-z0-9-]+)\.yaml#\/paths\/(.+)$/.exec(item?.$ref ?? '');
    if (!m) {
      problems.push(`${SOURCE_ROOT}: path ${route} must be a $ref to its tag file (tags/<tag>.yaml#/paths/…)`);
      continue;
    }
    listed.add(`openapi/tags/${m[1]}.yaml ${route}`);
    for (const [method, op] of Object.entries(bundle.paths[route] ?? {})) {
      if (METHODS.has(method) && (op.tags?.length !== 1 || op.tags[0] !== m[1]))
        problems.push(`${op.operationId ?? route}: is in openapi/tags/${m[1]}.yaml, so its one tag must be ${m[1]} (has ${op.tags})`);
    }
  }
  // Where each component is declared.
  const declaredIn = new Map();
  for (const [file, doc] of sources) {
    if (file === SOURCE_ROOT) continue;
    for (const route of Object.keys(doc.paths ?? {}))
      if (!listed.has(`${file} ${route}`)) problems.push(`${file}: path ${route} is not listed in ${SOURCE_ROOT} (add it under paths)`);
    for (const [type, entries] of Object.entries(doc.components ?? {}))
      for (const name of Object.keys(entries ?? {})) {
        const key = `${type}/${name}`;
        if (declaredIn.has(key)) problems.push(`${key} is declared in ${declaredIn.get(key)} and ${file}: one name, one place`);
        else declaredIn.set(key, file);
      }
  }
  // Which tags use each component of the bundle, transitively.
  const usedBy = new Map();
  const use = (ref, tag) => {
    const m = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
    if (!m) return;
    const key = `${m[1]}/${m[2]}`;
    const tags = usedBy.get(key) ?? new Set();
    if (tags.has(tag)) return;
    usedBy.set(key, tags.add(tag));
    for (const next of refsIn(bundle.components?.[m[1]]?.[m[2]])) use(next, tag);
  };
  for (const item of Object.values(bundle.paths ?? {}))
    for (const [method, op] of Object.entries(item)) if (METHODS.has(method)) for (const ref of refsIn(op)) use(ref, op.tags?.[0]);
  for (const [key, file] of declaredIn) {
    const tags = [...(usedBy.get(key) ?? [])].sort((a, b) => tagNames.indexOf(a) - tagNames.indexOf(b));
    const home = tags.length === 1 ? `openapi/tags/${tags[0]}.yaml` : COMMON;
    if (tags.length === 0) problems.push(`${file}: components/${key} is used by no operation (remove it)`);
    else if (home !== file)
      problems.push(`${file}: components/${key} is used by ${tags.length === 1 ? `tag ${tags[0]} only` : `tags ${tags.join(', ')}`}: move it to ${home}`);
  }
  for (const type of Object.keys(bundle.components ?? {}))
    for (const name of Object.keys(bundle.components[type]))
      if (type !== 'securitySchemes' && !declaredIn.has(`${type}/${name}`))
        problems.push(`components/${type}/${name} in the bundle is declared in no source file under that name (inline it or name it in a source file's components)`);
  return problems;
}

/**
 * The bundle's key order is made stable and readable: top-level keys as in the root; components by type as in
 * common.yaml, each type's entries in source order (common.yaml first, then the tag files in the root's tag order).
 */
function ordered(bundle, sources) {
  const files = [COMMON, ...(sources.get(SOURCE_ROOT).tags ?? []).map((t) => `openapi/tags/${t.name}.yaml`)];
  const rootComponents = sources.get(SOURCE_ROOT).components ?? {};
  const typeOrder = [...new Set([...Object.keys(rootComponents), ...files.flatMap((f) => Object.keys(sources.get(f)?.components ?? {}))])];
  const components = {};
  for (const type of [...typeOrder, ...Object.keys(bundle.components ?? {})]) {
    if (!bundle.components?.[type] || components[type]) continue;
    const names = [
      ...Object.keys(rootComponents[type] ?? {}),
      ...files.flatMap((f) => Object.keys(sources.get(f)?.components?.[type] ?? {})),
      ...Object.keys(bundle.components[type]),
    ];
    components[type] = Object.fromEntries([...new Set(names)].filter((n) => n in bundle.components[type]).map((n) => [n, bundle.components[type][n]]));
  }
  const out = {};
  for (const key of [...Object.keys(sources.get(SOURCE_ROOT)), ...Object.keys(bundle)]) if (key in bundle) out[key] = key === 'components' ? components : bundle[key];
  return out;
}

/** Bundles and checks the contract; throws with every layout problem listed. Returns { text, doc } of the bundle. */
export async function bundleContract(root) {
  const sources = new Map();
  const read = async (file) => sources.set(file, parse(await readFile(path.join(root, file), 'utf8')) ?? {});
  await read(SOURCE_ROOT);
  await read(COMMON);
  for (const file of (await readdir(path.join(root, 'openapi/tags'))).sort()) if (file.endsWith('.yaml')) await read(`openapi/tags/${file}`);
  const bundle = ordered(await redoclyBundle(root), sources);
  const problems = layoutProblems(sources, bundle);
  if (problems.length) throw new Error(`The contract's layout (ADR 031) is broken:\n  ${problems.join('\n  ')}`);
  return { text: HEADER + stringify(bundle, { lineWidth: 0 }), doc: bundle };
}
