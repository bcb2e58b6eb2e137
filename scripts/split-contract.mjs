#!/usr/bin/env node
// One-off tool of ADR 031: splits a one-file contract (the layout before ADR 031) into openapi/laundry.yaml (root),
// openapi/tags/<tag>.yaml (a tag's paths and the components only it uses) and openapi/common.yaml (components used by
// more than one tag). Comments and scalar styles are kept (yaml's Document API moves the nodes themselves).
//   node scripts/split-contract.mjs <one-file.yaml>   writes openapi/ (overwrites the root, the tag files and common.yaml)
// Kept for merging branches that still edit the one-file contract: split their version, then diff the tag files.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, isMap, isPair, isScalar, parseDocument, visit, YAMLMap } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/split-contract.mjs <one-file contract.yaml>');
  process.exit(2);
}
const doc = parseDocument(await readFile(source, 'utf8'));
if (doc.errors.length) throw doc.errors[0];
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const plain = doc.toJS();
// Security schemes are named by security requirements, not $ref'd: they stay in the root's components.
const ROOT_ONLY = new Set(['securitySchemes']);

/** `#/components/<type>/<name>` refs anywhere under a plain value. */
function refsOf(value, out = []) {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') {
        const m = /^#\/components\/([^/]+)\/([^/]+)$/.exec(v);
        if (!m) throw new Error(`unexpected $ref ${v}`);
        out.push(`${m[1]}/${m[2]}`);
      } else refsOf(v, out);
    }
  }
  return out;
}

// The tag of each path (every operation of a path item has the same single tag).
const tagOfPath = {};
for (const [route, item] of Object.entries(plain.paths)) {
  const tags = new Set(Object.entries(item).filter(([m]) => METHODS.has(m)).map(([, op]) => op.tags?.[0]));
  if (tags.size !== 1 || tags.has(undefined)) throw new Error(`${route}: its operations need one and the same tag`);
  tagOfPath[route] = [...tags][0];
}
const tagOrder = plain.tags.map((t) => t.name);

// Which tags use each component, transitively.
const usedBy = new Map();
const use = (key, tag) => {
  const tags = usedBy.get(key) ?? new Set();
  if (tags.has(tag)) return;
  tags.add(tag);
  usedBy.set(key, tags);
  const [type, name] = key.split('/');
  const target = plain.components?.[type]?.[name];
  if (target === undefined) throw new Error(`dangling $ref #/components/${key}`);
  for (const ref of refsOf(target)) use(ref, tag);
};
for (const [route, item] of Object.entries(plain.paths)) for (const ref of refsOf(item)) use(ref, tagOfPath[route]);

const homeOf = (key) => {
  const tags = usedBy.get(key);
  if (!tags) throw new Error(`#/components/${key} is used by no operation`);
  return tags.size === 1 ? [...tags][0] : 'common';
};

const fileOf = (home) => (home === 'common' ? 'common.yaml' : `tags/${home}.yaml`);
/** The $ref to a component from a file that lives in `from` (a home: a tag name or 'common'). */
const refFrom = (from, key) => {
  const home = homeOf(key);
  if (home === from) return `#/components/${key}`;
  if (home !== 'common') throw new Error(`${from} would reference ${key} of tag ${home}`);
  return from === 'common' ? `#/components/${key}` : `../common.yaml#/components/${key}`;
};
const rewriteRefs = (node, from) =>
  visit(node, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === '$ref' && isScalar(pair.value)) {
        pair.value.value = refFrom(from, String(pair.value.value).replace('#/components/', ''));
      }
    },
  });

// Section separators ("# ------ auth") of the one-file layout say what the file name now says.
const SEPARATOR = /^\s*-{8,}.*$/;
const dropSeparators = (node) => {
  const clean = (comment) => {
    if (!comment) return comment;
    const kept = comment
      .split('\n')
      .filter((line) => !SEPARATOR.test(line))
      .join('\n')
      .replace(/^\n+|\n+$/g, '');
    return kept || undefined;
  };
  if (isPair(node)) {
    if (node.key && typeof node.key === 'object') node.key.commentBefore = clean(node.key.commentBefore);
  }
  return node;
};


const files = new Map(); // home -> Document
const docFor = (home) => {
  if (!files.has(home)) {
    const d = new Document({});
    files.set(home, d);
  }
  return files.get(home);
};
const ensureMap = (d, keys) => {
  let at = d.contents;
  for (const key of keys) {
    let next = at.get(key, true);
    if (!next) {
      next = d.createNode({});
      at.set(key, next);
    }
    at = next;
  }
  return at;
};

