import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { dataOf, freshDatabase, injectOp, multipart, PNG_1PX, postgresReachable, signedIn } from '#server/testing/test-support.js';

/**
 * Two server instances behind a load balancer share PostgreSQL and S3-compatible storage (a real s3rver here): a
 * ticket's attachment uploaded through one instance is served by the other, and an avatar likewise.
 */
const onPostgres = await postgresReachable();

describe.runIf(onPostgres)('two instances on one PostgreSQL and one S3 bucket', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let s3: S3rver;
  const dir = mkdtempSync(path.join(tmpdir(), 'elaundry-shared-'));
  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'uploads' }] });
    const { port } = await s3.run();
    const first = await freshDatabase('postgresql');
    const env = {
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:8080',
      AUTH_RATE_LIMIT: '100000',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    // Different DATA_DIRs: nothing may be shared through the local disk.
    a = await buildApp(loadConfig({ ...env, DATA_DIR: path.join(dir, 'a') }, { webDir: '/nonexistent' }), first);
    const second = await openDatabase({ databaseUrl: first.url!, poolSize: 2, onIdleError: () => {} });
    b = await buildApp(loadConfig({ ...env, DATA_DIR: path.join(dir, 'b') }, { webDir: '/nonexistent' }), second);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an attachment uploaded through one instance is downloaded through the other; an avatar too', async () => {
    expect(a.storage.kind).toBe('s3');
    const { token } = await signedIn(a);
    const body = multipart([
      { name: 'subject', value: 'Shared storage' },
      { name: 'priority', value: 'Low' },
      { name: 'message', value: 'Uploaded on A.' },
      { name: 'attachments', file: PNG_1PX, filename: 'a.png', type: 'image/png' },
    ]);
    const created = await a.inject({ method: 'POST', url: '/api/v1/tickets', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    const { ticket } = dataOf('createTicket', created);
    const view = dataOf('getTicket', await injectOp(b, 'getTicket', { token, params: { ticket } }));
    const served = await b.inject({ method: 'GET', url: view.messages[0]!.attachments[0]!.file, headers: { authorization: `Bearer ${token}` } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    const form = multipart([{ name: 'avatar', file: PNG_1PX, filename: 'me.png', type: 'image/png' }]);
    const avatar = dataOf('uploadAvatar', await b.inject({ method: 'POST', url: '/api/v1/profile/avatar', ...form, headers: { ...form.headers, authorization: `Bearer ${token}` } }));
    const fromA = await a.inject({ method: 'GET', url: avatar.image });
    expect(fromA.statusCode).toBe(200);
    expect(fromA.headers['content-type']).toBe('image/webp');
  });
});
