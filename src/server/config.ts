import path from 'node:path';

/** Server configuration, read once from the environment. Every variable is documented in README.md. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database and uploads live here. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  /** The address customers use: links in e-mails and gateway callbacks. */
  publicUrl: string;
  /** Built SPA served with a history fallback (absent in API-only test runs). */
  webDir: string;
  production: boolean;
  /** Validate every answer against the contract (development and tests; off in production). */
  responseValidation: boolean;
  logLevel: string;
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${env.PUBLIC_URL}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    webDir: path.resolve(env.WEB_DIR ?? './dist/web'),
    production,
    responseValidation: bool(env.RESPONSE_VALIDATION, !production),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    ...overrides,
  };
}