// Paths: each path item goes to its tag's file; the root keeps a $ref per path, in the original order.
const rootDoc = parseDocument(await readFile(source, 'utf8'));
const rootPaths = new YAMLMap();
for (const pair of doc.get('paths').items) {
  const route = String(pair.key.value);
  const tag = tagOfPath[route];
  rewriteRefs(pair.value, tag);
  ensureMap(docFor(tag), ['paths']).items.push(dropSeparators(pair));
  const pointer = route.replaceAll('~', '~0').replaceAll('/', '~1');
  const ref = rootDoc.createNode({ $ref: `tags/${tag}.yaml#/paths/${pointer}` });
  const key = rootDoc.createNode(route);
  rootPaths.items.push(rootDoc.createPair(key, ref));
}

// Components: each goes to its home file (tag or common), in the original order within its type.
const rootComponents = new YAMLMap();
for (const typePair of doc.get('components').items) {
  const type = String(typePair.key.value);
  if (ROOT_ONLY.has(type)) {
    rootComponents.items.push(typePair);
    continue;
  }
  for (const pair of typePair.value.items) {
    const key = `${type}/${pair.key.value}`;
    const home = homeOf(key);
    rewriteRefs(pair.value, home);
    ensureMap(docFor(home), ['components', type]).items.push(dropSeparators(pair));
  }
}

rootDoc.set('paths', rootPaths);
rootDoc.set('components', rootComponents);
// The root's own comment (top of file).
rootDoc.commentBefore = [
  ' The e-laundry API contract (OpenAPI 3.1): the root document. ADR 031.',
  ' Each tag has its own file, openapi/tags/<tag>.yaml: its paths and the components only it uses; components used',
  ' by more than one tag are in openapi/common.yaml. A new path is added to its tag file AND listed below.',
  ' `npm run gen` bundles all of it into generated/openapi.yaml, the one description every tool reads.',
].join('\n');

const TAG_HEADER = (tag, description) =>
  [
    ` Tag \`${tag}\` of the e-laundry API contract: its paths and the components only they use (ADR 031).`,
    ...description
      .trim()
      .split('\n')
      .map((line) => ` ${line}`),
    ' Root: ../laundry.yaml (lists every path). Shared components: ../common.yaml. Bundled by `npm run gen`.',
  ].join('\n');

const tagDescriptions = Object.fromEntries(plain.tags.map((t) => [t.name, t.description]));
const out = {};
// No blank line between a map's key and its first entry (an entry may have had one before its separator comment);
// one blank line before `components:`.
const tighten = (map) => {
  const first = map?.items?.[0];
  if (first?.key && typeof first.key === 'object') first.key.spaceBefore = false;
};
const toText = (d) => {
  tighten(d.get('paths', true));
  const components = d.get('components', true);
  if (isMap(components)) {
    tighten(components);
    for (const type of components.items) tighten(type.value);
    const pair = d.contents.items.find((p) => String(p.key?.value ?? p.key) === 'components');
    if (d.has('paths')) pair.key = Object.assign(d.createNode('components'), { spaceBefore: true });
  }
  return d.toString({ lineWidth: 0, indentSeq: true, flowCollectionPadding: false }).replace(/^[ \t]+$/gm, '');
};
out['laundry.yaml'] = toText(rootDoc);
for (const tag of tagOrder) {
  const d = files.get(tag);
  if (!d) throw new Error(`tag ${tag} has no paths`);
  d.commentBefore = TAG_HEADER(tag, tagDescriptions[tag]);
  out[fileOf(tag)] = toText(d);
}
const common = files.get('common');
common.commentBefore = [
  ' Components of the e-laundry API contract used by more than one tag (ADR 031). A component used by one tag only',
  ' lives in that tag file (openapi/tags/<tag>.yaml); move it here when a second tag starts using it.',
].join('\n');
out['common.yaml'] = toText(common);

await rm(path.join(root, 'openapi/tags'), { recursive: true, force: true });
await mkdir(path.join(root, 'openapi/tags'), { recursive: true });
for (const [file, text] of Object.entries(out)) await writeFile(path.join(root, 'openapi', file), text);
for (const [file, text] of Object.entries(out)) console.log(`openapi/${file}: ${text.split('\n').length} lines`);
