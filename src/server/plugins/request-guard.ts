import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '#server/envelope.js';
import type { OperationRules } from '#server/lib/platform/contract-rules.js';
import { authorize, type Authenticators } from '#server/lib/identity/principal.js';

export const BODY_REQUIRED = 'The request body is required.';
export const NOT_UTF8 = 'The request body is not valid UTF-8.';

const mediaTypeOf = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

export const unsupportedMediaType = (rules: OperationRules) =>
  new ApiError(
    415,
    rules.mediaTypes.length ? `This operation accepts ${rules.mediaTypes.join(' or ')} only.` : 'This operation takes no request body.',
  );

const asArray = <T>(value: T | T[] | undefined): T[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * The request pipeline's guards, driven by the contract (docs/decisions/005-request-pipeline-hardening.md). For
 * every route of an operation, from the headers alone and before any body byte is read:
 *   1. the operation's security requirement is checked (lib/identity/principal.ts authorize, through the one map of
 *      scheme → authenticator): 401 without valid credentials, 403 for a principal without a required role (ADR
 *      032), so anonymous uploads are never parsed;
 *   2. a body of a media type the operation's requestBody does not declare is refused (415) — the only way to
 *      have a body validated by a schema that is not its own, and to post to the API from a cross-site form;
 * then, once parsed, a required body that is missing is a 422 (not a handler crash).
 * Also: JSON must be valid UTF-8 (400), text/plain is never parsed, and every API answer is `no-store`.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The raw bytes of a JSON body (null without one). */
    rawBody: Buffer | null;
  }
}

export const requestGuardPlugin = fp(async (app: FastifyInstance, opts: { rules: Map<string, OperationRules>; authenticators: Authenticators }) => {
  app.decorateRequest('rawBody', null);
  const { authenticators } = opts;

  // JSON: strict UTF-8 (an overlong or truncated sequence would otherwise become U+FFFD silently); an empty body
  // is "no body", which the required-body check below answers.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    // The exact bytes received, for signatures computed over the raw body (payment webhooks).
    request.rawBody = bytes;
    if (bytes.length === 0) return done(null, undefined);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      return done(new ApiError(400, NOT_UTF8), undefined);
    }
    parseJson(request, text, done);
  });

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const rules = operationId ? opts.rules.get(operationId) : undefined;
    if (!rules) return;
    const onRequest: onRequestHookHandler[] = [];
    if (rules.security.length > 0) {
      onRequest.push(async (request: FastifyRequest) => {
        await authorize(request, rules.security, authenticators);
      });
    }
    onRequest.push(async (request: FastifyRequest) => {
      if (!hasBody(request)) return;
      if (!rules.mediaTypes.includes(mediaTypeOf(request))) throw unsupportedMediaType(rules);
    });
    route.onRequest = [...onRequest, ...asArray(route.onRequest as onRequestHookHandler | onRequestHookHandler[] | undefined)];
    if (rules.bodyRequired) {
      const required: preValidationHookHandler = async (request: FastifyRequest) => {
        if (request.body === undefined || request.body === null) throw new ApiError(422, BODY_REQUIRED, { body: [BODY_REQUIRED] });
      };
      route.preValidation = [...asArray(route.preValidation as preValidationHookHandler | preValidationHookHandler[] | undefined), required];
    }
  });

  // Answers of the API carry tokens, secrets or personal data, or say who is signed in: never stored by a cache.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
});
