import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPath, prerenderedPages, routeShells, spaPlugin } from './spa';

describe('canonicalPath', () => {
  it('lower-cases and drops trailing slashes', () => {
    expect(canonicalPath('/Contact-us')).toBe('/contact-us');
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('//')).toBe('/');
  });
});

const STAND_IN = 'shell-param-a-email@e-laundry.invalid';

describe('serving a prerendered build', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'elaundry-spa-'));
    await mkdir(path.join(webDir, 'assets'));
    const page = (name: string) => `<!doctype html><title>${name}</title><div id="root"><h1>${name}</h1></div>`;
    await writeFile(path.join(webDir, 'index.html'), page('Home'));
    await writeFile(path.join(webDir, 'about.html'), page('About Us'));
    await writeFile(path.join(webDir, 'contact-us.html'), page('Contact Us'));
    await writeFile(path.join(webDir, 'app-shell.html'), '<!doctype html><title>e-laundry</title><div id="root"></div>');
    await writeFile(path.join(webDir, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"e-laundry","start_url":"/my/user/dashboard"}');
    await mkdir(path.join(webDir, 'shells'));
    await writeFile(path.join(webDir, 'shells', 'login.html'), '<!doctype html><div id="root" data-shell><h1>Sign In</h1></div>');
    await writeFile(
      path.join(webDir, 'shells', 'verify-otp--email.html'),
      `<!doctype html><div id="root" data-shell="account"><h1>Verify OTP</h1><p title="${STAND_IN}">Enter the code sent to ${STAND_IN}.</p></div>`,
    );
    await writeFile(path.join(webDir, 'shells', 'reset-password--otp.html'), '<!doctype html><div id="root" data-shell="account"><h1>Reset Password</h1></div>');
    await writeFile(path.join(webDir, 'shells', 'my-user-dashboard.html'), '<!doctype html><div id="root" data-shell="protected"><h1>Dashboard</h1></div>');
    await writeFile(
      path.join(webDir, 'shells', 'index.json'),
      JSON.stringify({
        '/login': 'shells/login.html',
        '/my/user/dashboard': { file: 'shells/my-user-dashboard.html', noQuery: true },
        '/verify-otp/:email': { file: 'shells/verify-otp--email.html', params: { email: STAND_IN } },
        '/reset-password/:otp': { file: 'shells/reset-password--otp.html', params: { otp: 'shell-param-a-otp@e-laundry.invalid' } },
        '/evil': '../../etc/passwd',
        '/evil2': { file: 'shells/../../etc/passwd' },
        '/odd': 42,
      }),
    );
    await mkdir(path.join(webDir, 'patterns'), { recursive: true });
    await writeFile(path.join(webDir, 'patterns', 'pay-code.html'), page('Top up a laundry card'));
    await writeFile(path.join(webDir, 'patterns', 'index.json'), JSON.stringify({ '/pay/:code': 'patterns/pay-code.html', '/evil/:x': '../../etc/passwd' }));
    app = Fastify();
    await app.register(spaPlugin, { webDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('finds the prerendered pages of a build', () => {
    expect([...prerenderedPages(webDir)]).toEqual(
      expect.arrayContaining([
        ['/', 'index.html'],
        ['/about', 'about.html'],
        ['/contact-us', 'contact-us.html'],
      ]),
    );
    expect(prerenderedPages(webDir).size).toBe(3);
  });

  it('serves each public page its prerendered file, revalidated', async () => {
    for (const [url, h1] of [
      ['/', 'Home'],
      ['/about', 'About Us'],
      ['/about?utm=x', 'About Us'],
      ['/contact-us', 'Contact Us'],
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<h1>${h1}</h1>`);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves a public page with parameters (/pay/<code>) its one prerendered file for every code, and only for its pattern', async () => {
    for (const url of ['/pay/3qH7v0ZkP9wXb2LmN5cR8tYa', '/pay/other?reference=DEP-1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Top up a laundry card</h1>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/pay', '/pay/a/b', '/evil/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('Top up a laundry card');
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('redirects other spellings of a public page once, keeping the query', async () => {
    for (const [url, location] of [
      ['/Contact-us', '/contact-us'],
      ['/CONTACT-US/', '/contact-us'],
      ['/about/', '/about'],
      ['/about.html?x=1', '/about?x=1'],
      ['/index.html', '/'],
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.headers.location], url).toEqual([301, location]);
      const next = await app.inject({ method: 'GET', url: location });
      expect(next.statusCode, `${url} → ${location}`).toBe(200);
    }
  });

  it("answers a route's own shell for its exact path, whatever the query", async () => {
    expect([...routeShells(webDir)]).toEqual([
      ['/login', { file: 'shells/login.html', noQuery: false }],
      ['/my/user/dashboard', { file: 'shells/my-user-dashboard.html', noQuery: true }],
      ['/verify-otp/:email', { file: 'shells/verify-otp--email.html', noQuery: false, params: { email: STAND_IN } }],
      ['/reset-password/:otp', { file: 'shells/reset-password--otp.html', noQuery: false, params: { otp: 'shell-param-a-otp@e-laundry.invalid' } }],
    ]);
    for (const url of ['/login', '/login?next=%2Fmy%2Fuser%2Fdeposits']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root" data-shell><h1>Sign In</h1></div>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("answers a signed-in route's shell only without a query (its page's first render may depend on it)", async () => {
    for (const url of ['/my/user/dashboard', '/my/user/dashboard?']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="root" data-shell="protected"><h1>Dashboard</h1></div>');
    }
    const res = await app.inject({ method: 'GET', url: '/my/user/dashboard?reference=DEP-1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("fills a route's parameters into its shell, escaped, when the app would show them; else the app shell", async () => {
    const filled = async (url: string) => (await app.inject({ method: 'GET', url })).body;
    expect(await filled('/verify-otp/ada%40example.com')).toContain(
      '<p title="ada@example.com">Enter the code sent to ada@example.com.</p>',
    );
    // Markup in the address is text in the page, in content and in attributes alike.
    const hostile = await filled(`/verify-otp/${encodeURIComponent(`"'><img/src=x/onerror=alert(1)>@a.co`)}`);
    expect(hostile).toContain('Enter the code sent to &quot;&#x27;&gt;&lt;img/src=x/onerror=alert(1)&gt;@a.co.');
    expect(hostile).toContain('title="&quot;&#x27;&gt;&lt;img/src=x/onerror=alert(1)&gt;@a.co"');
    expect(hostile).not.toContain('<img');
    const res = await app.inject({ method: 'GET', url: '/verify-otp/ada%40example.com' });
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'text/html; charset=utf-8', 'no-cache']);
    // Not an address: the app shows none, so the shell (which shows one) is not served.
    for (const url of ['/verify-otp/not-an-address', '/verify-otp/%20%40a.co', '/verify-otp/a%40b.co/more', '/verify-otp/']) {
      expect(await filled(url), url).toContain('<div id="root"></div>');
    }
    expect(await filled(`/verify-otp/${STAND_IN}`)).toContain(`Enter the code sent to ${STAND_IN}.`);
    // A parameter the shell does not show: any value.
    for (const url of ['/reset-password/123456', '/reset-password/abc?x=1']) {
      expect(await filled(url), url).toContain('<h1>Reset Password</h1>');
    }
    expect(await filled('/verify-otp/:email')).toContain('<div id="root"></div>');
  });

  it('answers the app shell for other account, signed-in and unknown routes', async () => {
    for (const url of ['/Login', '/login/', '/evil', '/evil2', '/odd', '/my/user/deposits', '/Verify-otp/a%40b.co', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('serves the service worker and the web app manifest with their types, revalidated on every use (ADR 058)', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('addEventListener');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ start_url: '/my/user/dashboard' });
    // Fingerprinted files stay immutable.
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});
