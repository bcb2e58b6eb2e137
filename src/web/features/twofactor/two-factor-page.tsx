import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { UiSchema } from '@rjsf/utils';
import codeValidators, { schema as codeSchema } from '#generated/validators/code-request';
import { CopyIcon, ShieldIcon } from '#web/components/form-icons';
import { Modal } from '#web/components/modal';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { isEnvelope } from '#web/lib/api-errors';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { notify } from '#web/lib/notify';
import type { PageProps } from '#web/lib/page';
import { AUTHENTICATOR_APP_LINKS, useToggleTwoFactor, useTwoFactorSetup } from './api';
import './two-factor-page.css';
import { LoadProblem } from '#web/components/problem-state';

type CodeData = FormDataOf<'CodeRequest'>;

export const codeForm = defineForm<CodeData>(codeValidators, codeSchema);

const codeUi: UiSchema<CodeData> = {
  code: { 'ui:widget': 'otp', 'ui:title': 'Authenticator code', 'ui:autofocus': true },
};

/** Copying shows "Copied to clipboard". Falls back to a selection copy where the Clipboard API is missing. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else {
      input?.select();
      if (!document.execCommand?.('copy')) throw new Error('copy refused');
    }
    notify.success('Copied to clipboard');
  } catch {
    input?.select();
    notify.error('Could not copy automatically. The key is selected: copy it with your keyboard.');
  }
}

/** The "Verify Your OTP" modal: the current authenticator code enables or disables two-factor. */
function VerifyOtpModal({ enabled, open, onClose }: { enabled: boolean; open: boolean; onClose(): void }) {
  const toggle = useToggleTwoFactor(enabled);
  const [data, setData] = useState<CodeData>({});
  const fieldErrors = toggle.isError && isEnvelope(toggle.error) ? (toggle.error.error ?? null) : null;

  const close = () => {
    setData({});
    toggle.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Verify Your OTP"
      description={
        enabled
          ? 'Enter the 6-digit code from your authenticator app to turn two-factor authentication off.'
          : 'Enter the 6-digit code your authenticator app shows for e-laundry to turn two-factor authentication on.'
      }
    >
      <SchemaForm<CodeData>
        form={codeForm}
        uiSchema={codeUi}
        formData={data}
        onChange={setData}
        idPrefix="tfa_code"
        onSubmit={(values) => toggle.mutate({ body: { code: values.code ?? '' } }, { onSuccess: close })}
        submitLabel={enabled ? 'Disable 2FA' : 'Enable 2FA'}
        busy={toggle.isPending}
        busyLabel="Checking…"
        serverErrors={fieldErrors}
      />
    </Modal>
  );
}

/** Google Authenticator: QR code, secret key with copy, app links, enable/disable. */
export function TwoFactorPage({ title }: PageProps) {
  const setup = useTwoFactorSetup();
  const [modalOpen, setModalOpen] = useState(false);
  const [secretInput, setSecretInput] = useState<HTMLInputElement | null>(null);

  const lead = 'Protect your account with a 6-digit code from an authenticator app each time you log in.';

  if (setup.isPending) {
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <PageLoader label="Loading your authenticator set-up…" />
      </>
    );
  }

  if (setup.isError || !setup.data) {
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <LoadProblem id="tfa-error" title="We could not load your two-factor settings." onRetry={() => setup.refetch()} />
      </>
    );
  }

  const { qrcode, secret, tfa_enabled: enabled } = setup.data.data;
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <section className="card tfa" aria-labelledby="tfa-status">
        <div className={`tfa__status${enabled ? ' is-on' : ''}`}>
          <ShieldIcon size={28} />
          <p id="tfa-status">
            Two-factor authentication is <strong>{enabled ? 'on' : 'off'}</strong>
          </p>
        </div>

        <div className="tfa__grid">
          {qrcode ? (
            <figure className="tfa__qr">
              <QRCodeSVG value={qrcode} size={200} level="M" marginSize={2} title="QR code for your authenticator app" />
              <figcaption>Scan with Google Authenticator</figcaption>
            </figure>
          ) : (
            // Once enabled the server no longer shows the key: it lives only in the customer's app.
            <div className="tfa__qr tfa__qr--kept" role="note">
              <ShieldIcon size={64} />
              <p>Your key is kept only in your authenticator app. To set up a new phone, disable 2FA and enable it again.</p>
            </div>
          )}

          <ol className="tfa__steps">
            <li>
              <h2 className="tfa__step-title">Get the app</h2>
              <p>
                Install Google Authenticator on your phone:{' '}
                <a href={AUTHENTICATOR_APP_LINKS.android} target="_blank" rel="noopener noreferrer">
                  Google Play
                </a>{' '}
                or{' '}
                <a href={AUTHENTICATOR_APP_LINKS.ios} target="_blank" rel="noopener noreferrer">
                  App Store
                </a>
                .
              </p>
            </li>
            {secret ? (
              <li>
                <h2 className="tfa__step-title">Add e-laundry</h2>
                <p>Scan the QR code, or type this key into the app:</p>
                <label htmlFor="tfa-secret" className="field__label">
                  Secret key
                </label>
                <div className="copy-field">
                  <input
                    ref={setSecretInput}
                    id="tfa-secret"
                    className="field__input copy-field__input"
                    value={secret}
                    readOnly
                    spellCheck={false}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <button
                    type="button"
                    className="btn btn--ghost copy-field__button"
                    aria-label="Copy secret key"
                    onClick={() => copyText(secret, secretInput)}
                  >
                    <CopyIcon size={18} />
                    <span aria-hidden="true">Copy</span>
                  </button>
                </div>
              </li>
            ) : null}
            <li>
              <h2 className="tfa__step-title">{enabled ? 'Turn it off' : 'Confirm'}</h2>
              <p>
                {enabled
                  ? 'To stop asking for a code at login, confirm with a current code from the app.'
                  : 'Enter the code the app shows to switch two-factor authentication on.'}
              </p>
              <button
                type="button"
                className={enabled ? 'btn btn--ghost tfa__toggle' : 'btn btn--primary tfa__toggle'}
                aria-haspopup="dialog"
                onClick={() => setModalOpen(true)}
              >
                {enabled ? 'Disable 2FA Authenticator' : 'Enable 2FA Authenticator'}
              </button>
            </li>
          </ol>
        </div>
      </section>
      <VerifyOtpModal key={String(enabled)} enabled={enabled} open={modalOpen} onClose={() => setModalOpen(false)} />
    </>
  );
}
