import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNED_IN_PATH, afterSignIn, safeReturnPath, withNext } from './return-to';

describe('safeReturnPath (no open redirect)', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeReturnPath('/my/user/transactions')).toBe('/my/user/transactions');
    expect(safeReturnPath('/my/user/deposits?page=2#top')).toBe('/my/user/deposits?page=2#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/my/user/dashboard'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['evil.example'],
    ['my/user/dashboard'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses the account screens (a return to /login would loop)', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/sign-up?reference=x')).toBeNull();
    expect(safeReturnPath('/verify-otp/a%40b.c')).toBeNull();
    expect(safeReturnPath('/REGISTER')).toBeNull();
  });
});

describe('afterSignIn / withNext', () => {
  it('goes to the safe next, else to the dashboard', () => {
    expect(afterSignIn('next=%2Fmy%2Fsupport')).toBe('/my/support');
    expect(afterSignIn('next=%2F%2Fevil.example')).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(afterSignIn('next=https%3A%2F%2Fevil.example')).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(afterSignIn('')).toBe(DEFAULT_SIGNED_IN_PATH);
  });

  it('carries only a safe next', () => {
    expect(withNext('/login', '/my/user/transactions?page=2')).toBe('/login?next=%2Fmy%2Fuser%2Ftransactions%3Fpage%3D2');
    expect(withNext('/verify-otp/x?type=not-verified', '/my/support')).toBe('/verify-otp/x?type=not-verified&next=%2Fmy%2Fsupport');
    expect(withNext('/login', '//evil.example')).toBe('/login');
    expect(withNext('/login', null)).toBe('/login');
  });
});
