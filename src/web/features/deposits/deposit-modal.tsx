import { useMemo, useState } from 'react';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import type { components } from '#generated/api';
import depositValidators, { schema as depositSchema } from '#generated/validators/deposit-request';
import { chargeKobo, formatKobo, formatMoney, koboFromMoney, koboFromNaira } from '#shared/money';
import { Modal } from '#web/components/modal';
import { isEnvelope } from '#web/lib/api-errors';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { SelectWidget } from '#web/lib/forms/widgets';
import { goToPaymentPage, useInitiateDeposit } from './api';

type DepositData = FormDataOf<'DepositRequest'>;
export type PaymentMethod = components['schemas']['PaymentMethod'];

export const depositForm = defineForm<DepositData>(depositValidators, depositSchema);

/** The Provider field: the form's select over the enabled methods (from GET /deposits/methods, via formContext). */
function ProviderWidget(props: WidgetProps) {
  const methods = (props.registry.formContext as { methods?: PaymentMethod[] }).methods ?? [];
  const enumOptions = methods.map((m) => ({ value: m.method_code, label: m.name }));
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} placeholder="Select provider" />;
}
const widgets = { provider: ProviderWidget };

/** The charge and total for an amount typed in Naira with a method; null until both make sense. */
export function quote(method: PaymentMethod | undefined, amount: number | undefined) {
  if (!method || amount === undefined) return null;
  const amountKobo = koboFromNaira(amount);
  if (amountKobo === null || amountKobo <= 0) return null;
  const charge = chargeKobo(amountKobo, koboFromMoney(method.fixed_charge), method.percent_charge);
  return { amount: amountKobo, charge, total: amountKobo + charge };
}

/** How a method's charge reads: "1.5% + ₦10.00", "1.5%", "₦10.00", "No charge". */
export function describeCharge(method: PaymentMethod): string {
  const fixed = koboFromMoney(method.fixed_charge);
  const parts = [method.percent_charge ? `${method.percent_charge}%` : '', fixed ? formatKobo(fixed) : ''].filter(Boolean);
  return parts.length ? parts.join(' + ') : 'No charge';
}

/**
 * "Deposit Money": Provider and Amount, as the contract's DepositRequest form (its wording: "Provider is required",
 * "Amount is required", the bounds). The charge and the total to pay are shown live from the chosen method's fixed +
 * percent charge; on success the browser goes to the provider's payment page.
 */
export function DepositModal({ open, onClose, methods }: { open: boolean; onClose(): void; methods: PaymentMethod[] }) {
  const initiate = useInitiateDeposit();
  const [data, setData] = useState<DepositData>({});
  const [leaving, setLeaving] = useState(false);
  const method = methods.find((m) => m.method_code === data.method_code);
  const figures = quote(method, data.amount);
  const fieldErrors = initiate.isError && isEnvelope(initiate.error) ? (initiate.error.error ?? null) : null;
  const context = useMemo(() => ({ methods }), [methods]);

  const uiSchema: UiSchema<DepositData> = {
    method_code: { 'ui:widget': 'provider', 'ui:autofocus': true },
    amount: {
      'ui:placeholder': 'Enter amount',
      'ui:options': { inputMode: 'decimal' },
      'ui:help': method
        ? `Between ${formatMoney(method.min_amount)} and ${formatMoney(method.max_amount)}. Charge: ${describeCharge(method)}.`
        : 'Choose a provider to see its limits and charge.',
    },
  };

  const close = () => {
    if (leaving) return;
    setData({});
    initiate.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title="Deposit Money" description="Top up your balance with a card payment.">
      <SchemaForm<DepositData>
        form={depositForm}
        uiSchema={uiSchema}
        widgets={widgets}
        context={context}
        formData={data}
        onChange={setData}
        idPrefix="deposit"
        serverErrors={fieldErrors}
        busy={initiate.isPending || leaving}
        busyLabel={leaving ? 'Redirecting…' : 'Please wait…'}
        submitLabel="Deposit Now"
        onSubmit={(values) =>
          initiate.mutate(
            { body: { method_code: values.method_code ?? '', amount: values.amount ?? 0 } },
            {
              onSuccess: (answer) => {
                setLeaving(true);
                goToPaymentPage(answer.data.redirect_url);
              },
            },
          )
        }
        beforeSubmit={
          <dl className="modal-summary" aria-live="polite" aria-label="Payment summary">
            <div>
              <dt>Charge</dt>
              <dd>{figures ? formatKobo(figures.charge) : '—'}</dd>
            </div>
            <div className="modal-summary__total">
              <dt>Total to pay</dt>
              <dd>{figures ? formatKobo(figures.total) : '—'}</dd>
            </div>
          </dl>
        }
      />
    </Modal>
  );
}
