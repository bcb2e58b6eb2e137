import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, exampleRequest, operations, spec, type Media, type Operation } from './gate';
import { freePort, startPrism, type Running } from '../support/processes';

/**
 * Prism itself: `prism proxy --errors` turns a drifting answer into a 500 (a stand-in upstream), and `npm run mock`
 * answers every operation with its example. The real server's answers are checked by journeys.test.ts.
 */
describe('contract gate: a drifting answer is caught', () => {
  let upstream: ReturnType<typeof createServer>;
  let prism: Running;
  beforeAll(async () => {
    const port = await freePort();
    // An upstream whose /health breaks the contract (status "broken", database missing), and whose getMe answers the
    // 503 of a database outage without the Retry-After the contract requires.
    upstream = createServer((req, res) => {
      if (req.url === '/dashboard/me') {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 503, message: 'e-laundry is briefly unavailable. Please try again in a few seconds.' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, message: 'ok', data: { status: 'broken' } }));
    });
    await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve));
    prism = await startPrism(['proxy', 'generated/openapi.yaml', `http://127.0.0.1:${port}`, '--errors']);
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

  it('a 503 without its Retry-After header is a violation too (the header is required by ServiceUnavailable)', async () => {
    const res = await fetch(`${prism.url}/dashboard/me`, { headers: { authorization: 'Bearer any' } });
    expect(res.status).toBe(500);
    expect(JSON.parse(res.headers.get('sl-violations') ?? '[]')).toContainEqual(
      expect.objectContaining({ location: ['response', 'header'], message: "Response header must have required property 'retry-after'" }),
    );
  });
});

/** The example request of an operation, with a random bearer token where the operation is secured. */
function mockRequest(baseUrl: string, method: string, route: string, op: Operation) {
  const { params, query, body, form, headers: required } = exampleRequest(op);
  const url = Object.entries(params).reduce((at, [name, value]) => at.replace(`{${name}}`, encodeURIComponent(value)), route);
  const search = new URLSearchParams(query);
  const headers: Record<string, string> = { ...required };
  if (op.security === undefined || op.security.length > 0) headers.authorization = `Bearer ${randomBytes(32).toString('base64url')}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    url: `${baseUrl}${url}${search.size ? `?${search}` : ''}`,
    init: { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) },
  };
}

describe('npm run mock: Prism answers every operation with its example', () => {
  let prism: Running;
  beforeAll(async () => {
    prism = await startPrism(['mock', 'generated/openapi.yaml']);
  }, 60_000);
  afterAll(async () => {
    await prism?.stop();
  });

  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(38);
  });

  it.each(operations)('$method $path ($operationId)', async ({ method, path: route }) => {
    const op = spec.paths[route]![method.toLowerCase()] as unknown as Operation;
    const { url, init } = mockRequest(prism.url, method, route, op);
    const res = await fetch(url, init);
    const success = Object.keys(op.responses).filter((code) => /^2\d\d$/.test(code)).sort()[0];
    // The first media type the success answer declares is what Prism renders (JSON, or e.g. a CSV download).
    const content = deref(op.responses[success!] as { content: Record<string, Media> }).content;
    const type = Object.keys(content)[0]!;
    const body: unknown = type === 'application/json' ? await res.json() : await res.text();
    expect(String(res.status), JSON.stringify(body)).toBe(success);
    expect(res.headers.get('content-type') ?? '').toContain(type);
    const media = content[type];
    // A file (an image, an attachment) has no textual example: Prism answers with its declared media type.
    if ((deref(media!.schema) as { format?: string } | undefined)?.format === 'binary') return;
    const examples = [media!.example, ...Object.values(media!.examples ?? {}).map((e) => deref(e).value)].filter(Boolean);
    expect(examples.length, 'the success response has an example').toBeGreaterThan(0);
    expect(examples).toContainEqual(body);
  });
});
