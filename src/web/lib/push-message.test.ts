import { describe, expect, it } from 'vitest';
import { offlineShellCandidates } from './offline-shell';
import { DEFAULT_PUSH_URL, parsePushMessage, safePushUrl } from './push-message';

const origin = 'https://e-laundry.example.com';

describe('push messages: the service worker hook (ADR 058)', () => {
  it('reads {title, body, url}', () => {
    expect(parsePushMessage(JSON.stringify({ title: 'Top-up received', body: '₦5,000.00 is on your card.', url: '/my/user/transactions' }), origin)).toEqual({
      title: 'Top-up received',
      body: '₦5,000.00 is on your card.',
      url: '/my/user/transactions',
    });
  });

  it('falls back to the app name and the dashboard; plain text becomes the body', () => {
    expect(parsePushMessage(null, origin)).toEqual({ title: 'e-laundry', body: '', url: DEFAULT_PUSH_URL });
    expect(parsePushMessage('Your card is ready', origin)).toEqual({ title: 'e-laundry', body: 'Your card is ready', url: DEFAULT_PUSH_URL });
  });

  it('never leads off the site', () => {
    expect(safePushUrl('https://evil.example/phish', origin)).toBe(DEFAULT_PUSH_URL);
    expect(safePushUrl('javascript:alert(1)', origin)).toBe(DEFAULT_PUSH_URL);
    expect(safePushUrl('//evil.example/x', origin)).toBe(DEFAULT_PUSH_URL);
    expect(safePushUrl(`${origin}/my/support/12?x=1#r`, origin)).toBe('/my/support/12?x=1#r');
    expect(safePushUrl(42, origin)).toBe(DEFAULT_PUSH_URL);
  });
});

describe('offline navigations: which precached page answers (ADR 058)', () => {
  const shells = {
    '/login': 'shells/login.html',
    '/my/user/dashboard': { file: 'shells/my-user-dashboard.html', noQuery: true },
    '/evil': '../../etc/passwd',
  };
  it('a public page, a route shell, else the app shell', () => {
    expect(offlineShellCandidates('/', '', shells)).toEqual(['/index.html', '/app-shell.html']);
    expect(offlineShellCandidates('/About/', '', shells)).toEqual(['/about.html', '/app-shell.html']);
    expect(offlineShellCandidates('/my/user/dashboard', '', shells)).toEqual(['/shells/my-user-dashboard.html', '/app-shell.html']);
    expect(offlineShellCandidates('/my/user/dashboard', '?x=1', shells)).toEqual(['/app-shell.html']);
    expect(offlineShellCandidates('/login', '?next=%2F', shells)).toEqual(['/login.html', '/shells/login.html', '/app-shell.html']);
    expect(offlineShellCandidates('/evil', '', shells)).toEqual(['/evil.html', '/app-shell.html']);
    expect(offlineShellCandidates('/my/user/deposits/12', '', null)).toEqual(['/app-shell.html']);
  });
});
