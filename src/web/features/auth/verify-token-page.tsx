import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import verifyTokenValidators, {
  schema as verifyTokenSchema,
} from '#generated/validators/verify-reset-token-request';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { submitState, useVerifyResetToken } from './api';
import './auth.css';

type VerifyTokenData = FormDataOf<'VerifyResetTokenRequest'>;

export const verifyTokenForm = defineForm<VerifyTokenData>(
  verifyTokenValidators,
  verifyTokenSchema,
);

/** Verify Reset Token: e-mail + the six-digit code → /reset-password/{reset token}. */
export function VerifyTokenPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const prefilled = new URLSearchParams(search).get('email')?.trim() || undefined;
  const verify = useVerifyResetToken();
  const [data, setData] = useState<VerifyTokenData>({ email: prefilled });

  const uiSchema: UiSchema<VerifyTokenData> = {
    'ui:order': ['email', 'code'],
    email: { 'ui:placeholder': 'you@example.com', 'ui:autocomplete': 'email', 'ui:autofocus': !prefilled },
    code: { 'ui:widget': 'otp', 'ui:title': 'Reset code', 'ui:autofocus': !!prefilled },
  };

  const submit = (values: VerifyTokenData) => {
    verify.mutate(
      { body: { email: values.email ?? '', code: values.code ?? '' } },
      { onSuccess: (answer) => navigate(`/reset-password/${encodeURIComponent(answer.data.code)}`, { replace: true }) },
    );
  };

  return (
    <SchemaForm<VerifyTokenData>
      form={verifyTokenForm}
      uiSchema={uiSchema}
      formData={data}
      onChange={setData}
      onSubmit={submit}
      submitLabel="Verify Token"
      {...submitState(verify, 'Checking…')}
    />
  );
}
