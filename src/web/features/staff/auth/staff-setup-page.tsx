import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { QRCodeSVG } from 'qrcode.react';
import type { UiSchema } from '@rjsf/utils';
import acceptValidators, { schema as acceptSchema } from '#generated/validators/accept-staff-invite-request';
import { AlertIcon } from '#web/components/icons';
import { PageLoader } from '#web/components/page-loader';
import { isEnvelope } from '#web/lib/api-errors';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { useAcceptStaffInvite, useOpenStaffInvite } from '../shared/api';
import { rolesText } from '../shared/staff-roles';
import { fieldErrorsOf } from '../shared/field-errors';

type SetupData = FormDataOf<'AcceptStaffInviteRequest'>;

export const setupForm = defineForm<SetupData>(acceptValidators, acceptSchema);

const setupUi: UiSchema<SetupData> = {
  'ui:order': ['name', 'password', 'password_confirmation', 'code', 'token'],
  token: { 'ui:widget': 'hidden' },
  name: { 'ui:title': 'Full name', 'ui:autocomplete': 'name', 'ui:placeholder': 'Your full name' },
  password: {
    'ui:widget': 'password',
    'ui:placeholder': 'At least 12 characters',
    'ui:help': 'At least 12 characters. A passphrase of a few words is easy to type and hard to guess.',
    'ui:options': { autocomplete: 'new-password' },
  },
  password_confirmation: {
    'ui:widget': 'password',
    'ui:title': 'Confirm password',
    'ui:placeholder': 'Type the password again',
    'ui:options': { autocomplete: 'new-password' },
  },
  code: { 'ui:widget': 'otp', 'ui:title': 'Authenticator code' },
};

/** The token of a set-up link `/staff/setup#token=…` (the fragment never reaches a server). */
export function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export const DEAD_LINK = 'This set-up link is invalid, used or expired. Ask an admin for a new one.';

/** Set up an invited staff account: who is invited, name and password, and the authenticator app (ADR 041). */
export function StaffSetupPage() {
  const [, navigate] = useLocation();
  const [token] = useState(() => tokenOfHash(window.location.hash));
  const open = useOpenStaffInvite();
  const accept = useAcceptStaffInvite();
  const [data, setData] = useState<SetupData>({ token });

  useEffect(() => {
    // The token leaves the address bar (and the history) once read.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (token) open.mutate({ body: { token } });
    // Once, on arrival.
  }, []);

  if (!token || open.isError) {
    const message = open.isError && isEnvelope(open.error) && open.error.code !== 404 && open.error.code !== 422
      ? open.error.message
      : DEAD_LINK;
    return (
      <div className="staff-state staff-state--error" role="alert">
        <AlertIcon size={28} />
        <p>{message}</p>
      </div>
    );
  }
  if (!open.data) return <PageLoader label="Opening your invitation…" />;

  const invite = open.data.data;
  const submit = (values: SetupData) => {
    accept.mutate(
      {
        body: {
          token,
          name: values.name?.trim() ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
          code: values.code ?? '',
        },
      },
      {
        onSuccess: () => navigate('/staff/login', { replace: true }),
        onError: (error) => {
          if (isEnvelope(error) && error.code === 404) open.reset();
        },
      },
    );
  };

  return (
    <div className="staff-setup">
      <dl className="staff-invite">
        <div>
          <dt>Invited</dt>
          <dd>{invite.email}</dd>
        </div>
        <div>
          <dt>Roles</dt>
          <dd>{rolesText(invite.roles)}</dd>
        </div>
        <div>
          <dt>Link valid until</dt>
          <dd>
            <time dateTime={invite.expires_at}>{new Date(invite.expires_at).toLocaleString('en-NG')}</time>
          </dd>
        </div>
      </dl>
      <section className="staff-tfa" aria-labelledby="staff-tfa-title">
        <h2 id="staff-tfa-title">Authenticator app</h2>
        <p>
          Two-factor sign-in is required for staff. Scan this code with your authenticator app (Google Authenticator,
          Authy…), or type the key, then enter the 6-digit code it shows below.
        </p>
        <figure className="staff-tfa__qr">
          <QRCodeSVG value={invite.qrcode} size={180} level="M" marginSize={2} title="QR code for your authenticator app" />
          <figcaption>
            Key: <code className="staff-tfa__secret">{invite.secret}</code>
          </figcaption>
        </figure>
      </section>
      <SchemaForm<SetupData>
        form={setupForm}
        uiSchema={setupUi}
        formData={data}
        onChange={(next) => setData({ ...next, token })}
        onSubmit={submit}
        idPrefix="setup"
        submitLabel="Set up my account"
        busy={accept.isPending}
        busyLabel="Setting up…"
        serverErrors={accept.isError ? fieldErrorsOf(accept.error) : null}
      />
    </div>
  );
}
