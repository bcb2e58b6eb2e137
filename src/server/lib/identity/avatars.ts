import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '#server/db/client.js';
import { users } from '#server/db/schema.js';
import { fieldError } from '#server/envelope.js';
import { sniffFileType } from '#server/lib/platform/file-types.js';
import type { Storage } from '#server/lib/platform/storage.js';
import { API_PREFIX } from '#shared/api.js';

/**
 * Avatars (docs/decisions/021-support-and-storage.md): a PNG or JPEG by content, at most 2 MB and 4096 × 4096 pixels,
 * decoded and re-encoded by sharp into a 256 × 256 WebP (cropped to the centre, EXIF orientation applied, metadata
 * dropped), so nothing a customer uploads is served as is. Stored as `avatars/<random>.webp`; users.image holds the
 * name; served publicly by getAvatar under that unguessable name.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 4096;
export const AVATAR_SIZE = 256;
export const AVATAR_WRONG_TYPE = 'The avatar must be a PNG or JPEG image.';
export const AVATAR_TOO_LARGE = 'The avatar may not be larger than 2 MB.';
export const AVATAR_TOO_MANY_PIXELS = `The avatar may not be larger than ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels.`;
export const AVATAR_NOT_FOUND = 'Avatar not found.';

/** Avatar names as getAvatar's path accepts them. */
export const AVATAR_NAME = /^[A-Za-z0-9_-]{22,64}\.webp$/;
export const avatarKey = (name: string) => `avatars/${name}`;
export const avatarUrl = (name: string) => `${API_PREFIX}/avatars/${name}`;

// One image at a time per process is plenty on 2 cores; no disk cache of decoded images.
sharp.cache(false);

/** The re-encoded avatar (WebP bytes), or a 422 on `avatar`. */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  const type = sniffFileType(bytes);
  if (!type || (type.mime !== 'image/png' && type.mime !== 'image/jpeg')) throw fieldError('avatar', AVATAR_WRONG_TYPE);
  if (bytes.length > AVATAR_MAX_BYTES) throw fieldError('avatar', AVATAR_TOO_LARGE);
  // The header's dimensions first (no decoding): a decompression bomb is refused before any pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw fieldError('avatar', AVATAR_WRONG_TYPE);
  }
  if (!meta.width || !meta.height) throw fieldError('avatar', AVATAR_WRONG_TYPE);
  if (meta.width > AVATAR_MAX_SIDE || meta.height > AVATAR_MAX_SIDE) throw fieldError('avatar', AVATAR_TOO_MANY_PIXELS);
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_SIDE * AVATAR_MAX_SIDE, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A truncated or corrupt image (or one whose real size differs from its header).
    throw fieldError('avatar', AVATAR_WRONG_TYPE);
  }
}

/** Re-encodes, stores the new avatar, points the user at it and deletes the previous one; returns its URL. */
export async function replaceAvatar(db: Db, storage: Storage, userId: number, bytes: Buffer, now: Date): Promise<string> {
  const webp = await reencodeAvatar(bytes);
  const name = `${randomBytes(16).toString('base64url')}.webp`;
  await storage.put(avatarKey(name), webp, 'image/webp');
  let previous: string | null;
  try {
    // The row lock makes two uploads at once replace each other in turn: each deletes the one it replaced.
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
      await tx.update(users).set({ image: name, updatedAt: now }).where(eq(users.id, userId));
      return row?.image ?? null;
    });
  } catch (err) {
    await storage.delete(avatarKey(name)).catch(() => {});
    throw err;
  }
  if (previous && AVATAR_NAME.test(previous)) await storage.delete(avatarKey(previous)).catch(() => {});
  return avatarUrl(name);
}
