import type { OpenApiDocument } from './spec.js';

/**
 * Rules of the request pipeline read from the contract (docs/decisions/005-request-pipeline-hardening.md):
 * per operation, the media types its requestBody declares, whether the body is required and whether the operation
 * needs a bearer token; and the contract-wide text rule on every string of a request body.
 */
export interface OperationRules {
  operationId: string;
  /** Media types of the requestBody (lower case, no parameters); empty: the operation takes no body. */
  mediaTypes: string[];
  bodyRequired: boolean;
  /** The operation's security (or the document's) asks for bearerAuth. */
  bearer: boolean;
  /** The operation's security asks for a hub key (`hubKey`: the hub API of the machines' controllers). */
  hub: boolean;
  /** Names of the multipart parts that carry files (`format: binary`, or a list of them); empty without multipart. */
  fileParts: string[];
}

type Operation = {
  operationId?: string;
  security?: Record<string, unknown>[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> } | { $ref: string };
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function operationRules(spec: OpenApiDocument): Map<string, OperationRules> {
  const rules = new Map<string, OperationRules>();
  const globalSecurity = (spec.security as Record<string, unknown>[] | undefined) ?? [];
  for (const item of Object.values(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op?.operationId) continue;
      const body = op.requestBody && !('$ref' in op.requestBody) ? op.requestBody : undefined;
      if (op.requestBody && !body) throw new Error(`${op.operationId}: a $ref requestBody is not supported by the pipeline`);
      const security = op.security ?? globalSecurity;
      rules.set(op.operationId, {
        operationId: op.operationId,
        mediaTypes: Object.keys(body?.content ?? {}).map((t) => t.toLowerCase()),
        bodyRequired: Boolean(body?.required),
        bearer: security.length > 0 && security.every((req) => 'bearerAuth' in req),
        hub: security.length > 0 && security.every((req) => 'hubKey' in req),
        fileParts: filePartsOf(spec, (body?.content?.['multipart/form-data'] as { schema?: unknown } | undefined)?.schema),
      });
    }
  }
  return rules;
}

type Schema = Record<string, unknown>;

/** The properties of a multipart body schema that carry files: `format: binary`, or an array of those. */
function filePartsOf(spec: OpenApiDocument, schemaRef: unknown): string[] {
  const schemas = ((spec.components as { schemas?: Record<string, Schema> } | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const deref = (node: unknown): Schema => {
    const ref = (node as Schema | undefined)?.$ref;
    return typeof ref === 'string' ? deref(schemas[ref.replace('#/components/schemas/', '')]) : ((node ?? {}) as Schema);
  };
  const properties = (deref(schemaRef).properties ?? {}) as Record<string, unknown>;
  return Object.entries(properties)
    .filter(([, prop]) => {
      const p = deref(prop);
      return p.format === 'binary' || (p.type === 'array' && deref(p.items).format === 'binary');
    })
    .map(([name]) => name);
}

/**
 * Marks every string of every request body with the `x-text` keyword (lib/ajv-setup.ts): no C0 control character,
 * no DEL, no lone surrogate; tab and line breaks only where the contract marks the string `x-multiline: true`.
 * Query and path parameters are not request bodies and keep their own patterns. Mutates and returns `spec`.
 */
export function addTextRules(spec: OpenApiDocument): OpenApiDocument {
  const schemas = ((spec.components as { schemas?: Record<string, Schema> } | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const seen = new Set<Schema>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const schema = node as Schema;
    if (seen.has(schema)) return;
    seen.add(schema);
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '');
      visit(schemas[name]);
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('string') && schema.format !== 'binary') {
      schema['x-text'] = schema['x-multiline'] === true ? 'multi-line' : 'single-line';
    }
    for (const key of ['items', 'additionalProperties', 'if', 'then', 'else', 'not', 'contains']) visit(schema[key]);
    for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) visit(schema[key]);
    if (schema.properties && typeof schema.properties === 'object') Object.values(schema.properties as Record<string, unknown>).forEach(visit);
  };
  for (const item of Object.values(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Operation | undefined;
      const content = op?.requestBody && !('$ref' in op.requestBody) ? op.requestBody.content : undefined;
      for (const media of Object.values(content ?? {})) visit((media as { schema?: unknown }).schema);
    }
  }
  return spec;
}
