import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * A web push service stand-in on this machine (docs/decisions/059-customer-alerts-and-web-push.md): what FCM or
 * Mozilla's autopush are to a real browser. `subscribe()` plays the browser: it makes a subscription the way a browser
 * does (a P-256 key pair with node:crypto and 16 random bytes of auth secret) whose endpoint points here, and keeps its
 * private key. Every push the server sends arrives here encrypted (RFC 8291 aes128gcm); the stand-in checks the VAPID
 * signature (RFC 8292) and DECRYPTS the body with the subscription's private key, so a test reads exactly what the
 * browser's service worker would get. A subscription can be told to answer 410 Gone (or 404, or 500).
 *
 * `open()` is for a subscription whose keys a real browser page made (the e2e's Chromium, tests/e2e/push.spec.ts): the
 * stand-in has no private key then, so it checks VAPID and the content coding and keeps the encrypted body; the test
 * decrypts it with the key it reads from the page (`decryptAes128gcm` with `browserKeys`).
 */

export interface ReceivedPush {
  /** The subscription's id (the last path segment of its endpoint). */
  id: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload as text (JSON for this app), or null when the body was empty or the keys are the page's. */
  text: string | null;
  /** The body as it arrived (aes128gcm, encrypted). */
  body: Buffer;
  /** Whether the VAPID JWT's ES256 signature verified against the `k=` public key, and its claims. */
  vapid: { verified: boolean; claims: Record<string, unknown>; publicKey: string } | null;
}

interface BrowserSide {
  /** The browser's keys; absent for an `open()` endpoint (a page made them and keeps the private key). */
  keys?: { ecdh: ECDH; publicKey: Buffer; auth: Buffer };
  answer: number;
}

/** A push the stand-in refused with the status it was told to answer (the server's send saw it). */
export interface RefusedPush {
  id: string;
  status: number;
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** The pushes answered with a status set by `answer()` (410 …), in order. */
  refused: RefusedPush[];
  /** A browser's subscription whose endpoint is here: `{ endpoint, keys: { p256dh, auth } }` as PushSubscription.toJSON(). */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** An endpoint here for a subscription whose keys a browser page makes: pushes are verified and kept encrypted. */
  open(): string;
  /** From now on, pushes to this subscription get this status (410: the browser unsubscribed). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188 (aes128gcm content coding), as the user agent decrypts:
 * header salt(16) | rs(4) | idlen(1) | keyid = the application server's ephemeral public key; then records of `rs`
 * octets, each AES-128-GCM with a 16-octet tag, padded with a delimiter (2 for the last record, 1 otherwise) and zeros.
 */
/**
 * The browser side's keys from what a page exported: its ECDH private key as a JWK (`d`), and the subscription's
 * `keys.p256dh` / `keys.auth` (base64url), as PushSubscription.toJSON() gives them.
 */
export function browserKeys(privateJwk: { d?: string }, keys: { p256dh: string; auth: string }): { ecdh: ECDH; publicKey: Buffer; auth: Buffer } {
  if (!privateJwk.d) throw new Error('the private key JWK has no d');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateJwk.d, 'base64url'));
  const publicKey = Buffer.from(keys.p256dh, 'base64url');
  if (!ecdh.getPublicKey().equals(publicKey)) throw new Error('keys.p256dh is not the public key of this private key');
  return { ecdh, publicKey, auth: Buffer.from(keys.auth, 'base64url') };
}

export function decryptAes128gcm(body: Buffer, browser: { ecdh: ECDH; publicKey: Buffer; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (rs < 18) throw new Error(`record size ${rs} too small`);
  const ecdhSecret = browser.ecdh.computeSecret(asPublic);
  // IKM = HKDF(salt = auth_secret, IKM = ecdh_secret, info = "WebPush: info" 0x00 ua_public as_public, L = 32)
  const prkKey = hmac(browser.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, asPublic]);
  const ikm = hmac(prkKey, keyInfo, Buffer.from([1]));
  // RFC 8188: PRK = HMAC(salt, IKM); CEK and NONCE by HKDF-Expand with their info strings.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonceBase = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const out: Buffer[] = [];
  for (let i = 0, off = 0; off < records.length; i++, off += rs) {
    const record = records.subarray(off, Math.min(off + rs, records.length));
    const nonce = Buffer.from(nonceBase);
    // The record sequence number XORed into the nonce's low octets (big-endian; fewer than 2^32 records here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ i) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const delimiter = plain[end];
    const last = off + rs >= records.length;
    if (delimiter !== (last ? 2 : 1)) throw new Error(`record ${i}: bad padding delimiter ${delimiter}`);
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out);
}

/** Verifies a VAPID `Authorization: vapid t=<JWT>, k=<public key>` header (ES256 over the raw P-256 key). */
export function verifyVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) return null;
  const [, jwt, k] = m as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const verified = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  return { verified, claims: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>, publicKey: k };
}

/** Starts the stand-in on loopback, on `port` when given (one a server's PUSH_ENDPOINT_ALLOW names), else any free one. */
export async function startPushService({ port = 0 }: { port?: number } = {}): Promise<PushServiceStandIn> {
  const browsers = new Map<string, BrowserSide>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let serial = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const browser = browsers.get(id);
      if (req.method !== 'POST' || !browser) {
        res.writeHead(404).end();
        return;
      }
      if (browser.answer !== 201) {
        refused.push({ id, status: browser.answer });
        res.writeHead(browser.answer).end();
        return;
      }
      const body = Buffer.concat(chunks);
      let text: string | null = null;
      try {
        if (body.length) {
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
          if (browser.keys) text = decryptAes128gcm(body, browser.keys).toString('utf8');
        }
      } catch (err) {
        res.writeHead(400).end(String(err));
        return;
      }
      received.push({ id, headers: req.headers, text, body, vapid: verifyVapid(req.headers.authorization) });
      res.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = `sub${++serial}-${randomBytes(6).toString('hex')}`;
      browsers.set(id, { keys: { ecdh, publicKey, auth }, answer: 201 });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    open() {
      const id = `page${++serial}-${randomBytes(6).toString('hex')}`;
      browsers.set(id, { answer: 201 });
      return `${origin}/push/${id}`;
    },
    answer(endpoint, status) {
      browsers.get(endpoint.split('/').pop()!)!.answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
