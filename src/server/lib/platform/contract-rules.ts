import type { OpenApiDocument } from './spec.js';

/**
 * Rules of the request pipeline read from the contract (docs/decisions/005-request-pipeline-hardening.md,
 * 032-principals-and-roles-in-the-contract.md): per operation, the media types its requestBody declares, whether the
 * body is required and its security requirement; and the contract-wide text rule on every string of a request body.
 */
export interface OperationRules {
  operationId: string;
  /** Media types of the requestBody (lower case, no parameters); empty: the operation takes no body. */
  mediaTypes: string[];
  bodyRequired: boolean;
  /**
   * The operation's `security` (else the document's): alternatives, any one of which suffices (OR); each a set of
   * schemes that must all authenticate (AND), each with the roles it requires (any one of them; none: no role
   * needed). Empty: a public operation.
   */
  security: SecurityAlternative[];
  /** Names of the multipart parts that carry files (`format: binary`, or a list of them); empty without multipart. */
  fileParts: string[];
}

/** One alternative of a security requirement: every scheme must authenticate, holding one of its roles if it lists any. */
export type SecurityAlternative = { scheme: string; roles: string[] }[];

type Operation = {
  operationId?: string;
  security?: unknown;
  requestBody?: { required?: boolean; content?: Record<string, unknown> } | { $ref: string };
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * A Security Requirement list of the contract as the pipeline's alternatives. OpenAPI 3.1 lets a non-OAuth scheme
 * list role names (`security: [{ staffAuth: [finance, admin] }]`). Refused (at startup, naming the operation): a
 * scheme the document does not declare, roles that are not a list of names, and an empty alternative `{}` (optional
 * authentication, which nothing needs: a public operation says `security: []`).
 */
export function securityOf(where: string, requirement: unknown, declared: ReadonlySet<string>): SecurityAlternative[] {
  if (!Array.isArray(requirement)) throw new Error(`${where}: security must be a list of requirements`);
  return requirement.map((alternative: unknown) => {
    if (!alternative || typeof alternative !== 'object' || Array.isArray(alternative)) throw new Error(`${where}: a security requirement must be an object`);
    const schemes = Object.entries(alternative as Record<string, unknown>);
    if (schemes.length === 0) throw new Error(`${where}: an empty security requirement ({}) is not supported; a public operation says security: []`);
    return schemes.map(([scheme, roles]) => {
      if (!declared.has(scheme)) throw new Error(`${where}: security scheme ${scheme} is not declared in components.securitySchemes`);
      if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string' && r.length > 0)) throw new Error(`${where}: the roles of ${scheme} must be a list of names`);
      return { scheme, roles: [...new Set(roles as string[])] };
    });
  });
}

export function operationRules(spec: OpenApiDocument): Map<string, OperationRules> {
  const rules = new Map<string, OperationRules>();
  const declared = new Set(Object.keys((spec.components as { securitySchemes?: Record<string, unknown> } | undefined)?.securitySchemes ?? {}));
  const globalSecurity = spec.security === undefined ? [] : securityOf('the document', spec.security, declared);
  for (const item of Object.values(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op?.operationId) continue;
      const body = op.requestBody && !('$ref' in op.requestBody) ? op.requestBody : undefined;
      if (op.requestBody && !body) throw new Error(`${op.operationId}: a $ref requestBody is not supported by the pipeline`);
      rules.set(op.operationId, {
        operationId: op.operationId,
        mediaTypes: Object.keys(body?.content ?? {}).map((t) => t.toLowerCase()),
        bodyRequired: Boolean(body?.required),
        security: op.security === undefined ? globalSecurity : securityOf(op.operationId, op.security, declared),
        fileParts: filePartsOf(spec, (body?.content?.['multipart/form-data'] as { schema?: unknown } | undefined)?.schema),
      });
    }
  }
  return rules;
}

/**
 * What the server cannot run safely, checked at startup (plugins/openapi.ts): an operation whose security names a
 * scheme with no authenticator (it could only ever answer 401), or a role its scheme's principals can never hold.
 */
export function securityProblems(rules: Iterable<OperationRules>, authenticators: Readonly<Record<string, { roles: readonly string[] }>>): string[] {
  const problems: string[] = [];
  for (const { operationId, security } of rules) {
    for (const { scheme, roles } of security.flat()) {
      const authenticator = authenticators[scheme];
      if (!authenticator) problems.push(`${operationId}: no authenticator for security scheme ${scheme}`);
      else for (const role of roles) if (!authenticator.roles.includes(role)) problems.push(`${operationId}: ${scheme} has no role ${role}`);
    }
  }
  return [...new Set(problems)];
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
 * Marks every string of every request body with the `x-text` keyword (lib/platform/ajv-setup.ts): no C0 control character,
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
