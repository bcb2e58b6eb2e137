#!/usr/bin/env node
// Generates everything in generated/ from the contract's sources in openapi/ (the contract is the only source):
// first generated/openapi.yaml, the one bundled description (ADR 031), then everything else from that bundle.
//   node scripts/gen.mjs          write generated/
//   node scripts/gen.mjs --check  fail (exit 1) when generated/ is stale; writes nothing
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { build as esbuild } from 'esbuild';
import { BUNDLE, bundleContract } from './bundle-contract.mjs';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'generated');
const check = process.argv.includes('--check');

const HEADER = (what) =>
  `/**\n * GENERATED FILE — DO NOT EDIT.\n * ${what}\n * Source: openapi/ (bundled into generated/openapi.yaml). Regenerate with \`npm run gen\`; \`npm run gen:check\` fails when stale.\n */\n\n`;

async function typesFile(specText) {
  const ast = await openapiTS(parse(specText), { alphabetize: false, rootTypes: false });
  return HEADER('TypeScript types of the API (openapi-typescript).') + astToString(ast);
}

// The request-body schemas (the components.schemas some operation takes as its body) as plain JSON objects, $refs inlined,
// so that the SPA renders its forms from the contract (RJSF) and reads the x-messages wording.
function requestSchemasOf(specText) {
  const spec = parse(specText);
  const all = spec.components?.schemas ?? {};
  const inline = (node, seen = []) => {
    if (Array.isArray(node)) return node.map((n) => inline(n, seen));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.replace('#/components/schemas/', '');
      if (seen.includes(name)) throw new Error(`recursive schema ${name} cannot be inlined`);
      const { $ref: _ignored, ...rest } = node;
      return { ...inline(all[name], [...seen, name]), ...inline(rest, seen) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, seen)]));
  };
  const bodies = new Set();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const media of Object.values(op?.requestBody?.content ?? {})) {
        const ref = media?.schema?.$ref;
        if (typeof ref === 'string') bodies.add(ref.replace('#/components/schemas/', ''));
      }
    }
  }
  const requests = Object.fromEntries(
    Object.keys(all)
      .filter((name) => bodies.has(name))
      .sort()
      .map((name) => [name, inline(all[name], [name])]),
  );
  return requests;
}

function schemasFile(specText) {
  const requests = requestSchemasOf(specText);
  return (
    HEADER('Request-body JSON Schemas of the API, $refs inlined (forms and their messages).') +
    `export const requestSchemas = ${JSON.stringify(requests, null, 2)} as const;\n\n` +
    `export type RequestSchemaName = keyof typeof requestSchemas;\n`
  );
}

// Precompiled RJSF validators, one module per request schema (generated/validators/<kebab-name>.js + .d.ts).
// The SPA runs under a strict CSP (no eval / new Function), so the ajv compiler must not reach the browser: ajv's
// standalone code is generated here, as CommonJS (ESM output can produce invalid export names, because schema
// hashes may start with a digit or a minus), then bundled to a self-contained ES module by esbuild (which inlines
// the few ajv runtime helpers it requires, e.g. ucs2length).
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const VALIDATOR_OPTIONS = {
  // The contract's vendor extensions are annotations for ajv (read by the SPA's error transform and match check).
  ajvOptionsOverrides: { keywords: ['x-messages', 'x-match', 'x-multiline'], code: { lines: true } },
  // `binary` is OpenAPI's file format: any string (the browser holds the File, the schema only sees a name).
  customFormats: { binary: /^[\s\S]*$/ },
};

async function validatorModule(name, schema) {
  const cjs = compileSchemaValidatorsCode(schema, VALIDATOR_OPTIONS);
  const result = await esbuild({
    stdin: { contents: cjs, resolveDir: root, sourcefile: `${name}.cjs`, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    // Module paths in the output stay relative to this checkout even when node_modules is a link (scripts/gen.test.ts).
    preserveSymlinks: true,
    logLevel: 'silent',
  });
  const js = result.outputFiles[0].text;
  if (/\bnew Function\b|\beval\(/.test(js)) throw new Error(`validator for ${name} contains dynamic code`);
  const header = HEADER(
    `Precompiled RJSF validator functions for ${name} (ajv standalone code, bundled to ESM), and the schema itself\n * (the same object as requestSchemas.${name}) so that a form loads only its own schema.`,
  );
  const schemaExport = `\n/** The ${name} schema ($refs inlined), as in generated/schemas.ts. */\nexport const schema = ${JSON.stringify(schema, null, 2)};\n`;
  const dts =
    header +
    `import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\n` +
    `import type { requestSchemas } from '../schemas';\n\n` +
    `/** Validation functions keyed by schema hash, for createPrecompiledValidator(…, schema). */\n` +
    `declare const validateFns: ValidatorFunctions;\nexport default validateFns;\n\n` +
    `/** The ${name} schema ($refs inlined), as in generated/schemas.ts. */\n` +
    `export declare const schema: (typeof requestSchemas)['${name}'];\n`;
  return { [`validators/${kebab(name)}.js`]: header + js + schemaExport, [`validators/${kebab(name)}.d.ts`]: dts };
}

async function validatorFiles(specText) {
  const out = {};
  for (const [name, schema] of Object.entries(requestSchemasOf(specText))) Object.assign(out, await validatorModule(name, schema));
  return out;
}

let bundled;
try {
  bundled = await bundleContract(root);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const specText = bundled.text;
const outputs = {
  [path.relative(outDir, path.join(root, BUNDLE))]: specText,
  'api.d.ts': await typesFile(specText),
  'schemas.ts': schemasFile(specText),
  ...(await validatorFiles(specText)),
};

const stale = [];
// Files under generated/validators/ that no schema produces any more are stale too (a removed schema).
const existing = await readdir(path.join(outDir, 'validators')).catch(() => []);
for (const file of existing) {
  const name = `validators/${file}`;
  if (name in outputs) continue;
  stale.push(name);
  if (!check) await rm(path.join(outDir, name));
}

for (const [name, content] of Object.entries(outputs)) {
  const file = path.join(outDir, name);
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === content) continue;
  stale.push(name);
  if (!check) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

if (check) {
  if (stale.length) {
    console.error(`generated/ is stale: ${stale.join(', ')} differ from what openapi/ produces (a hand edit, or a source changed without \`npm run gen\`). Run \`npm run gen\`.`);
    process.exit(1);
  }
  console.log('generated/ is in sync with openapi/');
} else {
  console.log(stale.length ? `wrote generated/${stale.join(', generated/')}` : 'generated/ already up to date');
}
