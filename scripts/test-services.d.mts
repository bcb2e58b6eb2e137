export type ServiceName = 'postgresql' | 'postgresql-server' | 'redis' | 'chromium' | 'nginx' | 'unzip';
type Env = Record<string, string | undefined>;
export const SERVICES: Record<
  ServiceName,
  { label: string; where(env: Env): string; check(env: Env): Promise<string | undefined>; install: string }
>;
export const E2E_OWN_SERVER: string[];
export const NEEDS: {
  suite: string;
  what: string;
  services: ServiceName[];
  files?: string[];
  env?: Record<string, string>;
  reportOnly?: boolean;
  unless?: (env: Env) => boolean;
}[];
export const SUITE_PARTS: Record<string, { suite: string; only?: string[]; except?: string[] }>;
export function checkServices(names: ServiceName[], env?: Env): Promise<Partial<Record<ServiceName, string | undefined>>>;
export function skipLine(row: (typeof NEEDS)[number], missing: ServiceName[], env?: Env): string;
export function planSuite(
  name: string,
  found: Partial<Record<ServiceName, string | undefined>>,
  options?: { env?: Env; ci?: boolean },
): { suite: string; name: string; run: boolean; args: string[]; env: Record<string, string>; skipped: string[]; failed: string[] };
export function servicesFor(names: string[], env?: Env): ServiceName[];
