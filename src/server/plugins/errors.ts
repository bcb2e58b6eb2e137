import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import { ApiError, type FieldErrors } from '../envelope.js';
import { fieldErrorsFrom } from '../lib/validation.js';
import { UNAUTHENTICATED } from './auth.js';
import { GENERIC_ERROR } from '../../shared/messages.js';


/** Every failure leaves in the envelope {code, message, error?}, with a JSON body and HTTP status = code. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError & { errors?: unknown[] }, request, reply) => {
    let code: number;
    let message: string;
    let error: FieldErrors | undefined;
    let headers: Record<string, string> = {};
    let details: Record<string, unknown> = {};

    if (err instanceof ApiError) {
      ({ code, message, error, headers, details } = err);
    } else if (err.validation && err.validationContext) {
      // the request broke the contract (response-validation errors carry no validationContext: they are 500s)
      code = 422;
      error = fieldErrorsFrom(err.validation as ErrorObject[]);
      const first = Object.values(error)[0]?.[0];
      message = first ?? 'The given data was invalid.';
    } else if (Array.isArray(err.errors) && err.statusCode === 401) {
      // fastify-openapi-glue wraps the security handlers' errors
      const inner = err.errors.find((e): e is ApiError => e instanceof ApiError);
      code = inner?.code ?? 401;
      message = inner?.message ?? UNAUTHENTICATED;
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      code = err.statusCode;
      message = clientMessage(err);
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

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The upload is too large (at most 5 MB per file).';
    case 'FST_FILES_LIMIT':
      return 'Too many files (at most 5).';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'This request must be sent as multipart/form-data.';
    default:
      return err.message || 'The request could not be processed.';
  }
}
