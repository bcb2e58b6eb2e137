/**
 * The contract gate's client: calls an operation (by operationId, its method and path read from the contract)
 * through `prism proxy --errors` in front of the real server, and refuses every answer that is not a documented,
 * valid answer of that operation. Each refusal names the operation and the field (or the status).
 *
 * Rules (docs/decisions/006-contract-gate.md):
 * - Prism's `sl-violations` (it validated the answer against the contract and found it wrong) fails;
 * - any 5xx fails, with the server's `contract_violation` detail when its own response validation caught the drift
 *   (but for a gate told that the test cut the database: then a declared 503 is the expected answer);
 *   501 is "not built", which fails for an operation the registry lists as built (Prism replaces an upstream 501 by
 *   its own mock answer: an answer without the server's headers is recognised as such and validates nothing);
 * - a status the operation does not declare explicitly fails: `default` documents failures, it does not accept them;
 * - a request Prism refuses as invalid fails (the journeys send valid requests: the server must be the one to answer).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Ajv } from 'ajv';
import OpenAPISampler from 'openapi-sampler';
import { addContractVocabulary } from '#server/lib/platform/ajv-setup';
import { listOperations, loadSpec, type OpenApiDocument } from '#server/lib/platform/spec';

export const spec: OpenApiDocument = loadSpec();
export const operations = listOperations(spec);

/** A JSON pointer (without its leading slash) to a node of the contract. */
export const pointer = (parts: (string | number)[]) => parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * An ajv (2020-12, formats, the contract's vocabulary) holding the whole contract under the id `spec`, so that
 * `ajv.getSchema('spec#/<pointer>')` validates against any schema of it with its $refs resolved. `coerceTypes: 'array'`
 * reads values the way Prism reads parameters and form fields (strings, one value for a list).
 */
export function contractAjv(options: { coerceTypes?: 'array' } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, ...options });
  addFormats.default(ajv as unknown as Ajv);
  addContractVocabulary(ajv as unknown as Ajv);
  ajv.addSchema(spec, 'spec');
  return ajv;
}

type Schema = Record<string, unknown>;
export type Media = { schema: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
export type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
export type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, unknown>;
};

/** Follows a local $ref (#/components/...) to what it names. */
export function deref<T>(node: T): T {
  const ref = (node as { $ref?: string } | undefined)?.$ref;
  if (!ref) return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], spec);
  return deref(target as T);
}

export function operation(operationId: string) {
  const found = operations.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`${operationId} is not an operation of the contract (generated/openapi.yaml)`);
  const op = spec.paths[found.path]![found.method.toLowerCase()] as unknown as Operation;
  return { ...found, op };
}

const sample = (schema: Schema) => OpenAPISampler.sample(schema as never, { skipReadOnly: true }, spec as never);
/** The spec's own request example when it has one (it honours patterns), else a sample of the schema. */
export const exampleOf = (media: Media) => media.example ?? Object.values(media.examples ?? {})[0]?.value ?? sample(media.schema);
export const paramExample = (p: Parameter) =>
  p.example ??
  Object.values(p.examples ?? {})[0]?.value ??
  (p.schema?.examples as unknown[] | undefined)?.[0] ??
  p.schema?.example ??
  (p.schema ? sample(p.schema) : 'x');

/** A 1 × 1 GIF whose bytes are all below 0x80 (it crosses Prism's proxy intact). */
export const ASCII_GIF = Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]);

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A request made of the contract's examples: path, required query and header parameters, and the body (JSON or multipart). */
export function exampleRequest(op: Operation) {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const p of (op.parameters ?? []).map(deref)) {
    if (p.in === 'path') params[p.name] = String(paramExample(p));
    else if (p.in === 'query' && p.required) query[p.name] = String(paramExample(p));
    else if (p.in === 'header' && p.required) headers[p.name] = String(paramExample(p));
  }
  const content = op.requestBody?.content ?? {};
  let body: unknown;
  let form: FormData | undefined;
  if (content['application/json']) body = exampleOf(content['application/json']);
  else if (content['multipart/form-data']) {
    form = new FormData();
    const schema = deref(content['multipart/form-data'].schema) as { properties?: Record<string, Schema> };
    const values = exampleOf(content['multipart/form-data']) as Record<string, unknown>;
    const isFile = (s: Schema | undefined) => s?.format === 'binary' || s?.contentMediaType !== undefined;
    for (const [name, propRef] of Object.entries(schema.properties ?? {})) {
      const prop = deref(propRef);
      if (isFile(prop) || (prop.type === 'array' && isFile(deref(prop.items as Schema)))) {
        form.append(name, new Blob([PNG_1PX], { type: 'image/png' }), 'pixel.png');
      } else if (values?.[name] !== undefined) {
        form.append(name, String(values[name]));
      }
    }
  }
  return { params, query, body, form, headers };
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  form?: FormData;
  token?: string;
  /** The client address the server sees (X-Forwarded-For from the trusted local proxy); a fresh one per call by default. */
  client?: string;
  /** Another proxy of the same contract (a server started with another configuration); the gate's own by default. */
  via?: string;
  /** Further request headers (a webhook's signature). */
  headers?: Record<string, string>;
}

