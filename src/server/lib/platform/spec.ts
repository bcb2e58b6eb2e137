import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Absolute path of the contract as one document (generated/openapi.yaml, bundled from openapi/ by `npm run gen`,
 * ADR 031), from source (src/server/lib/platform) or from the build (dist/server).
 */
export const specPath = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../../..', '../../..', '../..', '..']) {
    const candidate = path.resolve(here, up, 'generated/openapi.yaml');
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      /* try the next level */
    }
  }
  throw new Error('generated/openapi.yaml not found (run `npm run gen`)');
})();

export interface OpenApiDocument {
  info: { version: string };
  paths: Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Freezes a parsed document and everything in it (plain data from YAML: objects, arrays, scalars). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

let parsed: OpenApiDocument | undefined;
/**
 * The contract, parsed once per process (the file is 785 KB: every app and every test file used to parse it again) and
 * deeply frozen, so that no reader can change what the next one reads. The file does not change while a process runs
 * (`npm run gen` writes it; a server or a test run started after that reads the new one).
 */
export function contractDocument(): OpenApiDocument {
  parsed ??= deepFreeze(parse(readFileSync(specPath, 'utf8')) as OpenApiDocument);
  return parsed;
}

/** A fresh, mutable copy of the contract (fastify-openapi-glue mutates what it is given): a clone of the parsed one. */
export const loadSpec = (): OpenApiDocument => structuredClone(contractDocument());

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of the contract: its operationId, method and path (without the /api/v1 prefix). */
export function listOperations(spec: OpenApiDocument) {
  return Object.entries(spec.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({ operationId: String(op.operationId), method: method.toUpperCase(), path: route })),
  );
}

/** Follows a local $ref of the contract. */
const follow = (doc: OpenApiDocument, node: unknown): Record<string, unknown> | undefined => {
  const ref = (node as { $ref?: string } | undefined)?.$ref;
  if (!ref) return node as Record<string, unknown> | undefined;
  return follow(
    doc,
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc),
  );
};

/** The message of the first example of an operation's 404 answer in the contract, or null when it declares none. */
export function contractNotFoundMessage(operationId: string): string | null {
  const cached = contractDocument();
  const found = listOperations(cached).find((o) => o.operationId === operationId);
  if (!found) return null;
  const op = cached.paths[found.path]![found.method.toLowerCase()]!;
  const notFound = follow(cached, (op.responses as Record<string, unknown> | undefined)?.['404']);
  const media = (notFound?.content as Record<string, { example?: { message?: unknown }; examples?: Record<string, unknown> }> | undefined)?.['application/json'];
  if (!media) return null;
  const example = media.example ?? (follow(cached, Object.values(media.examples ?? {})[0]) as { value?: { message?: unknown } } | undefined)?.value;
  return typeof example?.message === 'string' ? example.message : 'Not found.';
}
