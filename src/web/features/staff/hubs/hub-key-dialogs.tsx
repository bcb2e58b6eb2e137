import { useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import reasonValidators, { schema as reasonSchema } from '#generated/validators/hub-key-reason-request';
import { Modal } from '#web/components/modal';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { fieldErrorsOf } from '../shared/field-errors';
import {
  refreshHub,
  useIssueStaffHubKey,
  useRevokeStaffHubKey,
  useRotateStaffHubKey,
} from './hubs-api';
import './staff-hubs.css';

type HubKey = components['schemas']['StaffHubKey'];
type IssuedKey = components['schemas']['IssuedHubKey'];
type ReasonData = FormDataOf<'HubKeyReasonRequest'>;


export const reasonForm = defineForm<ReasonData>(reasonValidators, reasonSchema);
const reasonUi: UiSchema<ReasonData> = { reason: { 'ui:widget': 'textarea' } };
export const NOT_SHOWN_AGAIN = 'Copy this key now and configure it in the hub’s controller: it will not be shown again.';

const KEY_TEXTS = {
  issue: { title: 'Issue a key', description: 'A new key for this hub. Its other keys stay valid.', submit: 'Issue key', busy: 'Issuing…' },
  rotate: {
    title: 'Rotate keys',
    description: 'Every active key of this hub stops working at once and a new key is issued. Configure the new key in the hub right away.',
    submit: 'Rotate keys',
    busy: 'Rotating…',
  },
  revoke: { title: 'Revoke this key?', description: 'The hub’s requests with this key are refused from now on.', submit: 'Revoke', busy: 'Revoking…' },
} as const;

/** Issue, rotate or revoke a hub key: a reason (the contract's form), then the new key shown once. */
export function KeyModal({
  hub,
  action,
  onClose,
  onIssued,
}: {
  hub: number;
  action: { kind: 'issue' | 'rotate' } | { kind: 'revoke'; key: HubKey };
  onClose(): void;
  onIssued(key: IssuedKey): void;
}) {
  const issue = useIssueStaffHubKey();
  const rotate = useRotateStaffHubKey();
  const revoke = useRevokeStaffHubKey();
  const mutation = action.kind === 'issue' ? issue : action.kind === 'rotate' ? rotate : revoke;
  const [data, setData] = useState<ReasonData>({});
  const texts = KEY_TEXTS[action.kind];
  const submit = (values: ReasonData) => {
    const body = values.reason?.trim() ? { reason: values.reason.trim() } : {};
    const done = { onSuccess: () => void refreshHub(hub) };
    if (action.kind === 'revoke') {
      revoke.mutate({ params: { path: { hub, key: action.key.id } }, body }, { onSuccess: () => (done.onSuccess(), onClose()) });
    } else {
      (action.kind === 'issue' ? issue : rotate).mutate(
        { params: { path: { hub } }, body },
        {
          onSuccess: (answer) => {
            done.onSuccess();
            onIssued(answer.data);
          },
        },
      );
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={texts.title}
      description={action.kind === 'revoke' ? `${texts.description} Key ${action.key.prefix}…` : texts.description}
    >
      <SchemaForm<ReasonData>
        form={reasonForm}
        uiSchema={reasonUi}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        idPrefix={`key-${action.kind}`}
        submitLabel={texts.submit}
        busy={mutation.isPending}
        busyLabel={texts.busy}
        serverErrors={mutation.isError ? fieldErrorsOf(mutation.error) : null}
      />
    </Modal>
  );
}

/** The new key, shown this once, with a copy button. Closing forgets it (it is in no cache: mutations only). */
export function NewKeyDialog({ issued, onClose }: { issued: IssuedKey; onClose(): void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.key);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Modal open onClose={onClose} title="New hub key" description={NOT_SHOWN_AGAIN}>
      <div className="hub-new-key">
        {issued.revoked ? <p>{issued.revoked === 1 ? '1 old key was revoked.' : `${issued.revoked} old keys were revoked.`}</p> : null}
        <label className="hub-new-key__label" htmlFor="hub-new-key">
          Key {issued.prefix}…
        </label>
        <textarea id="hub-new-key" className="hub-new-key__value" readOnly rows={2} value={issued.key} onFocus={(e) => e.target.select()} spellCheck={false} />
        <p className="staff-actions">
          <button type="button" className="btn btn--primary" onClick={() => void copy()}>
            Copy key
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            I have stored it
          </button>
        </p>
        <p role="status" aria-live="polite" className="hub-muted">
          {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'no' ? 'Copying failed: select the key and copy it yourself.' : ''}
        </p>
      </div>
    </Modal>
  );
}
