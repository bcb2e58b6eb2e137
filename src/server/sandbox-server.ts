import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { REFUND_MODES, registerSandbox, type Gw, type SandboxRefundMode } from './plugins/sandbox/index.js';

/**
 * The sandbox gateway as its own HTTP server (test and demo program, never production): the same code as local mode's
 * in-app sandbox (plugins/sandbox/) — the Paystack and Flutterwave v3 APIs, the hosted checkout page — for several
 * server instances behind a load balancer, which reach it by PAYSTACK_BASE_URL=<SANDBOX_PUBLIC_URL>/sandbox/paystack
 * and FLUTTERWAVE_BASE_URL=<SANDBOX_PUBLIC_URL>/sandbox/flutterwave with the same secret keys. Its signed webhooks go
 * over real HTTP to SANDBOX_WEBHOOK_URL/paystack|flutterwave (the load balancer's /api/v1/webhooks), retried until 200.
 *
 *   SANDBOX_PORT (8090) · SANDBOX_HOST (127.0.0.1) · SANDBOX_PUBLIC_URL (http://127.0.0.1:<port>)
 *   SANDBOX_WEBHOOK_URL (required, e.g. http://127.0.0.1/api/v1/webhooks) · SANDBOX_WEBHOOK_TRIES (8)
 *   PAYSTACK_SECRET_KEY · FLUTTERWAVE_SECRET_KEY · FLUTTERWAVE_SECRET_HASH (default: local mode's sandbox keys)
 *   SANDBOX_REFUND_MODE (processed | failed | needs-attention | manual: how refunds end; POST /sandbox/refunds/mode changes it)
 *
 * It refuses live-looking keys (sk_live_…, FLWSECK-… without TEST): nothing real may ever be pointed at it.
 */
export interface SandboxServerEnv {
  SANDBOX_PORT?: string;
  SANDBOX_HOST?: string;
  SANDBOX_PUBLIC_URL?: string;
  SANDBOX_WEBHOOK_URL?: string;
  SANDBOX_WEBHOOK_TRIES?: string;
  SANDBOX_REFUND_MODE?: string;
  PAYSTACK_SECRET_KEY?: string;
  FLUTTERWAVE_SECRET_KEY?: string;
  FLUTTERWAVE_SECRET_HASH?: string;
  LOG_LEVEL?: string;
}

export function sandboxServerConfig(env: SandboxServerEnv) {
  const port = Number(env.SANDBOX_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT must be a port number, got "${env.SANDBOX_PORT}"`);
  const host = env.SANDBOX_HOST || '127.0.0.1';
  const url = (name: string, value: string | undefined) => {
    try {
      return new URL(value ?? '').toString().replace(/\/+$/, '');
    } catch {
      throw new Error(`${name} must be an absolute URL, got "${value ?? ''}"`);
    }
  };
  const webhookUrl = url('SANDBOX_WEBHOOK_URL', env.SANDBOX_WEBHOOK_URL);
  const publicUrl = env.SANDBOX_PUBLIC_URL ? url('SANDBOX_PUBLIC_URL', env.SANDBOX_PUBLIC_URL) : undefined;
  const tries = Number(env.SANDBOX_WEBHOOK_TRIES ?? 8);
  if (!Number.isInteger(tries) || tries < 1) throw new Error(`SANDBOX_WEBHOOK_TRIES must be a positive whole number, got "${env.SANDBOX_WEBHOOK_TRIES}"`);
  const refundMode = (env.SANDBOX_REFUND_MODE || 'processed') as SandboxRefundMode;
  if (!REFUND_MODES.includes(refundMode)) throw new Error(`SANDBOX_REFUND_MODE must be one of ${REFUND_MODES.join(', ')}, got "${env.SANDBOX_REFUND_MODE}"`);
  const paystackSecretKey = env.PAYSTACK_SECRET_KEY || 'sk_test_sandbox_paystack';
  const flutterwaveSecretKey = env.FLUTTERWAVE_SECRET_KEY || 'FLWSECK_TEST-sandbox';
  if (/^sk_live_/.test(paystackSecretKey) || (/^FLWSECK-/.test(flutterwaveSecretKey) && !/TEST/.test(flutterwaveSecretKey))) {
    throw new Error('the sandbox gateway refuses live secret keys: it is a test and demo program, give it test keys');
  }
  return {
    port,
    host,
    publicUrl,
    webhookUrl,
    tries,
    refundMode,
    paystackSecretKey,
    flutterwaveSecretKey,
    flutterwaveSecretHash: env.FLUTTERWAVE_SECRET_HASH || 'sandbox-secret-hash',
    logLevel: env.LOG_LEVEL || 'info',
  };
}

/** Builds (not listening) the standalone sandbox; `publicUrl` defaults to the address it will listen on. */
export async function buildSandboxServer(config: ReturnType<typeof sandboxServerConfig>, publicUrl: string) {
  const app = Fastify({ logger: { level: config.logLevel } });
  // The checkout buttons post empty forms (registerSandbox adds the parser in its scope); JSON is Fastify's own.
  const sandbox = await registerSandbox(app, {
    paystackSecretKey: config.paystackSecretKey,
    flutterwaveSecretKey: config.flutterwaveSecretKey,
    flutterwaveSecretHash: config.flutterwaveSecretHash,
    publicUrl,
    webhookTries: config.tries,
    refundMode: config.refundMode,
    post: async (gateway: Gw, headers, body) => {
      const res = await fetch(`${config.webhookUrl}/${gateway}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer().catch(() => undefined);
      return { status: res.status, instance: res.headers.get('x-instance') };
    },
  });
  app.get('/health', async () => ({ ok: true }));
  app.addHook('onClose', sandbox.close);
  return app;
}

async function main() {
  let config: ReturnType<typeof sandboxServerConfig>;
  try {
    config = sandboxServerConfig(process.env);
  } catch (err) {
    console.error(`sandbox gateway cannot start: ${(err as Error).message}`);
    process.exit(1);
  }
  const app = await buildSandboxServer(config, config.publicUrl ?? `http://${config.host}:${config.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0), () => process.exit(1)));
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ webhookUrl: config.webhookUrl }, `sandbox gateway (test/demo only) listening on port ${config.port}`);
}

// Run when started as a program (node dist/server/sandbox.mjs, npm run sandbox), not when imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
