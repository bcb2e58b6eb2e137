import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import loginValidators, { schema as loginSchema } from '#generated/validators/login-request';
import loginTwoFactorValidators, {
  schema as loginTwoFactorSchema,
} from '#generated/validators/login-two-factor-request';
import { ShieldIcon } from '#web/components/form-icons';
import { OfflineSignInNotice } from '#web/components/offline-notice';
import { isEnvelope } from '#web/lib/api-errors';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { notify } from '#web/lib/notify';
import { type AuthSession } from '#web/lib/session';
import { startAuthSession } from '#web/lib/session-updates';
import { afterSignIn, returnPathOf, withNext } from '#web/lib/return-to';
import { submitState, useLogin, useLoginTwoFactor } from './api';
import './auth.css';

type LoginData = FormDataOf<'LoginRequest'>;

type CodeData = FormDataOf<'LoginTwoFactorRequest'>;

export const loginForm = defineForm<LoginData>(loginValidators, loginSchema);
export const loginCodeForm = defineForm<CodeData>(
  loginTwoFactorValidators,
  loginTwoFactorSchema,
);

/** What "Remember me" means, under the checkbox (ADR 062). */
export const REMEMBER_HINT = 'Stay signed in on this device for 30 days. Don’t use on a shared phone.';

/** A sign-in refused with this in its message goes to the e-mail verification. */
export const NOT_VERIFIED = 'is not verified';

const loginUi: UiSchema<LoginData> = {
  'ui:order': ['username_or_email', 'password', 'remember'],
  username_or_email: {
    'ui:title': 'Username or Email',
    'ui:placeholder': 'Your username or email address',
    'ui:autocomplete': 'username',
    'ui:autofocus': true,
    'ui:options': { trim: true, autoCapitalize: false, spellCheck: false },
  },
  password: {
    'ui:widget': 'password',
    'ui:placeholder': 'Your password',
    'ui:options': { autocomplete: 'current-password' },
  },
  // Ticked, the session (30 days) and the account's saved figures stay on this device: the installed app opens
  // signed in, offline too (ADR 062).
  remember: { 'ui:widget': 'checkbox', 'ui:title': 'Remember me', 'ui:help': REMEMBER_HINT },
};

const codeUi: UiSchema<CodeData> = {
  'ui:order': ['code', 'challenge'],
  challenge: { 'ui:widget': 'hidden' },
  code: { 'ui:widget': 'otp', 'ui:title': 'Authentication code', 'ui:autofocus': true },
};

/** Sign In, with the authenticator-code step when the account has two-factor on. */
export function LoginPage() {
  const [, navigate] = useLocation();
  // Where the customer was going (a protected page sent them here): honoured after the password, the
  // authenticator code or the e-mail verification.
  const search = useSearch();
  const login = useLogin();
  const loginCode = useLoginTwoFactor();
  const [credentials, setCredentials] = useState<LoginData>({ remember: false });
  const [challenge, setChallenge] = useState<string | null>(null);
  // "Remember me" as ticked with the password: it also holds for a sign-in finished with the authenticator code.
  const [remember, setRemember] = useState(false);
  const [code, setCode] = useState<CodeData>({});

  const signedIn = (session: AuthSession, message: string, onThisDevice: boolean) => {
    notify.success(message);
    startAuthSession(session, onThisDevice);
    navigate(afterSignIn(search), { replace: true });
  };

  const submit = (values: LoginData) => {
    const entered = values.username_or_email?.trim() ?? '';
    const remembered = values.remember === true;
    login.mutate(
      { body: { username_or_email: entered, password: values.password ?? '', remember: remembered } },
      {
        onSuccess: (answer) => {
          const data = answer.data;
          if ('token' in data) {
            signedIn(data, answer.message, remembered);
          } else {
            setRemember(remembered);
            setChallenge(data.challenge);
            setCode({ challenge: data.challenge });
          }
        },
        onError: (error) => {
          // The error itself is toasted by the cache; an unverified account continues with its e-mail verification.
          if (isEnvelope(error) && error.message.includes(NOT_VERIFIED)) {
            // The link carries what the customer entered: signed in with a username, the code still
            // needs the address, which the server gives once the password matched (NotVerifiedError.email).
            const address = 'email' in error && typeof error.email === 'string' ? error.email : '';
            const target = entered.includes('@') || !address ? entered : address;
            navigate(withNext(`/verify-otp/${encodeURIComponent(target)}?type=not-verified`, returnPathOf(search)));
          }
        },
      },
    );
  };

  const submitCode = (values: CodeData) => {
    loginCode.mutate(
      { body: { challenge: challenge ?? '', code: values.code ?? '' } },
      {
        onSuccess: (answer) => signedIn(answer.data, answer.message, remember),
        onError: (error) => {
          // An expired challenge (401): start again from the password.
          if (isEnvelope(error) && error.code === 401) restart();
        },
      },
    );
  };

  const restart = () => {
    setChallenge(null);
    setCode({});
    loginCode.reset();
  };

  if (challenge) {
    return (
      <section aria-labelledby="code-step-title">
        <div className="code-step__icon" aria-hidden="true">
          <ShieldIcon size={28} />
        </div>
        <h2 id="code-step-title" className="visually-hidden">
          Two-factor authentication
        </h2>
        <p className="code-step__lead">Enter the 6-digit code from your authenticator app</p>
        <SchemaForm<CodeData>
          form={loginCodeForm}
          uiSchema={codeUi}
          formData={code}
          onChange={(next) => setCode({ ...next, challenge })}
          onSubmit={submitCode}
          idPrefix="tfa"
          submitLabel="Verify"
          {...submitState(loginCode, 'Verifying…')}
          disableSubmitWhileInvalid
          afterSubmit={
            <p className="resend">
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
      <OfflineSignInNotice />
      <SchemaForm<LoginData>
        form={loginForm}
        uiSchema={loginUi}
        formData={credentials}
        onChange={setCredentials}
        onSubmit={submit}
        submitLabel="Login"
        {...submitState(login, 'Signing in…')}
        beforeSubmit={
          <p className="auth-links">
            <Link href="/my/password/reset">Forgot password?</Link>
          </p>
        }
      />
    </>
  );
}
