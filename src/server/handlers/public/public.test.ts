import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, publicMessages } from '#server/db/schema.js';
import { databaseKinds, mailsTo, testApp } from '#server/testing/test-support.js';

const kinds = await databaseKinds();

describe.each(kinds)('public forms on %s', (kind) => {
  let app: FastifyInstance;
  let ip = 0;
  beforeAll(async () => {
    // The tests speak as a proxy on this machine naming each client (TRUST_PROXY names it; nothing is trusted by default).
    app = await testApp(kind, { CONTACT_EMAIL: 'inbox@e-laundry.ng', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });
  /** Each test from its own client address (the limit is 5 a minute per IP and form). */
  const from = () => {
    const addr = `198.51.100.${++ip}`;
    return (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/public/${url}`, payload, headers: { 'x-forwarded-for': addr } });
  };

  it('contact: stored, e-mailed to the company inbox, thanked with 201', async () => {
    const post = from();
    const form = {
      username: 'Tunde Adeyemi',
      email: 'tunde.adeyemi@example.com',
      phone: '+2348021234567',
      subject: 'Is there a hub at the University of Lagos?',
      message: 'I will be moving to Akoka next semester.',
    };
    const res = await post('contact', form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ code: 201, message: 'Thank you! We have received your message and will reply within 10 minutes during office hours.', data: null });
    const rows = await app.ctx.database.db.select().from(publicMessages).where(eq(publicMessages.email, form.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact', name: form.username, phone: form.phone, subject: form.subject, message: form.message, ip: `198.51.100.${ip}` });
    const [mail] = await mailsTo(app, 'inbox@e-laundry.ng');
    expect(mail!.subject).toBe(`Contact form: ${form.subject}`);
    expect(mail!.text).toContain(form.message);
    expect(mail!.text).toContain(form.phone);
  });

  it('enquiry: stored and e-mailed; the message is optional', async () => {
    const post = from();
    const res = await post('enquiry', { name: 'Aisha Bello', email: 'aisha.bello@example.com', phone: '+2348091234567' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you for reaching out! Our team will contact you shortly.');
    const [row] = await app.ctx.database.db.select().from(publicMessages).where(eq(publicMessages.email, 'aisha.bello@example.com'));
    expect(row).toMatchObject({ kind: 'enquiry', name: 'Aisha Bello', subject: null, message: '' });
    const [mail] = await mailsTo(app, 'inbox@e-laundry.ng');
    expect(mail!.subject).toBe('Services enquiry from Aisha Bello');
  });

  it('subscribe is idempotent per address: same 201, one row, one notification', async () => {
    const post = from();
    const before = (await mailsTo(app, 'inbox@e-laundry.ng')).length;
    const first = await post('subscribe', { email: 'emeka.eze@example.com' });
    const second = await post('subscribe', { email: 'Emeka.Eze@Example.com' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(first.json().message).toBe('Thank you for subscribing to the e-laundry newsletter!');
    const rows = await app.ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'emeka.eze@example.com'`);
    expect(rows).toHaveLength(1);
    expect((await mailsTo(app, 'inbox@e-laundry.ng')).length).toBe(before + 1);
  });

  it('invalid forms are 422s with the contract wording', async () => {
    const post = from();
    const res = await post('contact', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ username: ['Name is required'], email: ['Please enter a valid email address'], phone: ['Phone number is required'] });
  });

  it('each form takes 5 a minute per IP, then 429 in the envelope with Retry-After', async () => {
    const post = from();
    for (let i = 0; i < 5; i++) expect((await post('subscribe', { email: `reader${i}@example.com` })).statusCode).toBe(201);
    const limited = await post('subscribe', { email: 'reader9@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ code: 429, message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/) });
    // Another form, or another address, is not affected.
    expect((await post('enquiry', { name: 'A', email: 'a@example.com', phone: '+2348091234567' })).statusCode).toBe(201);
    expect((await from()('subscribe', { email: 'reader9@example.com' })).statusCode).toBe(201);
  });

  it('sign-in and the code operations are limited per IP too (30 a minute by default)', async () => {
    const addr = { 'x-forwarded-for': '203.0.113.7' };
    const attempt = () => app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username_or_email: 'ghost', password: 'Wrong#Pass1' }, headers: addr });
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json().code).toBe(429);
    const elsewhere = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username_or_email: 'ghost', password: 'Wrong#Pass1' }, headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(elsewhere.statusCode).toBe(401);
  });
});
