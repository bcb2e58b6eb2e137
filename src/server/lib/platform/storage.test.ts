import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertKey, localStorage, newKey, s3Storage, type Storage } from './storage.js';

/**
 * ONE storage suite, run on the local disk and on a real S3-compatible server (s3rver, started here on a free port
 * with a temporary directory — not a mock): what the handlers rely on must hold on both.
 */
type Backend = { name: string; open: () => Promise<{ storage: Storage; close: () => Promise<void>; root?: string }> };

const backends: Backend[] = [
  {
    name: 'local disk',
    open: async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'elaundry-storage-'));
      return { storage: localStorage(root), root, close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3rver (S3-compatible)',
    open: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'elaundry-s3rver-'));
      const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'uploads', configs: [] }] });
      const { port } = await server.run();
      const storage = await s3Storage({
        kind: 's3',
        bucket: 'uploads',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      return {
        storage,
        close: async () => {
          await server.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

describe.each(backends)('storage on $name', (backend) => {
  let storage: Storage;
  let close: () => Promise<void>;
  let root: string | undefined;
  beforeAll(async () => {
    ({ storage, close, root } = await backend.open());
  });
  afterAll(async () => close());

  it('puts, gets (bytes, type, size) and deletes an object', async () => {
    const key = newKey('tickets', 'png');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    await storage.put(key, bytes, 'image/png');
    const got = await storage.get(key);
    expect(got).toEqual({ bytes, contentType: 'image/png', size: bytes.length });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('an unknown key reads as null, and deleting it is not an error', async () => {
    const key = newKey('tickets');
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('a second put replaces the object whole', async () => {
    const key = newKey('avatars', 'webp');
    await storage.put(key, Buffer.alloc(3000, 1), 'image/webp');
    await storage.put(key, Buffer.from('short'), 'text/plain');
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('short'), contentType: 'text/plain', size: 5 });
  });

  it('keeps 5 MB of binary bytes exactly', async () => {
    const key = newKey('tickets', 'pdf');
    const bytes = Buffer.alloc(5 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4093) bytes[i] = i % 251;
    await storage.put(key, bytes, 'application/pdf');
    const got = await storage.get(key);
    expect(got?.size).toBe(bytes.length);
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('puts a file streamed from the disk and reads it back as a stream (archives, ADR 055)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'elaundry-putfile-'));
    try {
      const file = path.join(dir, 'archive.zip');
      const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 256));
      writeFileSync(file, bytes);
      const key = newKey('exports', 'zip');
      await storage.putFile(key, file, 'application/zip');
      const got = await storage.getStream(key);
      expect(got?.contentType).toBe('application/zip');
      expect(got?.size).toBe(bytes.length);
      const chunks: Buffer[] = [];
      for await (const c of got!.stream) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      await storage.delete(key);
      expect(await storage.getStream(key)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses keys the server could not have made (path traversal, absolute paths, odd bytes)', async () => {
    for (const key of ['../etc/passwd', 'tickets/../../x', '/etc/passwd', 'tickets/a b', 'tickets/..', 'tickets', 'Tickets/x', 'tickets/x\u0000.png', 'tickets\\..\\x']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid key/);
    }
  });

  it('new keys are random, 128 bits, under their prefix', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newKey('tickets', 'png')));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^tickets\/[A-Za-z0-9_-]{22}\.png$/);
    expect(() => assertKey('tickets/ok_Key-1.docx')).not.toThrow();
  });

  it.runIf(backend.name === 'local disk')('writes atomically: no temporary file is left behind', async () => {
    const key = newKey('tickets', 'gif');
    await storage.put(key, Buffer.from('GIF89a'), 'image/gif');
    const files = readdirSync(path.join(root!, 'objects', 'tickets'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files).toContain(key.split('/')[1]);
  });
});
