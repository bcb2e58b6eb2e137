import { useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import linkCardValidators, { schema as linkCardSchema } from '#generated/validators/link-card-request';
import { Modal } from '#web/components/modal';
import { isEnvelope, messageOf } from '#web/lib/api-errors';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm, type FieldErrorMap } from '#web/lib/forms/schema-form';
import { useLinkCard } from './api';

type LinkCardData = FormDataOf<'LinkCardRequest'>;

export const linkCardForm = defineForm<LinkCardData>(linkCardValidators, linkCardSchema);

const uiSchema: UiSchema<LinkCardData> = {
  card_number: {
    'ui:placeholder': 'e.g. ELC 7KQ4 M9TX 2HVB R8ND',
    'ui:help': 'The number printed on the back of your laundry card, with or without its spaces.',
    'ui:autofocus': true,
    'ui:options': { trim: true, autoCapitalize: false, spellCheck: false, autocomplete: 'off' },
  },
};

/**
 * Where a refusal is shown: the field's own 422 messages (a mistyped number), and the other refusals (a number that
 * cannot be linked — one answer, whatever the reason — and the customer's own state: 404 / 409) under the Card
 * Number field too, in the server's words.
 */
export function linkCardErrors(error: unknown): FieldErrorMap | null {
  if (!error) return null;
  if (isEnvelope(error) && error.error) return error.error;
  return { card_number: [messageOf(error)] };
}

/** "Link Card": the number of a card from a hub (or a replacement after a lost card was frozen). */
export function LinkCardModal({ open, onClose, replacing = false }: { open: boolean; onClose(): void; replacing?: boolean }) {
  const link = useLinkCard();
  const [data, setData] = useState<LinkCardData>({});

  const close = () => {
    setData({});
    link.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Link Card"
      description={
        replacing
          ? 'Link your replacement card: your balance stays on your account and moves to the new card.'
          : 'Link a laundry card you got at a hub to your account, to pay at the machines with your balance.'
      }
    >
      <SchemaForm<LinkCardData>
        form={linkCardForm}
        uiSchema={uiSchema}
        formData={data}
        onChange={(next) => {
          setData(next);
          if (link.isError) link.reset();
        }}
        idPrefix="link-card"
        serverErrors={linkCardErrors(link.isError ? link.error : null)}
        busy={link.isPending}
        busyLabel="Linking…"
        submitLabel="Link Card"
        onSubmit={(values) =>
          link.mutate(
            { body: { card_number: (values.card_number ?? '').trim() } },
            {
              onSuccess: () => {
                setData({});
                link.reset();
                onClose();
              },
            },
          )
        }
      />
    </Modal>
  );
}
