import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Absolute path of the contract as one document (generated/openapi.yaml, bundled from openapi/ by `npm run gen`,
 * ADR 031), from source (src/server/lib) or from the build (dist/server).
 */
export const specPath = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../..', '../..', '..']) {
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

/** A fresh parsed copy of the contract (fastify-openapi-glue mutates what it is given). */
export const loadSpec = (): OpenApiDocument => parse(readFileSync(specPath, 'utf8')) as OpenApiDocument;

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of the contract: its operationId, method and path (without the /api/v1 prefix). */
export function listOperations(spec: OpenApiDocument) {
  return Object.entries(spec.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({ operationId: String(op.operationId), method: method.toUpperCase(), path: route })),
  );
}

let cached: OpenApiDocument | undefined;
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
  cached ??= loadSpec();
  const found = listOperations(cached).find((o) => o.operationId === operationId);
  if (!found) return null;
  const op = cached.paths[found.path]![found.method.toLowerCase()]!;
  const notFound = follow(cached, (op.responses as Record<string, unknown> | undefined)?.['404']);
  const media = (notFound?.content as Record<string, { example?: { message?: unknown }; examples?: Record<string, unknown> }> | undefined)?.['application/json'];
  if (!media) return null;
  const example = media.example ?? (follow(cached, Object.values(media.examples ?? {})[0]) as { value?: { message?: unknown } } | undefined)?.value;
  return typeof example?.message === 'string' ? example.message : 'Not found.';
}