export interface Answer {
  operationId: string;
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A failure of the gate: its message names the operation and the field or status. */
export class ContractViolation extends Error {
  constructor(
    readonly operationId: string,
    message: string,
  ) {
    super(message);
    this.name = 'ContractViolation';
  }
}

type PrismViolation = { location?: string[]; message?: string; code?: string };
const describePrism = (violations: PrismViolation[]) =>
  violations
    .map((v) => {
      const where = (v.location ?? []).filter((part) => part !== 'response').join('.');
      return `${where || '(answer)'} ${v.message ?? v.code}`;
    })
    .join('; ');

let clientSeq = 0;
/** A client address of its own (each call by default): the server's per-IP limits count only what a probe means. */
export const newClient = () => {
  clientSeq++;
  return `10.${(clientSeq >> 16) & 255}.${(clientSeq >> 8) & 255}.${clientSeq & 255}`;
};

export interface Validated {
  operationId: string;
  status: number;
}

export class Gate {
  /** Every answer that crossed the proxy and was accepted (status documented explicitly, valid per Prism). */
  readonly validated: Validated[] = [];
  /** Operations that answered 501. */
  readonly notBuilt = new Set<string>();

  constructor(
    readonly baseUrl: string,
    readonly built: ReadonlySet<string>,
    /** The test cuts the database (outage.test.ts): a 503 the operation declares is then an answer, not a fault. */
    readonly options: { databaseOutage?: boolean } = {},
  ) {}

  async call(operationId: string, input: CallInput = {}): Promise<Answer> {
    const { method, path: route, op } = operation(operationId);
    let url = route;
    for (const [name, value] of Object.entries(input.params ?? {})) url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
    const query = new URLSearchParams(input.query ?? {});
    const headers: Record<string, string> = { 'x-forwarded-for': input.client ?? newClient(), ...input.headers };
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    let body: string | FormData | undefined;
    if (input.form) body = input.form;
    else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    const res = await fetch(`${input.via ?? this.baseUrl}${url}${query.size ? `?${query}` : ''}`, { method, headers, body });
    const text = await res.text();
    const status = res.status;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    const answer: Answer = { operationId, status, headers: res.headers, body: parsed };
    this.check(op, answer, text);
    return answer;
  }

