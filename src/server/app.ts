import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import responseValidation from '@fastify/response-validation';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { BoundHandler } from './handlers/define.js';
import { builtHandlers } from './handlers/registry.js';
import { addContractVocabulary, requestValidatorFactory, sharedSerializerFactory, sharingValidators } from './lib/platform/ajv-setup.js';
import type { Authenticators } from './lib/identity/principal.js';
import { contractDocument, type OpenApiDocument } from './lib/platform/spec.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { budgetsPlugin } from './plugins/budgets.js';
import { appAuthenticators } from './plugins/auth.js';
import { devMailboxPlugin } from './plugins/dev-mailbox.js';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.js';
import { dataExportsPlugin } from './plugins/data-exports.js';
import { jobsPlugin } from './plugins/jobs.js';
import { mailPlugin } from './plugins/mail.js';
import { pushPlugin } from './plugins/push.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import { paymentsPlugin } from './plugins/payments.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { sandboxPlugin } from './plugins/sandbox/index.js';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { spaPlugin } from './plugins/spa.js';
import { storagePlugin } from './plugins/storage.js';

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];
type SerializerFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer'];

export interface AppContext {
  config: Config;
  database: Database;
  version: string;
  startedAt: number;
  /** The clock of every expiry and lock (tests move it forward instead of waiting). */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * The whole application as a Fastify instance, not listening: server.ts listens, tests call app.inject().
 * The database is opened by the caller and closed with the app.
 */
export interface BuildOptions {
  fastify?: FastifyServerOptions;
  /** Replaces the table of built handlers (tests use it to prove that drift is caught). */
  handlers?: BoundHandler[];
  /** Replaces the security schemes' authenticators (tests of roles use a test-only staffAuth). */
  authenticators?: Authenticators;
  /** Replaces openapi/laundry.yaml (tests of the pipeline on a small synthetic contract). */
  contract?: OpenApiDocument;
  /** Replaces the clock (tests). */
  now?: () => Date;
  /** Sends the log (level info and up, same redaction) to this stream instead of stdout (tests assert on it). */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, database: Database, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const headers = securityHeaders(config.publicUrl);
  const app = Fastify({
    logger: {
      level: opts.logStream ? 'info' : config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password_confirmation', '*.old_password', '*.bvn', '*.*.bvn', '*.account_number', '*.*.account_number'],
      serializers: {
        // The SPA's reset link carries the single-use reset token in its path: keep it out of the access log.
        req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
          method: req.method,
          // …and an account number in a query (the in-app sandbox's Paystack Resolve Account Number, ADR 070).
          url: req.url.replace(/^\/reset-password\/[^/?#]+/, '/reset-password/[redacted]').replace(/([?&]account_number=)[^&#]*/g, '$1[redacted]'),
          host: req.hostname,
          remoteAddress: req.ip,
        }),
      },
    },
    // The request id of every log line: the load balancer's X-Request-Id when it is a plain token (nginx's
    // $request_id, a UUID), else a new UUID; answered in X-Request-Id so a customer's report can be traced.
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    // Fastify accepts a hop count too (documented), its types only list boolean/string forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    // Slow clients (docs/decisions/005-request-pipeline-hardening.md): the whole request within REQUEST_TIMEOUT_MS,
    // its headers within HEADERS_TIMEOUT_MS (408 in the envelope), idle keep-alive sockets closed.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node checks the two timeouts on this interval (default 30 s, which would double a 30 s timeout).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 2)),
    },
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: frameworkErrorHandler(headers),
    // Request validation (lib/platform/ajv-setup.ts): JSON bodies exactly as sent, parameters and form fields read from their
    // strings. verbose: errors carry their parentSchema, where the contract's x-messages wording lives.
    schemaController: {
      // @fastify/ajv-compiler's types declare the compiler as taking a bare schema; Fastify calls it with the route's
      // { schema, httpPart, contentType } (fastify/lib/validation.js), which is what the factory takes.
      // Both reuse what this process already compiled for the same schema (a test worker builds many apps).
      compilersFactory: {
        buildValidator: requestValidatorFactory({ allErrors: true, verbose: true, strictTypes: false }) as unknown as ValidatorFactory,
        buildSerializer: sharedSerializerFactory() as unknown as SerializerFactory,
      },
    },
    ...opts.fastify,
  });

  const instance = config.instanceName;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Opt-in (INSTANCE_NAME): which instance behind the load balancer answered (the scale and fault suites use it).
    if (instance) reply.header('x-instance', instance);
    done();
  });
  app.decorate('ctx', { config, database, version: contractDocument().info.version, startedAt: Date.now(), now: opts.now ?? (() => new Date()) });
  app.addHook('onClose', async () => database.close());

  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin);
  if (config.responseValidation) {
    // Development and tests: an answer that breaks the contract fails loudly instead of reaching a client.
    const options = { allErrors: true, strict: true, strictTypes: false, removeAdditional: false, coerceTypes: false } as const;
    // Validators already compiled in this process for the same schema are reused (lib/ajv-setup.ts sharingValidators).
    const ajv = sharingValidators(addContractVocabulary(new Ajv(options)), options);
    addFormats.default(ajv);
    await app.register(responseValidation, { ajv });
  }
  await app.register(mailPlugin);
  await app.register(pushPlugin);
  await app.register(paymentsPlugin);
  await app.register(storagePlugin);
  await app.register(jobsPlugin);
  await app.register(dataExportsPlugin);
  // Local mode only: the sandbox Paystack and Flutterwave the adapters talk to by default (never in production).
  if (config.sandbox && !config.production) await app.register(sandboxPlugin);
  await app.register(rateLimitPlugin);
  await app.register(budgetsPlugin);
  await app.register(openapiPlugin, {
    handlers: opts.handlers ?? builtHandlers,
    authenticators: opts.authenticators ?? appAuthenticators,
    contract: opts.contract,
  });
  await app.register(devMailboxPlugin);
  await app.register(apiDocsPlugin, { dir: config.apiDocsDir });
  await app.register(spaPlugin, { webDir: config.webDir });
  return app;
}

/** A forwarded request id is used only when it is a short plain token (no spaces, quotes or control characters). */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[A-Za-z0-9._:-]{8,64}$/.test(header) ? header : randomUUID();
}
