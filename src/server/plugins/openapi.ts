import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { ApiError, invalidFields, notImplemented } from '#server/envelope.js';
import { addTextRules, operationRules, securityProblems } from '#server/lib/platform/contract-rules.js';
import type { BoundHandler } from '#server/handlers/define.js';
import { applyDrift } from '#server/lib/platform/contract-drift.js';
import type { Authenticators, Principal } from '#server/lib/identity/principal.js';
import { loadSpec, type OpenApiDocument } from '#server/lib/platform/spec.js';
import { matchErrors } from '#server/lib/platform/validation.js';
import { OPERATION_BUDGETS } from '#server/lib/platform/budgets.js';
import { budgetHook } from './budgets.js';
import { rateLimitConfig } from './rate-limit.js';
import { requestGuardPlugin } from './request-guard.js';
import { API_PREFIX } from '#shared/api.js';

export interface Upload {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, in arrival order (their form values hold the file names). */
    uploads: Upload[];
    /** Bytes of this request's files held in memory (counted against the app's upload budget). */
    uploadBytes: number;
  }
}

export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 5, fields: 20, fieldSize: 64 * 1024 };

/** 400 for a file sent under a part name the operation does not declare, naming the parts it accepts. */
export const unknownFilePart = (name: string, accepted: string[]) =>
  new ApiError(
    400,
    `The file part "${name.slice(0, 64)}" is not accepted here. ${accepted.length ? `Send files as ${accepted.map((a) => `"${a}"`).join(' or ')}.` : 'This operation takes no files.'}`,
  );

export const UPLOADS_BUSY = 'The server is receiving too many uploads right now. Please try again in a minute.';

export interface OpenapiPluginOptions {
  /** The built handlers (app.ts hands over handlers/registry.ts: plugins import no handler). */
  handlers: BoundHandler[];
  /** The contract's security schemes by name (plugins/auth.ts appAuthenticators). */
  authenticators: Authenticators;
  /** Replaces openapi/laundry.yaml (tests of the pipeline on a small synthetic contract). */
  contract?: OpenApiDocument;
}

const NO_PRINCIPALS: readonly Principal[] = Object.freeze([]);

/**
 * Binds the contract to the server: every operation of the contract (generated/openapi.yaml) becomes a route under /api/v1,
 * validated by the spec's schemas; operationIds without a handler answer 501 in the envelope.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: OpenapiPluginOptions) => {
  app.decorateRequest('uploads', null as unknown as Upload[]);
  app.decorateRequest('uploadBytes', 0);
  app.decorateRequest('principals', null as unknown as Principal[]);
  app.addHook('onRequest', async (request) => {
    request.uploads = [];
    request.uploadBytes = 0;
    request.principals = NO_PRINCIPALS;
  });

  // Media types, authentication and roles before the body, required bodies (plugins/request-guard.ts), from the
  // contract. An operation the authenticators cannot serve (a scheme without one, a role its principals never hold)
  // stops the app here rather than answering 401 or 403 to everyone (docs/decisions/032).
  const specification = addTextRules(opts.contract ? structuredClone(opts.contract) : loadSpec());
  const rules = operationRules(specification);
  const problems = securityProblems(rules.values(), opts.authenticators);
  if (problems.length) throw new Error(`The contract's security cannot be enforced:\n  ${problems.join('\n  ')}`);
  await app.register(requestGuardPlugin, { rules, authenticators: opts.authenticators });

  // Multipart reaches only the operations that declare it, after authentication (request-guard). The bytes of files
  // are held in memory while the request lives, within one budget shared by all concurrent uploads
  // (UPLOAD_MEMORY_MB): a file that would go over it is refused with 503, and a request's bytes are given back
  // when it ends, answered or aborted.
  const budget = { limit: app.ctx.config.uploadMemoryLimit, used: 0 };
  const release = async (request: FastifyRequest) => {
    budget.used -= request.uploadBytes;
    request.uploadBytes = 0;
    request.uploads = [];
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: UPLOAD_LIMITS,
    // Keep the bytes on the request; the body keeps the file name, so the spec's `format: binary` string validates.
    async onFile(this: FastifyRequest, part: MultipartFile) {
      // A file under a part name the operation does not declare would be dropped unseen by the handler (the customer
      // believes it was attached): refused before any byte of it is held.
      const accepted = rules.get(String((this.routeOptions.schema as { operationId?: string } | undefined)?.operationId))?.fileParts ?? [];
      if (!accepted.includes(part.fieldname)) throw unknownFilePart(part.fieldname, accepted);
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        const size = (chunk as Buffer).length;
        if (budget.used + size > budget.limit) throw new ApiError(503, UPLOADS_BUSY, undefined, { 'retry-after': '60' });
        budget.used += size;
        this.uploadBytes += size;
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
      this.uploads.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: Buffer.concat(chunks) });
      (part as unknown as { value: string }).value = part.filename;
    },
  });

  // The x-match extension (password confirmation) is checked after the schema validation, on every route that has it.
  app.addHook('onRoute', (route) => {
    type BodySchema = Parameters<typeof matchErrors>[0] & { content?: Record<string, { schema: Parameters<typeof matchErrors>[0] }> };
    const body = (route.schema as { body?: BodySchema } | undefined)?.body;
    // Fastify takes either a plain body schema or one per content type ({content: {type: {schema}}}).
    const schemas = body?.content ? Object.values(body.content).map((c) => c.schema) : body ? [body] : [];
    const withMatch = schemas.filter((s) => s?.properties && Object.values(s.properties).some((p) => typeof p['x-match'] === 'string'));
    if (!withMatch.length) return;
    const check = async (request: FastifyRequest) => {
      for (const schema of withMatch) {
        const errors = matchErrors(schema, request.body);
        if (Object.keys(errors).length) throw invalidFields(errors);
      }
    };
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), check];
  });

  const handlers = new Map(opts.handlers.map((h) => [h.operationId, h]));
  // No securityHandlers for the glue: security and roles are checked once, by the request guard's onRequest above.
  await app.register(openapiGlue, {
    specification,
    prefix: API_PREFIX.slice(1),
    operationResolver: (operationId: string) => {
      const bound = handlers.get(operationId);
      if (!bound) {
        return async (_request: FastifyRequest, _reply: FastifyReply) => {
          throw notImplemented(operationId);
        };
      }
      // The HTTP status always equals the envelope's code (201 for creations, docs/decisions/002-envelope.md).
      const drift = app.ctx.config.contractDrift.find((rule) => rule.operationId === operationId);
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await bound.handler(request, reply);
        const body = drift ? applyDrift(drift, answer) : answer;
        const code = (body as { code?: unknown } | null)?.code;
        if (typeof code === 'number') void reply.code(code);
        return body;
      };
      // The operation's cost budget (lib/platform/budgets.ts OPERATION_BUDGETS, ADR 038): an onRequest hook, run after the
      // request guard's authentication (which the guard puts first) and before any body byte is read.
      const budget = OPERATION_BUDGETS[operationId as keyof typeof OPERATION_BUDGETS];
      if (!bound.rateLimit && !budget) return handler;
      // Partial route options: fastify-openapi-glue spreads them over the route it builds from the spec (its types
      // ask for a whole RouteOptions with method and url, which it supplies itself).
      return {
        handler,
        ...(bound.rateLimit ? { config: rateLimitConfig(app, bound.rateLimit) } : {}),
        ...(budget ? { onRequest: [budgetHook(app, budget)] } : {}),
      } as unknown as RouteOptions;
    },
  });
});
