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
    await mkdir(path.join(webDir, 'shells'));
    await writeFile(path.join(webDir, 'shells', 'login.html'), '<!doctype html><div id="root" data-shell><h1>Sign In</h1></div>');
    await writeFile(path.join(webDir, 'shells', 'my-user-dashboard.html'), '<!doctype html><div id="root" data-shell="protected"><h1>Dashboard</h1></div>');
    await writeFile(
      path.join(webDir, 'shells', 'index.json'),
      JSON.stringify({
        '/login': 'shells/login.html',
        '/my/user/dashboard': { file: 'shells/my-user-dashboard.html', noQuery: true },
        '/evil': '../../etc/passwd',
        '/evil2': { file: 'shells/../../etc/passwd' },
        '/odd': 42,
      }),
    );
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

  it('answers the app shell for other account, signed-in and unknown routes', async () => {
    for (const url of ['/Login', '/login/', '/evil', '/evil2', '/odd', '/my/user/deposits', '/verify-otp/a%40b.co', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });
});
