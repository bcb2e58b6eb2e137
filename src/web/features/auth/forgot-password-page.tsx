import { useState } from 'react';
import { useLocation } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import forgotValidators, { schema as forgotSchema } from '#generated/validators/forgot-password-request';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { submitState, useForgotPassword } from './api';
import './auth.css';

type ForgotData = FormDataOf<'ForgotPasswordRequest'>;

export const forgotForm = defineForm<ForgotData>(forgotValidators, forgotSchema);

/**
 * Forgot Password?: choose Email Address or UserName, type it, Submit → /verify-token, carrying
 * the e-mail address along (?email=) when it is known so that the next screen is prefilled.
 */
export function ForgotPasswordPage() {
  const [, navigate] = useLocation();
  const forgot = useForgotPassword();
  const [data, setData] = useState<ForgotData>({ type: 'email' });
  const byEmail = data.type !== 'username';

  const uiSchema: UiSchema<ForgotData> = {
    'ui:order': ['type', 'value'],
    type: { 'ui:widget': 'select', 'ui:title': 'Reset with', 'ui:enumNames': ['Email Address', 'UserName'] },
    value: byEmail
      ? { 'ui:title': 'Email Address', 'ui:placeholder': 'you@example.com', 'ui:autocomplete': 'email' }
      : {
          'ui:title': 'UserName',
          'ui:placeholder': 'Your username',
          'ui:autocomplete': 'username',
          'ui:options': { trim: true, autoCapitalize: false, spellCheck: false },
        },
  };

  const change = (next: ForgotData) => {
    // Switching between e-mail and username starts the field afresh.
    setData(next.type !== data.type ? { type: next.type } : next);
  };

  const submit = (values: ForgotData) => {
    const type = values.type ?? 'email';
    const value = values.value?.trim() ?? '';
    forgot.mutate(
      { body: { type, value } },
      {
        onSuccess: () => navigate(type === 'email' ? `/verify-token?email=${encodeURIComponent(value)}` : '/verify-token'),
      },
    );
  };

  return (
    <SchemaForm<ForgotData>
      form={forgotForm}
      uiSchema={uiSchema}
      formData={data}
      onChange={change}
      onSubmit={submit}
      submitLabel="Submit"
      {...submitState(forgot, 'Sending…')}
    />
  );
}
