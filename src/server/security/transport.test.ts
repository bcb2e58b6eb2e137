import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { securityApp } from '#server/testing/security.js';

/**
 * Issue 8, finding 7 (slow clients) and the framework errors only a real socket produces (431): the app listens on
 * a real port with short timeouts, and a raw TCP client trickles bytes. PGlite only: nothing here touches the database
 * beyond start-up, and the behaviour under test is Node's HTTP server.
 */

/** The app on a real loopback port for the tests of one describe block (`server.port` once started). */
function listening(...args: Parameters<typeof securityApp>) {
  const server = { app: undefined as FastifyInstance | undefined, port: 0 };
  beforeAll(async () => {
    server.app = await securityApp(...args);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    server.port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.app?.close();
  });
  return server;
}

/** Opens a socket, writes `head`, then one byte of `trickle` every `everyMs`; resolves with all it received when closed. */
function trickle(port: number, head: string, trickleBytes: string, everyMs: number) {
  return new Promise<{ raw: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let raw = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (i < trickleBytes.length && socket.writable) socket.write(trickleBytes[i++]!);
      }, everyMs);
    });
    socket.on('data', (d) => (raw += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ raw, ms: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server held the connection for 15 s; received: ${raw}`));
    }, 15_000);
  });
}

const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n') + 4);
const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);

describe('finding 7: slow clients are cut off (timeouts configurable, 408 in the envelope)', () => {
  const server = listening('pglite', { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800', KEEP_ALIVE_TIMEOUT_MS: '500' });

  it('defaults: 30 s for a request, 10 s for its headers, keep-alive bounded', () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.headersTimeoutMs).toBe(10_000);
    expect(config.keepAliveTimeoutMs).toBe(65_000);
  });

  it('a body trickled a byte at a time is answered 408 in the envelope and the socket closed', async () => {
    const body = JSON.stringify({ username: 'Slow Loris', email: 'slow@example.com', phone: '+2348021234567', subject: 'x', message: 'y'.repeat(200) });
    const head = `POST /api/v1/public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { raw, ms } = await trickle(server.port, head, body, 100);
    expect(statusOf(raw), raw).toBe(408);
    expect(JSON.parse(bodyOf(raw))).toEqual({ code: 408, message: 'The request took too long to arrive. Please try again.' });
    expect(raw.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(ms).toBeLessThan(10_000);
  });

  it('headers trickled a byte at a time are answered 408 and the socket closed', async () => {
    const { raw } = await trickle(server.port, 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: ' + 'a'.repeat(200), 100);
    expect(statusOf(raw), raw).toBe(408);
    expect(JSON.parse(bodyOf(raw)).code).toBe(408);
  });

  it('an idle keep-alive connection is closed', async () => {
    const { raw } = await trickle(server.port, 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n', '', 1000);
    expect(statusOf(raw)).toBe(200);
  });
});

describe('finding 6: uploads are refused from the headers, before any body byte is sent', () => {
  const server = listening('pglite');

  /** Sends only the request head of a 6 MB multipart upload and returns the first answer (or throws after 5 s). */
  function headOnly(path: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${6 * 1024 * 1024}\r\n\r\n`,
        );
      });
      let raw = '';
      socket.on('data', (d) => {
        raw += d.toString('latin1');
        if (raw.includes('\r\n\r\n') && /content-length: (\d+)/i.test(raw)) {
          const length = Number(/content-length: (\d+)/i.exec(raw)![1]);
          if (Buffer.byteLength(bodyOf(raw)) >= length) {
            socket.destroy();
            resolve(raw);
          }
        }
      });
      socket.on('error', () => {});
      setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer without the body; received: ${raw}`));
      }, 5000);
    });
  }

  it('an anonymous upload to a protected operation: 401 without reading the body', async () => {
    const raw = await headOnly('/api/v1/profile/avatar');
    expect(statusOf(raw)).toBe(401);
    expect(JSON.parse(bodyOf(raw)).code).toBe(401);
  });

  it('multipart to an operation that does not declare it: 415 without reading the body', async () => {
    const raw = await headOnly('/api/v1/auth/login');
    expect(statusOf(raw)).toBe(415);
    expect(JSON.parse(bodyOf(raw))).toEqual({ code: 415, message: 'This operation accepts application/json only.' });
  });
});

describe('finding 10: oversized headers (431) answer the envelope with the security headers', () => {
  const server = listening('pglite');

  it('431 in the envelope', async () => {
    const { raw } = await trickle(server.port, `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, '', 1000);
    expect(statusOf(raw), raw).toBe(431);
    expect(JSON.parse(bodyOf(raw))).toEqual({ code: 431, message: 'The request headers are too large.' });
    expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff');
  });
});
