import { retrieveSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { requestSchemas } from '#generated/schemas';
import forgotFns from '#generated/validators/forgot-password-request';
import loginFns from '#generated/validators/login-request';
import registerFns from '#generated/validators/register-request';
import changeFns from '#generated/validators/change-password-request';
import { REGISTRATION } from '#web/testing/fixtures';
import { defineForm } from './form-validator';

const schema = (s: object) => s;

/** Field → messages, as RJSF would show them under each field. */
function errorsOf<T>(form: ReturnType<typeof defineForm<T>>, data: T) {
  const resolved = retrieveSchema<T>(form.validator, form.schema, form.schema, data);
  const { errors } = form.validator.validateFormData(data, resolved);
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[(e.property ?? '').replace(/^\./, '')] ??= []).push(e.message ?? '');
  return out;
}

describe('contract validators (precompiled) with the x-messages wording', () => {
  it('login: required and minimum length messages', () => {
    const form = defineForm(loginFns, schema(requestSchemas.LoginRequest));
    expect(errorsOf(form, {})).toEqual({
      username_or_email: ['Username or email address is required'],
      password: ['Password is required'],
    });
    expect(errorsOf(form, { username_or_email: 'ada', password: '123' })).toEqual({
      password: ['Cannot be less than six characters'],
    });
    expect(form.isValid({ username_or_email: 'ada', password: '123456' })).toBe(true);
  });

  it('register: every required message, the x-match rule and a UI-only terms checkbox', () => {
    const form = defineForm(registerFns, schema(requestSchemas.RegisterRequest), {
      terms: {
        schema: { type: 'boolean', title: 'Terms', 'x-messages': { required: 'Please accept the terms' } },
        required: true,
      },
    });
    expect(errorsOf(form, { terms: false })).toEqual({
      firstname: ['first name is required'],
      lastname: ['last name is required'],
      username: ['username is required'],
      email: ['email is required'],
      country_code: ['country is required'],
      mobile: ['phone number is required'],
      password: ['password is required'],
      password_confirmation: ['Please confirm your password.'],
      terms: ['Please accept the terms'],
    });
    const valid = { ...REGISTRATION, terms: true };
    expect(errorsOf(form, valid)).toEqual({});
    expect(errorsOf(form, { ...valid, password: 'abc', password_confirmation: 'abd', email: 'nope' })).toEqual({
      password: ['Cannot be less than six characters'],
      password_confirmation: ['Your passwords do not match.'],
      email: ['email is required'],
    });
    expect(form.isValid({ ...valid, terms: false })).toBe(false);
    expect(form.isValid(valid)).toBe(true);
  });

  it('forgot password: the `then` branch wording wins when type is email', () => {
    const form = defineForm(forgotFns, schema(requestSchemas.ForgotPasswordRequest));
    expect(errorsOf(form, {})).toEqual({
      type: ['Username or email address is required'],
      value: ['username is required'],
    });
    expect(errorsOf(form, { type: 'username' })).toEqual({ value: ['username is required'] });
    expect(errorsOf(form, { type: 'email' })).toEqual({ value: ['email is required'] });
    expect(errorsOf(form, { type: 'email', value: 'not-an-email' })).toEqual({ value: ['email is required'] });
    expect(form.isValid({ type: 'email', value: 'ada@example.com' })).toBe(true);
    expect(form.isValid({ type: 'username', value: 'ada_obi' })).toBe(true);
  });

  it('change password: the three fields and the match rule', () => {
    const form = defineForm(changeFns, schema(requestSchemas.ChangePasswordRequest));
    expect(errorsOf(form, {})).toEqual({
      old_password: ['Password is required'],
      password: ['Password is required'],
      password_confirmation: ['Please confirm your password.'],
    });
    expect(errorsOf(form, { old_password: 'secret1', password: 'newpass1', password_confirmation: 'newpass2' })).toEqual({
      password_confirmation: ['Your passwords do not match.'],
    });
  });
});
