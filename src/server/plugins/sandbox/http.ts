import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '#server/lib/payments/gateways.js';

/** The pieces of HTTP both fake gateways share: the key check, their error answers, lists' pages and dates. */

/** The checkout's forms (this parser stays inside the sandbox's own scope): Pay may name the card number. */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A request was sent by a browser's form (it gets a redirect back to the page, not JSON). */
export const fromForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** The request carries `Authorization: Bearer <secret>` (and the sandbox has that secret). */
export const bearerOk = (request: FastifyRequest, secret: string | undefined) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return !!secret && !!token && safeEqual(token, secret);
};

/** Flutterwave v3's error answer. */
export const flwError = (reply: FastifyReply, code: number, message: string) => reply.code(code).send({ status: 'error', message, data: null });

/** Paystack's Error shape (its OpenAPI), with the next step it suggests. */
export const paystackError = (reply: FastifyReply, code: number, message: string, nextStep: string) =>
  reply.code(code).send({ status: false, message, meta: { nextStep }, type: 'validation_error', code: 'validation_error' });

export type Query = Record<string, string | undefined>;

/** The first of `names` in the query that is a whole number above 0, else `fallback`. */
export const page = (q: Query, names: string[], fallback: number) => {
  for (const n of names) {
    const v = Number(q[n]);
    if (Number.isInteger(v) && v > 0) return v;
  }
  return fallback;
};

/** from / to as instants; a date alone is its whole day (UTC) for `to`. */
export const bounds = (q: Query) => {
  const parse = (v: string | undefined, end: boolean) => {
    if (!v) return end ? Infinity : -Infinity;
    const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) && end ? `${v}T23:59:59.999Z` : v);
    return Number.isFinite(t) ? t : null;
  };
  const from = parse(q.from, false);
  const to = parse(q.to, true);
  return from === null || to === null ? null : { from, to };
};

/** Whether `at` is within a list's from / to. */
export const within = (at: Date, range: { from: number; to: number }) => at.getTime() >= range.from && at.getTime() <= range.to;

/** Flutterwave's lists give ten a page. */
export const FLW_PAGE = 10;
/** The page `current` of a Flutterwave list (ten a page). */
export const flwPage = <T>(all: T[], current: number) => all.slice((current - 1) * FLW_PAGE, current * FLW_PAGE);

/** One of the sandbox's own pages (checkout, account numbers, refund desk): no script, so it passes the CSP. */
export const htmlPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body><main>
${body}
</main></body></html>`;
