import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import { ApiError, type FieldErrors } from '#server/envelope.js';
import { contractViolation, describeViolation } from '#server/lib/platform/contract-violation.js';
import { contractNotFoundMessage } from '#server/lib/platform/spec.js';
import { fieldErrorsFrom } from '#server/lib/platform/validation.js';
import { UPLOAD_LIMITS } from './openapi.js';
import { GENERIC_ERROR, SERVICE_UNAVAILABLE } from '#shared/messages.js';


/** Every failure leaves in the envelope {code, message, error?}, with a JSON body and HTTP status = code. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // The status a handler meant to answer, kept for the report of an answer that breaks the contract (response
  // validation replaces it with 500 before the error handler runs). Instance hooks run before the route's own.
  const intended = new WeakMap<object, number>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    intended.set(request, reply.statusCode);
    return payload;
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    let code: number;
    let message: string;
    let error: FieldErrors | undefined;
    let headers: Record<string, string> = {};
    let details: Record<string, unknown> = {};

    if (err.code === 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') {
      // Our own answer broke the contract: the log names the operation and each field. Outside production the
      // 500 says it too, so that a failing test or the contract gate shows the cause instead of a bare 500.
      const violation = contractViolation(
        (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId,
        intended.get(request),
        (err.validation ?? []) as ErrorObject[],
      );
      request.log.error({ contract_violation: violation }, describeViolation(violation));
      void reply
        .code(500)
        .type('application/json; charset=utf-8')
        // Sent as text: the route's serializer (built from the contract's envelope) would drop the extra field.
        .send(JSON.stringify({ code: 500, message: GENERIC_ERROR, ...(app.ctx.config.production ? {} : { contract_violation: violation }) }));
      return;
    }
    if (err instanceof ApiError) {
      ({ code, message, error, headers, details } = err);
    } else if (err.validation && err.validationContext === 'params' && notFoundMessage(request)) {
      // A path id that cannot exist (0, -1, "abc", blank) is not found, like one that does not exist — the same 404
      // as for another customer's id, in the operation's own wording — rather than a field error about a URL.
      code = 404;
      message = notFoundMessage(request)!;
    } else if (err.validation && err.validationContext) {
      // the request broke the contract (response-validation errors carry no validationContext: they are 500s)
      code = 422;
      error = fieldErrorsFrom(err.validation as ErrorObject[]);
      const first = Object.values(error)[0]?.[0];
      message = first ?? 'The given data was invalid.';
    } else if (MALFORMED_MULTIPART.test(err.message ?? '') && !err.statusCode) {
      // busboy's own errors (no status, no code): the body is not the multipart it announced. The client's fault.
      code = 400;
      message = 'The multipart body is malformed.';
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      code = err.statusCode;
      message = clientMessage(err, request.server.initialConfig.bodyLimit ?? 1024 * 1024);
    } else if (databaseUnavailable(err)) {
      // The database is restarting or unreachable: a retryable 503, and the pool reconnects by itself.
      code = 503;
      message = SERVICE_UNAVAILABLE;
      headers = { 'retry-after': '5' };
      request.log.warn({ err }, 'database unavailable');
    } else {
      code = 500;
      message = GENERIC_ERROR;
    }
    if (code >= 500 && code !== 501 && code !== 503) request.log.error({ err }, 'server error');
    void reply
      .code(code)
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send({ ...details, code, message, ...(error ? { error } : {}) });
  });

});

/** Errors @fastify/busboy raises for a multipart body that does not match its header (plain Errors, no code). */
const MALFORMED_MULTIPART = /^(Unexpected end of multipart data|Multipart: Boundary not found|(Part|Preamble) terminated early due to unexpected end of multipart data|Malformed part header)/;

const notFoundMessages = new Map<string, string | null>();
/** The 404 message the contract gives the request's operation (its example), or null when it declares no 404. */
function notFoundMessage(request: FastifyRequest): string | null {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  if (!operationId) return null;
  if (!notFoundMessages.has(operationId)) notFoundMessages.set(operationId, contractNotFoundMessage(operationId));
  return notFoundMessages.get(operationId) ?? null;
}

/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong": connection refused,
 * reset or timed out, and PostgreSQL's admin_shutdown / crash_shutdown / cannot_connect_now and connection_exception
 * classes (SQLSTATE 57P01–57P03, 08xxx), looked for along the `cause` chain (drizzle wraps the driver's error).
 */
export function databaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
    if (/^(57P0[123]|08\d\d\d)$/.test(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message)) return true;
  }
  return false;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The envelope's message for a framework or plugin error: what was wrong, with the real limit, never internals. */
function clientMessage(err: FastifyError, bodyLimit: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'This content type is not accepted here.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (at most ${megabytes(bodyLimit)}).`;
    case 'FST_REQ_FILE_TOO_LARGE':
      return `The upload is too large (at most ${megabytes(UPLOAD_LIMITS.fileSize)} per file).`;
    case 'FST_FILES_LIMIT':
      return 'Too many files (at most 5).';
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'Too many form fields.';
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return 'The multipart body is malformed.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'This request must be sent as multipart/form-data.';
    case 'FST_ERR_NOT_FOUND':
      return 'Not found.';
    default:
      return err.message || 'The request could not be processed.';
  }
}

export const BAD_URL = 'The request address is malformed.';

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a URL that cannot be decoded, a parameter too long).
 * No hook has run, so the security headers are set here.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const code = err.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 500 : 400;
    void reply
      .code(code)
      .headers({ ...headers, 'cache-control': 'no-store' })
      .type('application/json; charset=utf-8')
      .send({ code, message: code === 500 ? GENERIC_ERROR : BAD_URL });
  };
}

export const CLIENT_TIMEOUT = 'The request took too long to arrive. Please try again.';
export const HEADERS_TOO_LARGE = 'The request headers are too large.';

/**
 * Fastify's `clientErrorHandler`: errors of the HTTP parser and of Node's timeouts, answered on the raw socket
 * (no request object exists, or it is stuck reading the body): 408 for a request or its headers that arrived too
 * slowly, 431 for oversized headers, 400 for anything unparsable — in the envelope, with the security headers.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  const headerLines = Object.entries({ ...headers, 'cache-control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (err: Error & { code?: string }, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [code, message] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, CLIENT_TIMEOUT]
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, HEADERS_TOO_LARGE]
          : [400, 'The request is malformed.'];
    const answered = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (socket.writable && !answered) {
      const body = JSON.stringify({ code, message });
      socket.end(
        `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\n${headerLines}content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
      setTimeout(() => socket.destroy(), 1000).unref();
    } else {
      socket.destroy();
    }
  };
}
