import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIF, SCRIPT } from '#server/testing/test-files.js';
import { databaseKinds, dataOf, injectOp, multipart, PNG_1PX, signedIn, testApp } from '#server/testing/test-support.js';

/** Profile (issue 12): the avatar (checked by content, size and pixels; re-encoded) and the address form. */
const kinds = await databaseKinds();

const image = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    [format]()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toBuffer();

describe.each(kinds)('profile on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(kind, { AUTH_RATE_LIMIT: '100000' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const upload = (token: string, bytes: Buffer, filename = 'me.png', type = 'image/png') => {
    const body = multipart([{ name: 'avatar', file: bytes, filename, type }]);
    return app.inject({ method: 'POST', url: '/api/v1/profile/avatar', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  };

  it('an avatar is re-encoded to a 256 × 256 WebP (not the uploaded bytes, no metadata), served with nosniff; getMe follows', async () => {
    const { token } = await signedIn(app);
    expect(dataOf('getMe', await injectOp(app, 'getMe', { token })).image).toBe('N/A');
    const jpeg = await image(800, 600, 'jpeg');
    const res = await upload(token, jpeg, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { image: url } = dataOf('uploadAvatar', res);
    expect(url).toMatch(/^\/api\/v1\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(dataOf('getMe', await injectOp(app, 'getMe', { token })).image).toBe(url);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(jpeg)).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);

    // A new avatar replaces it: the old address is gone.
    const second = dataOf('uploadAvatar', await upload(token, await image(300, 900, 'png')));
    expect(second.image).not.toBe(url);
    expect((await app.inject({ method: 'GET', url })).json()).toEqual({ code: 404, message: 'Avatar not found.' });
    expect((await app.inject({ method: 'GET', url: second.image })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).not.toBe(200);
  });

  it('refuses by content: a script named .png, a GIF, a PNG over 2 MB, and an image over 4096 × 4096 pixels (decompression bomb)', async () => {
    const { token } = await signedIn(app);
    const wrong = { code: 422, message: 'The avatar must be a PNG or JPEG image.', error: { avatar: ['The avatar must be a PNG or JPEG image.'] } };
    expect((await upload(token, SCRIPT, 'me.png')).json()).toEqual(wrong);
    expect((await upload(token, GIF, 'me.png')).json()).toEqual(wrong);
    // a truncated PNG: right magic, broken image
    expect((await upload(token, PNG_1PX.subarray(0, 40), 'me.png')).json()).toEqual(wrong);

    const big = Buffer.concat([await image(64, 64, 'png'), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(token, big)).json()).toEqual({
      code: 422,
      message: 'The avatar may not be larger than 2 MB.',
      error: { avatar: ['The avatar may not be larger than 2 MB.'] },
    });

    // 5000 × 5000 of one colour compresses to a few kilobytes but would decode to 75 MB of pixels.
    const bomb = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(token, bomb)).json()).toEqual({
      code: 422,
      message: 'The avatar may not be larger than 4096 × 4096 pixels.',
      error: { avatar: ['The avatar may not be larger than 4096 × 4096 pixels.'] },
    });
    expect(dataOf('getMe', await injectOp(app, 'getMe', { token })).image).toBe('N/A');

    const form = multipart([{ name: 'other', value: 'x' }]);
    const none = await app.inject({ method: 'POST', url: '/api/v1/profile/avatar', ...form, headers: { ...form.headers, authorization: `Bearer ${token}` } });
    expect(none.json()).toEqual({ code: 422, message: 'Please choose an image to upload', error: { avatar: ['Please choose an image to upload'] } });
  });

  it('updateProfile: saves the address, keeps the names (read-only), and answers the spec messages', async () => {
    const { token, user } = await signedIn(app);
    const res = await injectOp(app, 'updateProfile', {
      token,
      body: { firstname: 'Mallory', lastname: 'Changed', country: 'GH', country_code: 'Ghana', city: 'Accra', address: '  4 Oxford Street, Osu ', zip: 'GA-123' },
    });
    expect(res.statusCode).toBe(200);
    const data = dataOf('updateProfile', res);
    expect(data).toMatchObject({ firstname: user.firstname, lastname: user.lastname, address: { country: 'Ghana', city: 'Accra', address: '4 Oxford Street, Osu', zip: 'GA-123' } });
    expect(res.json().message).toBe('Profile updated successfully.');
    expect(dataOf('getMe', await injectOp(app, 'getMe', { token })).address.country).toBe('Ghana');

    // Without the country's name, it is named from its code.
    expect(dataOf('updateProfile', await injectOp(app, 'updateProfile', { token, body: { country: 'NG', city: 'Abuja', address: '12 Aminu Kano Crescent', zip: '900288' } })).address.country).toBe('Nigeria');

    const empty = await injectOp(app, 'updateProfile', { token, invalidBody: { country: '', city: '', address: '', zip: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'Country is required',
      error: { country: ['Country is required'], city: ['City is required'], address: ['Address is required'], zip: ['Zip code is required'] },
    });
    const missing = await injectOp(app, 'updateProfile', { token, invalidBody: {} });
    expect(missing.json().error).toMatchObject({ country: ['Country is required'], city: ['City is required'], address: ['Address is required'], zip: ['Zip code is required'] });
  });
});
