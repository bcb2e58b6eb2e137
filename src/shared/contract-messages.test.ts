import { describe, expect, it } from 'vitest';
import { fallbackMessage, labelOf, matchFailures, matchRules, messageFor, type MessageSchema } from './contract-messages';

const changePassword: MessageSchema = {
  type: 'object',
  properties: {
    old_password: { type: 'string', minLength: 6 },
    password: { type: 'string', title: 'Password', minLength: 6, 'x-messages': { required: 'Password is required' } },
    password_confirmation: { type: 'string', 'x-match': 'password', 'x-messages': { match: 'Passwords do not match' } },
    code_confirmation: { type: 'string', 'x-match': 'old_password' },
  },
};

describe('contract messages: x-messages first', () => {
  it("uses the property's x-messages for the failing keyword", () => {
    expect(messageFor('required', 'password', changePassword.properties?.password)).toBe('Password is required');
  });

  it('falls back when the contract has no message for that keyword', () => {
    expect(messageFor('minLength', 'password', changePassword.properties?.password, { limit: 6 })).toBe(
      'Password must be at least 6 characters',
    );
    expect(messageFor('required', 'old_password', changePassword.properties?.old_password)).toBe('Old password is required');
    expect(messageFor('required', 'address.zip_code', undefined)).toBe('Zip code is required');
  });
});

describe('contract messages: the fallback wording', () => {
  it.each([
    ['required', {}, 'City is required'],
    ['format', { format: 'email' }, 'Please enter a valid email address'],
    ['format', { format: 'date' }, 'City is not valid'],
    ['minLength', { limit: 3 }, 'City must be at least 3 characters'],
    ['maxLength', { limit: 40 }, 'City may not be longer than 40 characters'],
    ['minimum', { limit: 1 }, 'City must be at least 1'],
    ['maximum', { limit: 9 }, 'City may not be greater than 9'],
    ['enum', { allowedValues: ['lagos', 'abuja'] }, 'City must be one of: lagos, abuja'],
    ['type', { type: 'integer' }, 'City must be a number'],
    ['type', { type: 'string' }, 'City is invalid'],
    ['maxItems', { limit: 2 }, 'At most 2 city are allowed'],
    ['pattern', { pattern: '^x' }, 'City is invalid'],
  ])('%s %o → %s', (keyword, params, expected) => {
    expect(fallbackMessage(keyword, 'city', params)).toBe(expected);
  });

  it('labels a field by its title, else by its last path segment without underscores', () => {
    expect(labelOf('profile.zip_code')).toBe('zip code');
    expect(labelOf('x', { title: 'Service center' })).toBe('Service center');
    expect(labelOf('')).toBe('value');
  });
});

describe('contract messages: x-match', () => {
  it('lists each rule with its message, falling back to "<Label> must match <other>"', () => {
    expect(matchRules(changePassword)).toEqual([
      { name: 'password_confirmation', other: 'password', message: 'Passwords do not match' },
      { name: 'code_confirmation', other: 'old_password', message: 'Code confirmation must match old password' },
    ]);
  });

  it('reports a present value that differs and leaves absent values to `required`', () => {
    expect(matchFailures(changePassword, { password: 'Secret1!', password_confirmation: 'Secret2!' })).toEqual({
      password_confirmation: ['Passwords do not match'],
    });
    expect(matchFailures(changePassword, { password: 'Secret1!', password_confirmation: 'Secret1!' })).toEqual({});
    expect(matchFailures(changePassword, { password: 'Secret1!' })).toEqual({});
    expect(matchFailures(changePassword, null)).toEqual({});
  });

  it("counts '' as a mismatch for the server and as absent for a form", () => {
    const body = { password: 'Secret1!', password_confirmation: '' };
    expect(matchFailures(changePassword, body)).toEqual({ password_confirmation: ['Passwords do not match'] });
    expect(matchFailures(changePassword, body, { emptyIsAbsent: true })).toEqual({});
  });
});
