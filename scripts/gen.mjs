#!/usr/bin/env node
// Generates everything in generated/ from openapi/laundry.yaml (the contract is the only source).
//   node scripts/gen.mjs          write generated/
//   node scripts/gen.mjs --check  fail (exit 1) when generated/ is stale; writes nothing
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.join(root, 'openapi/laundry.yaml');
const outDir = path.join(root, 'generated');
const check = process.argv.includes('--check');

const HEADER = (what) =>
  `/**\n * GENERATED FILE — DO NOT EDIT.\n * ${what}\n * Source: openapi/laundry.yaml. Regenerate with \`npm run gen\`; \`npm run gen:check\` fails when stale.\n */\n\n`;

async function typesFile(specText) {
  const ast = await openapiTS(parse(specText), { alphabetize: false, rootTypes: false });
  return HEADER('TypeScript types of the API (openapi-typescript).') + astToString(ast);
}

// The request-body schemas (components.schemas named *Request) as plain JSON objects, $refs inlined,
// so that the SPA renders its forms from the contract (RJSF) and reads the x-messages wording.
function schemasFile(specText) {
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
  const requests = Object.fromEntries(
    Object.keys(all)
      .filter((name) => name.endsWith('Request'))
      .sort()
      .map((name) => [name, inline(all[name], [name])]),
  );
  return (
    HEADER('Request-body JSON Schemas of the API, $refs inlined (forms and their messages).') +
    `export const requestSchemas = ${JSON.stringify(requests, null, 2)} as const;\n\n` +
    `export type RequestSchemaName = keyof typeof requestSchemas;\n`
  );
}

const specText = await readFile(specPath, 'utf8');
const outputs = {
  'api.d.ts': await typesFile(specText),
  'schemas.ts': schemasFile(specText),
};

let stale = [];
for (const [name, content] of Object.entries(outputs)) {
  const file = path.join(outDir, name);
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === content) continue;
  stale.push(name);
  if (!check) {
    await mkdir(outDir, { recursive: true });
    await writeFile(file, content);
  }
}

if (check) {
  if (stale.length) {
    console.error(`generated/ is stale: ${stale.join(', ')} differ from openapi/laundry.yaml. Run \`npm run gen\`.`);
    process.exit(1);
  }
  console.log('generated/ is in sync with openapi/laundry.yaml');
} else {
  console.log(stale.length ? `wrote generated/${stale.join(', generated/')}` : 'generated/ already up to date');
}
