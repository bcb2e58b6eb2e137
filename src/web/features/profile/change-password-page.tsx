import { useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import changePasswordValidators, {
  schema as changePasswordSchema,
} from '#generated/validators/change-password-request';
import { PageHeader } from '#web/components/page-header';
import { isEnvelope } from '#web/lib/api-errors';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { newPasswordUi } from '#web/lib/forms/new-password-ui';
import { SchemaForm } from '#web/lib/forms/schema-form';
import type { PageProps } from '#web/lib/page';
import { useChangePassword } from './api';
import './change-password-page.css';

type ChangePasswordData = FormDataOf<'ChangePasswordRequest'>;

export const changePasswordForm = defineForm<ChangePasswordData>(
  changePasswordValidators,
  changePasswordSchema,
);

const uiSchema: UiSchema<ChangePasswordData> = {
  'ui:order': ['old_password', 'password', 'password_confirmation'],
  old_password: {
    'ui:widget': 'password',
    'ui:placeholder': 'Your current password',
    'ui:options': { autocomplete: 'current-password' },
  },
  ...newPasswordUi('Your new password', 'Type the new password again'),
};

/** Change Your Password: three password fields with show/hide; the button waits for valid data. */
export function ChangePasswordPage({ title }: PageProps) {
  const change = useChangePassword();
  const [data, setData] = useState<ChangePasswordData>({});
  // A new form (fresh touched state) after a successful change.
  const [round, setRound] = useState(0);
  const fieldErrors = change.isError && isEnvelope(change.error) ? (change.error.error ?? null) : null;

  const submit = (values: ChangePasswordData) => {
    change.mutate(
      {
        body: {
          old_password: values.old_password ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
      },
      {
        onSuccess: () => {
          setData({});
          setRound((r) => r + 1);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={title} lead="Choose a new password for signing in to e-laundry." />
      <section className="card change-password" aria-label="New password">
        <SchemaForm<ChangePasswordData>
          key={round}
          form={changePasswordForm}
          uiSchema={uiSchema}
          formData={data}
          onChange={setData}
          onSubmit={submit}
          submitLabel="Change Password"
          busy={change.isPending}
          busyLabel="Saving…"
          disableSubmitWhileInvalid
          serverErrors={fieldErrors}
        />
        {change.isSuccess ? (
          <p className="change-password__done" role="status">
            Your password has been changed. Other devices were signed out.
          </p>
        ) : null}
      </section>
    </>
  );
}
