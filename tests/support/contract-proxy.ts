import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { operation, operations } from '../contract/gate';

/** The contract operation of a concrete request (path templates matched segment by segment). */
const templates = operations.map((o) => ({
  ...o,
  // Contract paths are plain segments and {parameters}.
  pattern: new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));
export const operationOf = (method: string, path: string) => templates.find((t) => t.method === method && t.pattern.test(path));

/**
 * The e2e journeys' API traffic through the contract gate: every /api/v1 request of the browser is sent to
 * `prism proxy --errors` (in front of the same real server) instead, and Prism's verdict is logged, one JSON line
 * per answer, in a file that the e2e global teardown sums up (and fails on: goal 0 violations).
 *
 * Prism answers an upstream 501 with its own mock (prism-http UPSTREAM_NOT_IMPLEMENTED); such an answer (without
 * the server's headers) is replaced by the server's own 501, so that the SPA sees what it would see without the gate.
 */
export interface ProxiedAnswer {
  method: string;
  path: string;
  status: number;
  /** Prism found the answer outside the contract, or had to refuse the request itself. */
  violation?: string;
  /** The server answered 501 (not built). */
  notBuilt?: boolean;
  /**
   * Sent to the server directly, not through Prism: a multipart upload whose body is not UTF-8 (a PNG, a JPEG).
   * `prism proxy` 5.14 re-encodes such a body as text and the server receives a corrupted file (measured: the same
   * PNG is accepted directly, refused as "not an accepted file" through the proxy). The answer still meets the gate's
   * other rules (a declared status, no 5xx) and the server's own response validation (on outside production: an
   * answer outside the contract is a 500).
   */
  direct?: string;
}

/** Media types whose bytes are not text: images, PDF, Word documents, zip archives. */
const BINARY_TYPE = /^(image\/|application\/(pdf|msword|vnd\.openxmlformats|octet-stream|zip))/i;

/** True for a body that is not valid UTF-8 (binary file parts). */
function isBinary(body: Buffer | null): boolean {
  if (!body?.length) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return false;
  } catch {
    return true;
  }
}

export async function routeApiThroughGate(context: BrowserContext, baseUrl: string, proxyUrl: string, logFile: string) {
  await context.route(`${baseUrl}/api/v1/**`, async (route) => {
    try {
      const request = route.request();
      const url = new URL(request.url());
      const target = `${proxyUrl}${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
      const binaryUpload = /multipart\/form-data/i.test(request.headers()['content-type'] ?? '') && isBinary(request.postDataBuffer());
      let response = await route.fetch(binaryUpload ? {} : { url: target });
      const headers = response.headers();
      const entry: ProxiedAnswer = { method: request.method(), path: url.pathname, status: response.status() };
      if (binaryUpload) entry.direct = 'binary multipart upload (prism proxy corrupts non-UTF-8 bodies)';
      // A binary file (an image, a PDF) keeps Prism's verdict on its status and headers, but the browser gets the
      // server's own bytes: the proxy re-encodes a non-UTF-8 body as text, so the picture would not decode.
      const op = operationOf(entry.method, url.pathname.replace(/^\/api\/v1/, ''));
      if (!binaryUpload && response.ok() && op && BINARY_TYPE.test(headers['content-type'] ?? '')) {
        const direct = await route.fetch();
        if (direct.status() === response.status()) response = direct;
      }
      if (headers['sl-violations']) entry.violation = `answer outside the contract: ${headers['sl-violations']}`;
      else if ((headers['content-type'] ?? '').startsWith('application/problem+json')) {
        entry.violation = `Prism answered ${response.status()} itself: ${(await response.text()).slice(0, 500)}`;
      } else if (!headers['x-content-type-options'] && !binaryUpload) {
        entry.notBuilt = true;
        response = await route.fetch();
        entry.status = response.status();
      } else {
        // The gate's other rules (tests/contract/gate.ts): no 5xx, no status the operation does not declare.
        if (entry.status >= 500 && entry.status !== 501) entry.violation = `a server fault: ${(await response.text()).slice(0, 500)}`;
        else if (op && entry.status !== 501 && !(String(entry.status) in operation(op.operationId).op.responses)) {
          entry.violation = `${op.operationId} answered ${entry.status}, a status its contract does not declare`;
        }
      }
      appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
      await route.fulfill({ response });
    } catch (err) {
      // The page or its context closed while an answer was on its way (the journey had moved on): nothing to check.
      if (/disposed|has been closed/i.test(String(err))) return;
      const request = route.request();
      const entry: ProxiedAnswer = { method: request.method(), path: new URL(request.url()).pathname, status: 0, violation: `the proxy failed: ${String(err)}` };
      appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
      await route.abort().catch(() => undefined);
    }
  });
}

export function proxiedAnswers(logFile: string): ProxiedAnswer[] {
  if (!existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProxiedAnswer);
}
