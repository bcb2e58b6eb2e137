import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import OpenAPISampler from 'openapi-sampler';
import { listOperations, loadSpec } from '../../src/server/lib/spec';
import { freePort, startPrism, type Running } from '../support/processes';

/**
 * Every operation of the contract is called through `prism proxy --errors` in front of the real server.
 * Whatever the server answers (a built handler, a 401, a 422 or an honest 501), the answer must match the
 * spec: Prism turns any violation into a 500 problem+json with an `sl-violations` header.
 */
const spec = loadSpec();
const proxyUrl = inject('proxyUrl');
type Schema = Record<string, unknown>;
type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, unknown>;
};

const sample = (schema: Schema) => OpenAPISampler.sample(schema as never, { skipReadOnly: true }, spec as never);
/** Follows a local $ref (#/components/...) to what it names. */
function deref<T>(node: T): T {
  const ref = (node as { $ref?: string } | undefined)?.$ref;
  if (!ref) return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], spec);
  return deref(target as T);
}
type Media = { schema: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
/** The spec's own request example when it has one (it honours patterns), else a sample of the schema. */
const exampleOf = (media: Media) =>
  media.example ?? Object.values(media.examples ?? {})[0]?.value ?? sample(media.schema);
const paramExample = (p: { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> }) =>
  p.example ?? Object.values(p.examples ?? {})[0]?.value ?? (p.schema?.examples as unknown[] | undefined)?.[0] ?? p.schema?.example ?? (p.schema ? sample(p.schema) : 'x');
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function buildRequest(baseUrl: string, method: string, route: string, op: Operation) {
  let url = route;
  const query = new URLSearchParams();
  for (const p of (op.parameters ?? []).map(deref)) {
    const value = paramExample(p);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query' && p.required) query.set(p.name, String(value));
  }
  const headers: Record<string, string> = {};
  if (op.security === undefined || op.security.length > 0) {
    headers.authorization = `Bearer ${randomBytes(32).toString('base64url')}`;
  }
  let body: string | FormData | undefined;
  const content = op.requestBody?.content ?? {};
  if (content['application/json']) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(exampleOf(content['application/json']));
  } else if (content['multipart/form-data']) {
    const form = new FormData();
    const schema = deref(content['multipart/form-data'].schema) as { properties?: Record<string, Schema> };
    const values = exampleOf(content['multipart/form-data']) as Record<string, unknown>;
    for (const [name, propRef] of Object.entries(schema.properties ?? {})) {
      const prop = deref(propRef);
      const isFile = (s: Schema | undefined) => s?.format === 'binary' || s?.contentMediaType !== undefined;
      if (isFile(prop) || (prop.type === 'array' && isFile(deref(prop.items as Schema)))) {
        form.append(name, new Blob([PNG_1PX], { type: 'image/png' }), 'pixel.png');
      } else if (values?.[name] !== undefined) {
        form.append(name, String(values[name]));
      }
    }
    body = form;
  }
  return { url: `${baseUrl}${url}${query.size ? `?${query}` : ''}`, init: { method, headers, body } };
}

const operations = listOperations(spec);

describe('contract: every operation answers within openapi/laundry.yaml (through prism proxy --errors)', () => {
  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(38);
  });

  it.each(operations)('$method $path ($operationId)', async ({ method, path: route }) => {
    const op = spec.paths[route]![method.toLowerCase()] as unknown as Operation;
    const { url, init } = buildRequest(proxyUrl, method, route, op);
    const res = await fetch(url, init);
    const text = await res.text();
    const violations = res.headers.get('sl-violations');
    expect(violations, `Prism reported contract violations: ${violations}\n${text}`).toBeNull();
    expect(res.headers.get('content-type') ?? '', `${res.status} ${text}`).toMatch(/^application\/json/);
    const body = JSON.parse(text);
    expect(body.code).toBe(res.status);
    expect(typeof body.message).toBe('string');
    const documented = Object.keys(op.responses);
    expect(documented.includes(String(res.status)) || documented.includes('default')).toBe(true);
  });

  it('health answers 200 with the embedded database through the proxy', async () => {
    const res = await fetch(`${proxyUrl}/health`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: 'ok', database: 'pglite' });
  });
});

describe('contract gate: a drifting answer is caught', () => {
  let upstream: ReturnType<typeof createServer>;
  let prism: Running;
  beforeAll(async () => {
    const port = await freePort();
    // An upstream whose /health breaks the contract (status "broken", database missing).
    upstream = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, message: 'ok', data: { status: 'broken' } }));
    });
    await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve));
    prism = await startPrism(['proxy', 'openapi/laundry.yaml', `http://127.0.0.1:${port}`, '--errors']);
  }, 60_000);
  afterAll(async () => {
    await prism?.stop();
    upstream?.close();
  });

  it('prism proxy --errors turns the violation into a 500 with sl-violations', async () => {
    const res = await fetch(`${prism.url}/health`);
    expect(res.status).toBe(500);
    expect(res.headers.get('sl-violations')).toBeTruthy();
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('npm run mock: Prism answers every operation with its example', () => {
  let prism: Running;
  beforeAll(async () => {
    prism = await startPrism(['mock', 'openapi/laundry.yaml']);
  }, 60_000);
  afterAll(async () => {
    await prism?.stop();
  });

  it.each(operations)('$method $path ($operationId)', async ({ method, path: route }) => {
    const op = spec.paths[route]![method.toLowerCase()] as unknown as Operation;
    const { url, init } = buildRequest(prism.url, method, route, op);
    const res = await fetch(url, init);
    const success = Object.keys(op.responses).filter((code) => /^2\d\d$/.test(code)).sort()[0];
    const body = await res.json();
    expect(String(res.status), JSON.stringify(body)).toBe(success);
    const media = deref(op.responses[success!] as { content: Record<string, Media> }).content['application/json'];
    const examples = [media!.example, ...Object.values(media!.examples ?? {}).map((e) => deref(e).value)].filter(Boolean);
    expect(examples.length, 'the success response has an example').toBeGreaterThan(0);
    expect(examples).toContainEqual(body);
  });
});
