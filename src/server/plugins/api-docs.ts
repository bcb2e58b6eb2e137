import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from 'helmet';
import { CSP_DIRECTIVES } from './security-headers.js';

/** The page and its files, as scripts/build-api-docs.mjs writes them into dist/api-docs. */
const FILES = {
  'redoc.js': 'text/javascript; charset=utf-8',
  'redocly-logo.svg': 'image/svg+xml',
} as const;
type DocsFile = keyof typeof FILES | 'index.html';

/**
 * What the page may add to the strict CSP: hashes of its inline styles and script ('unsafe-hashes' for its style
 * attributes), and data: fonts. Anything else in csp.json ('unsafe-inline', 'unsafe-eval', another origin) is refused:
 * the page is then not served rather than served with a weaker policy.
 */
const ALLOWED_ADDITIONS: Record<string, RegExp> = {
  'script-src': /^'sha256-[A-Za-z0-9+/]+={0,2}'$/,
  'style-src': /^'sha256-[A-Za-z0-9+/]+={0,2}'$|^'unsafe-hashes'$/,
  'font-src': /^data:$/,
};

const camel = (directive: string) => directive.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The CSP of the API reference page: ADR 010's policy plus the build's hashes for its inline parts (ADR 031). */
export function apiDocsPolicy(additions: Record<string, string[]>): string {
  const directives: Record<string, string[] | null> = { ...CSP_DIRECTIVES };
  for (const [directive, sources] of Object.entries(additions)) {
    const allowed = ALLOWED_ADDITIONS[directive];
    if (!allowed) throw new Error(`api docs: csp.json may not extend ${directive}`);
    const refused = sources.filter((s) => !allowed.test(s));
    if (refused.length) throw new Error(`api docs: csp.json may not add ${refused.join(' ')} to ${directive}`);
    const key = camel(directive) as keyof typeof CSP_DIRECTIVES;
    directives[key] = [...(CSP_DIRECTIVES[key] as string[]), ...sources];
  }
  let header = '';
  const response = { setHeader: (_name: string, value: string) => void (header = value) } as unknown as ServerResponse;
  contentSecurityPolicy({ useDefaults: false, directives })({} as IncomingMessage, response, () => {});
  return header;
}

interface Loaded {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

const read = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** The encoding to send: brotli, else gzip, when the client accepts it (q=0 refuses), else none. */
function encodingFor(request: FastifyRequest, loaded: Loaded): 'br' | 'gzip' | null {
  const accepted = new Map(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => {
        const [name, ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return [name, q ? Number(q.slice(2)) : 1] as const;
      }),
  );
  if (loaded.br && (accepted.get('br') ?? 0) > 0) return 'br';
  if (loaded.gz && (accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * The API reference rendered from the contract (GET /api/docs, built into dist/api-docs by `npm run build`): a page
 * of its own, outside the SPA. Its answer carries ADR 010's CSP extended only by the hashes the build recorded
 * (csp.json); every other answer keeps the strict policy. Files are read on first use (most test apps never ask).
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance, opts: { dir: string }) => {
  const cache = new Map<DocsFile, Loaded | null>();
  let policy: string | undefined;
  const load = (file: DocsFile): Loaded | null => {
    if (!cache.has(file)) {
      const body = read(path.join(opts.dir, file));
      cache.set(file, body ? { body, br: read(path.join(opts.dir, `${file}.br`)), gz: read(path.join(opts.dir, `${file}.gz`)) } : null);
    }
    return cache.get(file)!;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, file: DocsFile, type: string) => {
    const loaded = load(file);
    if (!loaded) {
      return reply.code(404).send({ code: 404, message: 'The API reference is not built. Run `npm run build` (npm start does it for you).' });
    }
    const encoding = encodingFor(request, loaded);
    reply.header('content-type', type).header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? loaded.br : encoding === 'gzip' ? loaded.gz : loaded.body);
  };

  app.get('/api/docs', (request, reply) => {
    if (load('index.html')) {
      policy ??= apiDocsPolicy(JSON.parse(readFileSync(path.join(opts.dir, 'csp.json'), 'utf8')) as Record<string, string[]>);
      reply.header('content-security-policy', policy);
    }
    return send(request, reply, 'index.html', 'text/html; charset=utf-8');
  });
  app.get('/api/docs/', (_request, reply) => reply.redirect('/api/docs', 301));
  for (const [file, type] of Object.entries(FILES)) {
    app.get(`/api/docs/${file}`, (request, reply) => send(request, reply, file as DocsFile, type));
  }
});
