import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Absolute path of the contract, from source (src/server/lib) or from the bundle (dist/server). */
export const specPath = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../..', '../..', '..']) {
    const candidate = path.resolve(here, up, 'openapi/laundry.yaml');
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      /* try the next level */
    }
  }
  throw new Error('openapi/laundry.yaml not found');
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
