import { useMemo, useState } from 'react';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import { useLocation } from 'wouter';
import type { components } from '#generated/api';
import requestCardValidators, { schema as requestCardSchema } from '#generated/validators/request-card-request';
import { formatKobo, formatMoney, koboFromMoney } from '#shared/money';
import { AlertIcon } from '#web/components/icons';
import { Modal } from '#web/components/modal';
import { isEnvelope, messageOf } from '#web/lib/api-errors';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { SelectWidget } from '#web/lib/forms/widgets';
import { followRedirect, useBalance, useCardFees, useCardPaymentMethods, useLocations, useRequestCard, useServiceCenters } from './api';
import './cards.css';

type RequestCardData = FormDataOf<'RequestCardRequest'>;
type CardFees = components['schemas']['CardFees'];
type CardPaymentMethod = components['schemas']['CardPaymentMethod'];
type Named = { id: number; name: string };

export const requestCardForm = defineForm<RequestCardData>(requestCardValidators, requestCardSchema);

/** The gateway code of a payment from the customer's balance (never offered for top-ups). */
export const BALANCE_GATEWAY = 'balance';
export const BALANCE_LABEL = 'Account balance';

/**
 * The card fee, the delivery fee, the chosen method's charge and the total, in kobo (exact: from the Money strings,
 * never floats). Without a method the charge is unknown (null) and the total is the two fees.
 */
export function cardQuote(fees: CardFees | undefined, method?: CardPaymentMethod) {
  if (!fees) return null;
  const card = koboFromMoney(fees.card_fee);
  const delivery = koboFromMoney(fees.delivery_fee);
  if (!method) return { card, delivery, charge: null, total: card + delivery };
  return { card, delivery, charge: koboFromMoney(method.charge), total: koboFromMoney(method.total) };
}

/**
 * The Provider choices, as GET /cards/methods lists them (the gateways, then "Account balance"); the balance option
 * shows the balance when it is known. It is never hidden when short: choosing it explains why it cannot pay.
 */
export function providerOptions(methods: readonly CardPaymentMethod[], balance?: string) {
  return methods.map((m) => ({
    value: m.method_code,
    label: m.method_code === BALANCE_GATEWAY && balance !== undefined ? `${m.name} (${formatMoney(balance)})` : m.name,
  }));
}

/**
 * The form's next data: choosing another location clears the service centre (the list changes under it), so a
 * centre of the previous location is never sent.
 */
export function nextFormData(previous: RequestCardData, next: RequestCardData): RequestCardData {
  if (next.location_id !== previous.location_id && next.service_center_id !== undefined) {
    const { service_center_id: _dropped, ...rest } = next;
    return rest;
  }
  return next;
}


interface Context {
  locations: readonly Named[];
  centers: readonly Named[];
  centersLoading: boolean;
  locationChosen: boolean;
  providers: readonly { value: string; label: string }[];
}

/** A select over id/name pairs whose value is the integer id (the contract's location_id / service_center_id). */
function IdSelect(props: WidgetProps, items: readonly Named[], placeholder: string, extra: Partial<WidgetProps> = {}) {
  const enumOptions = items.map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <SelectWidget
      {...props}
      {...extra}
      value={props.value === undefined ? '' : String(props.value)}
      onChange={(value: string | undefined) => props.onChange(value === undefined || value === '' ? undefined : Number(value))}
      options={{ ...props.options, enumOptions }}
      placeholder={placeholder}
    />
  );
}

function LocationWidget(props: WidgetProps) {
  const { locations } = props.registry.formContext as Context;
  return IdSelect(props, locations, 'Select location');
}

function ServiceCenterWidget(props: WidgetProps) {
  const { centers, centersLoading, locationChosen } = props.registry.formContext as Context;
  const placeholder = !locationChosen
    ? 'Choose a location first'
    : centersLoading
      ? 'Loading service centers…'
      : centers.length === 0
        ? 'No service center in this location yet'
        : 'Select service center';
  // Empty until a location is chosen (product-spec §5).
  return IdSelect(props, locationChosen ? centers : [], placeholder);
}

function ProviderWidget(props: WidgetProps) {
  const { providers } = props.registry.formContext as Context;
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: [...providers] }} placeholder="Select provider" />;
}

const widgets = { location: LocationWidget, serviceCenter: ServiceCenterWidget, provider: ProviderWidget };

/**
 * "Request Card": Location → its service centres → Provider (the gateways plus "Account balance"), with the card
 * fee, the delivery fee and the total shown before paying. The contract's RequestCardRequest form (ADR 008) carries
 * the spec's messages ("Location is required", "Service center is required", "Provider center is required").
 * On success the browser follows `redirect_url`: the gateway's checkout, or the card's details page when the
 * balance paid. A refusal (a short balance…) is shown in the modal, in the server's words.
 */
