import { useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import reasonValidators, { schema as reasonSchema } from '#generated/validators/card-reason-request';
import replaceValidators, { schema as replaceSchema } from '#generated/validators/replace-card-request';
import { Modal } from '#web/components/modal';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { fieldErrorsOf } from '../shared/field-errors';
import { refreshCards, useFreezeStaffCard, useReplaceStaffCard, useUnfreezeStaffCard, type StaffCard } from './api';

type ReasonData = FormDataOf<'CardReasonRequest'>;
type ReplaceData = FormDataOf<'ReplaceCardRequest'>;
export const reasonForm = defineForm<ReasonData>(reasonValidators, reasonSchema);
export const replaceForm = defineForm<ReplaceData>(replaceValidators, replaceSchema);
const reasonUi: UiSchema<ReasonData> = { reason: { 'ui:widget': 'textarea' } };
const replaceUi: UiSchema<ReplaceData> = {
  'ui:order': ['card_number', 'reason'],
  card_number: { 'ui:placeholder': 'From stock', 'ui:autocomplete': 'off', 'ui:options': { trim: true, autoCapitalize: false, spellCheck: false } },
  reason: { 'ui:widget': 'textarea' },
};

type Action = 'freeze' | 'unfreeze' | 'replace';

/** Freeze / Unfreeze / Replace buttons for a customer's card (linked or frozen), each through a reason dialog. */
export function CardActions({ card }: { card: StaffCard }) {
  const [open, setOpen] = useState<Action | null>(null);
  if (card.status !== 'linked' && card.status !== 'frozen') return <>—</>;
  return (
    <span className="staff-actions">
      {card.status === 'linked' ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen('freeze')}>
          Freeze<span className="visually-hidden"> card {card.printed}</span>
        </button>
      ) : (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen('unfreeze')}>
          Unfreeze<span className="visually-hidden"> card {card.printed}</span>
        </button>
      )}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen('replace')}>
        Replace<span className="visually-hidden"> card {card.printed}</span>
      </button>
      {open === 'replace' ? <ReplaceModal card={card} onClose={() => setOpen(null)} /> : open ? <ReasonModal card={card} action={open} onClose={() => setOpen(null)} /> : null}
    </span>
  );
}

const TITLES = { freeze: 'Freeze this card?', unfreeze: 'Unfreeze this card?' } as const;
const WHAT = {
  freeze: 'It stops paying at the hubs at once. The balance stays on the account.',
  unfreeze: 'It pays again at the hubs for its holder.',
} as const;

function ReasonModal({ card, action, onClose }: { card: StaffCard; action: 'freeze' | 'unfreeze'; onClose(): void }) {
  const freeze = useFreezeStaffCard();
  const unfreeze = useUnfreezeStaffCard();
  const mutation = action === 'freeze' ? freeze : unfreeze;
  const [data, setData] = useState<ReasonData>({});
  return (
    <Modal open onClose={onClose} title={TITLES[action]} description={`Card ${card.printed}${card.holder ? ` of ${card.holder.name || card.holder.email}` : ''}. ${WHAT[action]}`}>
      <SchemaForm<ReasonData>
        form={reasonForm}
        uiSchema={reasonUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          mutation.mutate(
            { params: { path: { id: card.id } }, body: { reason: (values.reason ?? '').trim() } },
            {
              onSuccess: () => {
                void refreshCards();
                onClose();
              },
            },
          )
        }
        idPrefix={action}
        submitLabel={action === 'freeze' ? 'Freeze card' : 'Unfreeze card'}
        busy={mutation.isPending}
        busyLabel="Saving…"
        serverErrors={mutation.isError ? fieldErrorsOf(mutation.error) : null}
      />
    </Modal>
  );
}

function ReplaceModal({ card, onClose }: { card: StaffCard; onClose(): void }) {
  const replace = useReplaceStaffCard();
  const [data, setData] = useState<ReplaceData>({});
  return (
    <Modal
      open
      onClose={onClose}
      title="Replace this card?"
      description={`Card ${card.printed} is retired and a new card is linked to ${card.holder ? card.holder.name || card.holder.email : 'its holder'}, who is e-mailed. The balance stays on the account.`}
    >
      <SchemaForm<ReplaceData>
        form={replaceForm}
        uiSchema={replaceUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          replace.mutate(
            {
              params: { path: { id: card.id } },
              body: { reason: (values.reason ?? '').trim(), ...(values.card_number?.trim() ? { card_number: values.card_number.trim() } : {}) },
            },
            {
              onSuccess: () => {
                void refreshCards();
                onClose();
              },
            },
          )
        }
        idPrefix="replace"
        submitLabel="Replace card"
        busy={replace.isPending}
        busyLabel="Replacing…"
        serverErrors={replace.isError ? fieldErrorsOf(replace.error) : null}
      />
    </Modal>
  );
}
