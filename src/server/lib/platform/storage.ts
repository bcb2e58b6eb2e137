import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config, StorageConfig } from '#server/config.js';

/**
 * The one storage of uploaded files (ticket attachments, avatars), docs/decisions/021-support-and-storage.md:
 * the local disk under DATA_DIR by default, S3-compatible object storage when S3_BUCKET is set (several server
 * instances then share the files). Keys are chosen by the server (`newKey`), never by a client: a key is a few
 * lower-case path segments of [A-Za-z0-9_-] with an optional extension, so no key can leave its root.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  size: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes an object whole (a reader never sees half of it); replaces an object with the same key. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Writes an object from a file on the local disk, streamed (large archives, docs/decisions/055): memory stays flat
   * whatever the size. Whole, as `put`.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The object as a stream (its size and type first), or null when there is none. */
  getStream(key: string): Promise<{ stream: Readable; contentType: string; size: number } | null>;
}

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)+(\.[a-z0-9]{1,5})?$/;

/** Refuses a key that is not one the server could have made (`newKey`): no `..`, no absolute path, no odd bytes. */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`storage: invalid key ${JSON.stringify(key)}`);
  return key;
}

/** A new random key (128 bits) under a prefix, e.g. `newKey('tickets', 'png')` → `tickets/Xy…Q.png`. */
export function newKey(prefix: string, extension?: string): string {
  return assertKey(`${prefix}/${randomBytes(16).toString('base64url')}${extension ? `.${extension}` : ''}`);
}

/** The local-disk storage: `<dir>/objects/<key>` and its content type in `<dir>/meta/<key>.json`; atomic renames. */
export function localStorage(dir: string): Storage {
  const root = path.resolve(dir);
  const fileOf = (area: 'objects' | 'meta', key: string) => {
    const file = path.resolve(root, area, assertKey(key) + (area === 'meta' ? '.json' : ''));
    // Belt and braces: assertKey already makes this impossible.
    if (!file.startsWith(path.join(root, area) + path.sep)) throw new Error(`storage: key ${key} leaves the storage root`);
    return file;
  };
  const writeAtomic = async (file: string, bytes: Buffer | string) => {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, bytes, { flag: 'wx' });
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  };
  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      // The type first: an object file without its meta is never visible, a meta without object reads as absent.
      await writeAtomic(fileOf('meta', key), JSON.stringify({ contentType }));
      await writeAtomic(fileOf('objects', key), bytes);
    },
    async get(key) {
      let bytes: Buffer;
      try {
        bytes = await readFile(fileOf('objects', key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const meta = JSON.parse(await readFile(fileOf('meta', key), 'utf8')) as { contentType: string };
      return { bytes, contentType: meta.contentType, size: bytes.length };
    },
    async delete(key) {
      await rm(fileOf('objects', key), { force: true });
      await rm(fileOf('meta', key), { force: true });
    },
    async putFile(key, file, contentType) {
      await writeAtomic(fileOf('meta', key), JSON.stringify({ contentType }));
      const target = fileOf('objects', key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await copyFile(file, tmp);
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async getStream(key) {
      const file = fileOf('objects', key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const meta = JSON.parse(await readFile(fileOf('meta', key), 'utf8')) as { contentType: string };
      return { stream: createReadStream(file), contentType: meta.contentType, size };
    },
  };
}

/** S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, s3rver in the tests) through @aws-sdk/client-s3. */
export async function s3Storage(config: Extract<StorageConfig, { kind: 's3' }>): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    forcePathStyle: config.forcePathStyle,
    // Newer SDKs add CRC checksums to every request and expect them on answers; S3-compatible servers (s3rver,
    // older MinIO) do not all know them. Only when the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        const bytes = Buffer.from(await answer.Body!.transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream', size: bytes.length };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async putFile(key, file, contentType) {
      // One PUT with a known length, streamed from the file (S3 allows 5 GB in one PUT; an archive is far smaller).
      const { size } = await stat(file);
      await client.send(new PutObjectCommand({ Bucket, Key: assertKey(key), Body: createReadStream(file), ContentType: contentType, ContentLength: size }));
    },
    async getStream(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        return { stream: answer.Body as Readable, contentType: answer.ContentType ?? 'application/octet-stream', size: Number(answer.ContentLength ?? 0) };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
}

/** The storage the configuration names (STORAGE from S3_* variables, else the local disk under DATA_DIR). */
export function openStorage(config: Pick<Config, 'storage'>): Promise<Storage> {
  return config.storage.kind === 's3' ? s3Storage(config.storage) : Promise.resolve(localStorage(config.storage.dir));
}
