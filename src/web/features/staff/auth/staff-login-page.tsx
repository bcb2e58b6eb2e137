import { useState } from 'react';
import { useLocation } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import loginValidators, { schema as loginSchema } from '#generated/validators/staff-login-request';
import codeValidators, { schema as codeSchema } from '#generated/validators/staff-login-two-factor-request';
import { isEnvelope } from '#web/lib/api-errors';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { startStaffSession, takeEndedReason } from '#web/lib/staff-session';
import { useStaffLogin, useStaffLoginTwoFactor } from '../shared/api';
import { fieldErrorsOf } from '../shared/field-errors';

type LoginData = FormDataOf<'StaffLoginRequest'>;
type CodeData = FormDataOf<'StaffLoginTwoFactorRequest'>;

export const staffLoginForm = defineForm<LoginData>(loginValidators, loginSchema);
export const staffCodeForm = defineForm<CodeData>(codeValidators, codeSchema);

const loginUi: UiSchema<LoginData> = {
  email: {
    'ui:placeholder': 'you@e-laundry.ng',
    'ui:autocomplete': 'username',
    'ui:options': { trim: true, autoCapitalize: false, spellCheck: false },
  },
  password: { 'ui:widget': 'password', 'ui:options': { autocomplete: 'current-password' } },
};

const codeUi: UiSchema<CodeData> = {
  'ui:order': ['code', 'challenge'],
  challenge: { 'ui:widget': 'hidden' },
  code: { 'ui:widget': 'otp', 'ui:title': 'Authenticator code' },
};

/** Staff sign-in: e-mail and password, then always the authenticator code. */
export function StaffLoginPage() {
  const [, navigate] = useLocation();
  const [ended] = useState(() => takeEndedReason());
  const login = useStaffLogin();
  const loginCode = useStaffLoginTwoFactor();
  const [credentials, setCredentials] = useState<LoginData>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState<CodeData>({});

  const restart = () => {
    setChallenge(null);
    setCode({});
    loginCode.reset();
  };

  if (challenge) {
    return (
      <section aria-labelledby="staff-code-title">
        <h2 id="staff-code-title" className="staff-step">
          Enter the 6-digit code from your authenticator app
        </h2>
        <SchemaForm<CodeData>
          form={staffCodeForm}
          uiSchema={codeUi}
          formData={code}
          onChange={(next) => setCode({ ...next, challenge })}
          onSubmit={(values) =>
            loginCode.mutate(
              { body: { challenge, code: values.code ?? '' } },
              {
                onSuccess: (answer) => {
                  startStaffSession(answer.data);
                  navigate('/staff', { replace: true });
                },
                onError: (error) => {
                  if (isEnvelope(error) && error.code === 401) restart();
                },
              },
            )
          }
          idPrefix="staff-tfa"
          submitLabel="Verify"
          busy={loginCode.isPending}
          busyLabel="Verifying…"
          disableSubmitWhileInvalid
          serverErrors={loginCode.isError ? fieldErrorsOf(loginCode.error) : null}
          afterSubmit={
            <p className="staff-aside">
              <button type="button" className="link-button" onClick={restart}>
                Use a different account
              </button>
            </p>
          }
        />
      </section>
    );
  }

  return (
    <>
      {ended ? (
        <p className="staff-notice" role="status">
          {ended}
        </p>
      ) : null}
      <SchemaForm<LoginData>
        form={staffLoginForm}
        uiSchema={loginUi}
        formData={credentials}
        onChange={setCredentials}
        onSubmit={(values) =>
          login.mutate(
            { body: { email: values.email?.trim() ?? '', password: values.password ?? '' } },
            {
              onSuccess: (answer) => {
                setChallenge(answer.data.challenge);
                setCode({ challenge: answer.data.challenge });
              },
            },
          )
        }
        idPrefix="staff-login"
        submitLabel="Sign in"
        busy={login.isPending}
        busyLabel="Signing in…"
        serverErrors={login.isError ? fieldErrorsOf(login.error) : null}
      />
    </>
  );
}