  private check(op: Operation, answer: Answer, text: string) {
    const { operationId, status, headers, body } = answer;
    const fail = (message: string): never => {
      throw new ContractViolation(operationId, message);
    };
    const slViolations = headers.get('sl-violations');
    if (slViolations) {
      let list: PrismViolation[] = [];
      try {
        list = JSON.parse(slViolations);
      } catch {
        list = [{ message: slViolations }];
      }
      fail(`${operationId}: Prism found the answer outside the contract: ${describePrism(list)}`);
    }
    const contentType = headers.get('content-type') ?? '';
    if (contentType.startsWith('application/problem+json')) {
      const problem = body as { title?: string; validation?: PrismViolation[] };
      fail(`${operationId}: Prism answered ${status} itself (${problem.title ?? 'problem'}): ${describePrism(problem.validation ?? []) || text}`);
    }
    // Prism answers an upstream 501 with its own mock of the operation (prism-http forwarder: UPSTREAM_NOT_IMPLEMENTED):
    // an answer without the server's security headers is that mock, i.e. the server said 501.
    const mocked = !headers.has('x-content-type-options');
    if (mocked) {
      this.notBuilt.add(operationId);
      if (this.built.has(operationId)) fail(`${operationId} is in the registry of built handlers but its answer is Prism's mock (the server answered 501)`);
      return; // listed as not built; it validates nothing
    }
    if (status === 501) {
      this.notBuilt.add(operationId);
      if (this.built.has(operationId)) fail(`${operationId} is in the registry of built handlers but answered 501`);
      if ((body as { code?: unknown })?.code !== 501) fail(`${operationId} answered HTTP 501 with code ${(body as { code?: unknown })?.code} in the body`);
      return; // listed as not built; it validates nothing
    } else if (status >= 500 && !(status === 503 && this.options.databaseOutage)) {
      const detail = (body as { contract_violation?: { status?: number; fields?: { field: string; problem: string }[] } }).contract_violation;
      fail(
        detail
          ? `${operationId}: its ${detail.status ?? ''} answer breaks the contract (the server's response validation made it a ${status}): ${(
              detail.fields ?? []
            )
              .map((f) => `${f.field} ${f.problem}`)
              .join('; ')}`
          : `${operationId} answered ${status}, a server fault: ${text.slice(0, 500)}`,
      );
    }
    if (!Object.keys(op.responses).includes(String(status))) {
      fail(`${operationId} answered ${status}, a status its contract does not declare (only "default" matches it, and default documents, it does not accept)`);
    }
    // A file download (e.g. a CSV or PDF statement): the media type is one its success answer declares, no envelope.
    const declared = Object.keys((op.responses[String(status)] as { content?: Record<string, unknown> } | undefined)?.content ?? {});
    const fileType = declared.find((t) => t !== 'application/json' && contentType.startsWith(t));
    if (status < 300 && fileType) {
      if (!text.length) fail(`${operationId} answered ${status} as ${fileType} with an empty body`);
      this.validated.push({ operationId, status });
      return;
    }
    if (!contentType.startsWith('application/json')) fail(`${operationId} answered ${status} as ${contentType || 'no content type'}, not application/json`);
    if ((body as { code?: unknown })?.code !== status) fail(`${operationId} answered HTTP ${status} with code ${(body as { code?: unknown })?.code} in the body`);
    this.validated.push({ operationId, status });
  }

  /**
   * operation × success validated / errors validated / documented errors not reached / built or not. The 503 every
   * operation declares (ServiceUnavailable: the database is unreachable) is not listed per operation: it needs a
   * database outage, which tests/contract/outage.test.ts causes behind its own gate (see the line under the table).
   */
  coverage() {
    return operations.map(({ operationId }) => {
      const { op } = operation(operationId);
      const documented = Object.keys(op.responses).filter((c) => c !== 'default');
      const seen = new Set(this.validated.filter((v) => v.operationId === operationId).map((v) => String(v.status)));
      const success = documented.filter((c) => c.startsWith('2') && seen.has(c));
      const errors = documented.filter((c) => !c.startsWith('2') && seen.has(c));
      const notReached = documented.filter((c) => !c.startsWith('2') && !seen.has(c) && !outageOnly(op, c));
      return { operationId, built: this.built.has(operationId), notBuilt: this.notBuilt.has(operationId), success, errors, notReached };
    });
  }

  table() {
    const rows = this.coverage().map((r) => [
      r.operationId,
      r.built ? 'built' : r.notBuilt ? 'not built (501)' : 'not built (not called)',
      r.success.join(',') || '—',
      r.errors.join(',') || '—',
      r.notReached.join(',') || '—',
    ]);
    const head = ['operation', 'state', 'success validated', 'errors validated', 'errors documented, not reached'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    const outage = operations.filter(({ operationId }) => outageOnly(operation(operationId).op, '503')).length;
    return [
      line(head),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
      `503 ServiceUnavailable (database unreachable, Retry-After) is declared by ${outage} of ${operations.length} operations and not listed above: ` +
        'tests/contract/outage.test.ts reaches it through its own prism proxy --errors while it cuts the database link.',
    ].join('\n');
  }
}

/** The shared 503 (ServiceUnavailable) of an operation: reached only during a database outage (outage.test.ts). */
const outageOnly = (op: Operation, status: string) =>
  (op.responses[status] as { $ref?: string } | undefined)?.$ref === '#/components/responses/ServiceUnavailable';
