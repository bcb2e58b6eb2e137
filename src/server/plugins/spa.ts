import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA (dist/web) with a history fallback: a GET for an app route such as
 * /my/user/dashboard answers index.html so a refresh loads the app. Unknown /api paths stay JSON 404s.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDir: string }) => {
  const index = path.join(opts.webDir, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      wildcard: true,
      index: 'index.html',
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under /assets: cache it for a year; the rest revalidates.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/');
    if (wantsPage && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.code(404).send({ code: 404, message: `No such endpoint: ${request.method} ${url}` });
  });
});
