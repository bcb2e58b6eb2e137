/**
 * TEST-ONLY: deliberate contract drift, so that the contract gate (tests/contract) can prove it catches each kind.
 * Set by CONTRACT_DRIFT, a comma-separated list of `<operationId>:<kind>:<argument>` rules:
 *   getMe:missing:data.account_number     the answer lacks a required field
 *   login:type:data.expires_at            the field has the wrong type (a string becomes a number, anything else a string)
 *   getTwoFactorSetup:status:418          the answer carries a status the operation does not declare
 * The rule is applied to what the handler returns, as a real bug would be. loadConfig refuses it in production.
 */
export type DriftKind = 'missing' | 'type' | 'status';
export interface DriftRule {
  operationId: string;
  kind: DriftKind;
  argument: string;
}

export function parseDrift(value: string | undefined): DriftRule[] {
  if (!value) return [];
  return value.split(',').map((rule) => {
    const [operationId, kind, argument] = rule.trim().split(':');
    if (!operationId || !argument || !kind || !['missing', 'type', 'status'].includes(kind)) {
      throw new Error(`CONTRACT_DRIFT rules look like getMe:missing:data.account_number, login:type:data.expires_at or getMe:status:418, got "${rule}"`);
    }
    if (kind === 'status' && !/^[1-5]\d\d$/.test(argument)) throw new Error(`CONTRACT_DRIFT status must be an HTTP status, got "${argument}"`);
    return { operationId, kind: kind as DriftKind, argument };
  });
}

/** The handler's answer with the drift of `rule` applied (a deep copy: the handler's objects are left alone). */
export function applyDrift(rule: DriftRule, body: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  if (rule.kind === 'status') return { ...copy, code: Number(rule.argument) };
  const keys = rule.argument.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown> | undefined>((at, key) => at?.[key] as Record<string, unknown> | undefined, copy);
  if (!parent || typeof parent !== 'object') return copy;
  if (rule.kind === 'missing') delete parent[last];
  else parent[last] = typeof parent[last] === 'string' ? Date.parse(parent[last] as string) || (parent[last] as string).length : String(parent[last]);
  return copy;
}
