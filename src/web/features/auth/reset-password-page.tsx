import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import resetValidators, { schema as resetSchema } from '#generated/validators/reset-password-request';
import { AlertIcon } from '#web/components/icons';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { newPasswordUi } from '#web/lib/forms/new-password-ui';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { routeParam, type PageProps } from '#web/lib/page';
import { fieldErrorsOf, useResetPassword } from './api';
import './auth.css';

type ResetData = FormDataOf<'ResetPasswordRequest'>;

export const resetForm = defineForm<ResetData>(resetValidators, resetSchema);

const uiSchema: UiSchema<ResetData> = {
  'ui:order': ['password', 'password_confirmation', 'code'],
  ...newPasswordUi('Your new password', 'Type the new password again', { 'ui:autofocus': true }),
  code: { 'ui:widget': 'hidden' },
};

/** Reset Password: the route parameter carries the reset token; success → /login. */
export function ResetPasswordPage({ params }: PageProps) {
  const [, navigate] = useLocation();
  const code = routeParam(params, 'otp');
  const reset = useResetPassword();
  const [data, setData] = useState<ResetData>({ code });
  const serverErrors = reset.isError ? fieldErrorsOf(reset.error) : null;

  if (!code) {
    return (
      <section className="state state--error" aria-labelledby="reset-missing">
        <AlertIcon size={40} className="state__icon" />
        <p id="reset-missing" className="state__title">
          This password reset link is incomplete.
        </p>
        <p className="state__text">Ask for a new code and follow the link from the e-mail again.</p>
        <div className="state__actions">
          <Link href="/my/password/reset" className="btn btn--primary">
            Reset my password
          </Link>
        </div>
      </section>
    );
  }

  const submit = (values: ResetData) => {
    reset.mutate(
      { body: { password: values.password ?? '', password_confirmation: values.password_confirmation ?? '', code } },
      { onSuccess: () => navigate('/login', { replace: true }) },
    );
  };

  return (
    <>
      {serverErrors?.code ? (
        <p className="auth-note auth-note--error" role="alert">
          {serverErrors.code[0]} <Link href="/my/password/reset">Ask for a new code</Link>.
        </p>
      ) : null}
      <SchemaForm<ResetData>
        form={resetForm}
        uiSchema={uiSchema}
        formData={data}
        onChange={(next) => setData({ ...next, code })}
        onSubmit={submit}
        submitLabel="Reset Password"
        busy={reset.isPending}
        busyLabel="Saving…"
        serverErrors={serverErrors}
      />
    </>
  );
}