export function RequestCardModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [, navigate] = useLocation();
  const request = useRequestCard();
  const [data, setData] = useState<RequestCardData>({});
  const [leaving, setLeaving] = useState(false);
  const locations = useLocations(open);
  const centers = useServiceCenters(open ? data.location_id : undefined);
  const fees = useCardFees(open);
  const methods = useCardPaymentMethods(open);
  const dashboard = useBalance(open);
  const balance = dashboard.data?.data.available_balance;
  const method = methods.data?.data.find((m) => m.method_code === data.gateway);
  const quote = cardQuote(fees.data?.data, method);

  const context = useMemo<Context>(
    () => ({
      locations: locations.data?.data ?? [],
      centers: centers.data?.data ?? [],
      centersLoading: centers.isFetching,
      locationChosen: data.location_id !== undefined,
      providers: providerOptions(methods.data?.data ?? [], balance),
    }),
    [locations.data, centers.data, centers.isFetching, data.location_id, methods.data, balance],
  );

  const error = request.isError ? request.error : null;
  const fieldErrors = isEnvelope(error) ? (error.error ?? null) : null;
  const formError = error && !fieldErrors ? messageOf(error) : null;
  const loadFailed = locations.isError || fees.isError || methods.isError;

  const uiSchema: UiSchema<RequestCardData> = {
    'ui:order': ['location_id', 'service_center_id', 'gateway'],
    location_id: { 'ui:widget': 'location', 'ui:autofocus': true },
    service_center_id: {
      'ui:widget': 'serviceCenter',
      'ui:help': data.location_id === undefined ? 'The hubs of the location you choose appear here.' : undefined,
    },
    gateway: {
      'ui:widget': 'provider',
      'ui:help':
        method?.method_code === BALANCE_GATEWAY && !method.available
          ? `Your balance${balance === undefined ? '' : ` (${formatMoney(balance)})`} does not cover the total. Top up first, or pay with a card.`
          : data.gateway === BALANCE_GATEWAY
            ? 'Paid at once from your balance: no card payment needed.'
            : 'You pay on the provider’s secure page.',
    },
  };

  const close = () => {
    if (leaving) return;
    setData({});
    request.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Request Card"
      description="Choose where to collect your laundry card and how to pay for it."
    >
      {loadFailed ? (
        <div className="card-modal__alert" role="alert">
          <AlertIcon size={20} />
          <span>We could not load the locations, fees or providers.</span>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void Promise.all([locations.refetch(), fees.refetch(), methods.refetch()])}
          >
            Try again
          </button>
        </div>
      ) : null}
      {formError ? (
        <div className="card-modal__alert" role="alert">
          <AlertIcon size={20} />
          <span>{formError}</span>
        </div>
      ) : null}
      <SchemaForm<RequestCardData>
        form={requestCardForm}
        uiSchema={uiSchema}
        widgets={widgets}
        context={context as unknown as Record<string, unknown>}
        formData={data}
        onChange={(next) => {
          setData((previous) => nextFormData(previous, next));
          if (request.isError) request.reset();
        }}
        idPrefix="card-request"
        serverErrors={fieldErrors}
        busy={request.isPending || leaving}
        busyLabel={leaving ? 'Redirecting…' : 'Please wait…'}
        submitLabel={data.gateway === BALANCE_GATEWAY ? 'Pay from balance' : 'Request Card'}
        onSubmit={(values) =>
          request.mutate(
            {
              body: {
                location_id: values.location_id ?? 0,
                service_center_id: values.service_center_id ?? 0,
                gateway: values.gateway ?? '',
              },
            },
            {
              onSuccess: (answer) => {
                setLeaving(true);
                followRedirect(answer.data.redirect_url, (path) => {
                  setLeaving(false);
                  setData({});
                  request.reset();
                  onClose();
                  navigate(path);
                });
              },
            },
          )
        }
        beforeSubmit={
          <dl className="modal-summary" aria-live="polite" aria-label="Payment summary" aria-busy={fees.isPending || undefined}>
            <div>
              <dt>Card fee</dt>
              <dd>{quote ? formatKobo(quote.card) : '—'}</dd>
            </div>
            <div>
              <dt>Delivery fee</dt>
              <dd>{quote ? formatKobo(quote.delivery) : '—'}</dd>
            </div>
            <div>
              <dt>Charge</dt>
              <dd>{quote?.charge != null ? formatKobo(quote.charge) : '—'}</dd>
            </div>
            <div className="modal-summary__total">
              <dt>Total to pay</dt>
              {/* Before a provider is chosen its charge is unknown: the fees are the least it costs. */}
              <dd>{quote ? (quote.charge === null ? `from ${formatKobo(quote.total)}` : formatKobo(quote.total)) : '—'}</dd>
            </div>
          </dl>
        }
      />
    </Modal>
  );
}
