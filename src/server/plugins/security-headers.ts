import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * A strict Content-Security-Policy: scripts and styles only from this origin, no inline script, no eval
 * (the SPA ships precompiled form validators), frames only from the map embeds of the public site.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // The installable app (ADR 058): its service worker (/sw.js) and manifest only from this origin, said outright
  // rather than left to default-src.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Browser features the app never uses, denied to it and to every frame it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * The security headers of every answer, computed once from helmet's options: the same set goes on answers of
 * routes (an onRequest hook), of framework errors that bypass hooks (bad URL) and on answers written to the raw
 * socket (408 and 431 from the HTTP server). HSTS only when the public address is https (a browser must not pin
 * HTTPS on a plain-HTTP local server).
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, response, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(app.ctx.config.publicUrl);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
});
