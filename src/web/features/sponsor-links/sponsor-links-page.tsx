import { lazy, Suspense, useId, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import sponsorLinkValidators, { schema as sponsorLinkSchema } from '#generated/validators/sponsor-link-request';
import { formatDate, formatMoney } from '#shared/money';
import type { Column } from '#web/components/tables/data-table';
import { PageHeader } from '#web/components/page-header';
import { QueryTable } from '#web/components/tables/query-table';
import '#web/components/status-badge.css';
import { isEnvelope } from '#web/lib/api-errors';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { notify } from '#web/lib/notify';
import type { PageProps } from '#web/lib/page';
import { useCreateSponsorLink, useRevokeSponsorLink, useSponsorLinks } from './api';
import './sponsor-links.css';

type SponsorLink = components['schemas']['SponsorLink'];

/** The QR code library loads only when a QR code is shown (never in the root bundle). */
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const STATE_LABELS = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const;
const STATE_TONES = { active: 'success', revoked: 'danger', expired: 'neutral' } as const;

type SponsorLinkData = FormDataOf<'SponsorLinkRequest'>;

export const sponsorLinkForm = defineForm<SponsorLinkData>(sponsorLinkValidators, sponsorLinkSchema);

/**
 * "Ask someone to pay" (ADR 057): the customer makes a link for a sponsor (a parent) with an optional suggested amount
 * and note and a lifetime; lists the links with their state and what was paid through them; copies a link, shows its
 * QR code, revokes it.
 */
export function SponsorLinksPage({ title }: PageProps) {
  const links = useSponsorLinks();
  const revoke = useRevokeSponsorLink();
  const [qrFor, setQrFor] = useState<SponsorLink | null>(null);

  const copy = async (link: SponsorLink) => {
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success('Link copied. Send it to the person who will pay.');
    } catch {
      notify.error('Could not copy the link. Select it and copy it yourself.');
    }
  };

  const columns: Column<SponsorLink>[] = [
    {
      header: 'Link',
      cell: (l) => (
        <>
          <span className="cell-mono sponsor-link__url">{l.url}</span>
          <span className="cell-sub">Made {formatDate(l.created_at)}</span>
        </>
      ),
    },
    {
      header: 'Amount | Note',
      cell: (l) => (
        <>
          {l.suggested_amount ? formatMoney(l.suggested_amount) : 'Sponsor chooses'}
          {l.note ? <span className="cell-sub">{l.note}</span> : null}
        </>
      ),
    },
    { header: 'Expires', cell: (l) => formatDate(l.expires_at) },
    { header: 'Status', cell: (l) => <span className={`badge badge--${STATE_TONES[l.state]}`}>{STATE_LABELS[l.state]}</span> },
    {
      header: 'Paid',
      numeric: true,
      cell: (l) => (
        <>
          {formatMoney(l.paid_total)}
          <span className="cell-sub">
            {l.paid_count} top-up{l.paid_count === 1 ? '' : 's'}
          </span>
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (l) =>
        l.state === 'active' ? (
          <div className="sponsor-link__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy(l)} aria-label={`Copy link ${l.code}`}>
              Copy
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setQrFor(l)} aria-label={`Show QR code of link ${l.code}`}>
              QR code
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={revoke.isPending}
              aria-label={`Revoke link ${l.code}`}
              onClick={() => {
                if (qrFor?.id === l.id) setQrFor(null);
                revoke.mutate({ params: { path: { id: l.id } } });
              }}
            >
              Revoke
            </button>
          </div>
        ) : (
          <span className="cell-sub">—</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        lead="Make a payment link for a parent or sponsor: they open it without an account, pay with their card, and your balance is topped up."
        actions={
          <Link href="/my/user/deposits" className="btn btn--ghost">
            My deposits
          </Link>
        }
      />
      <div className="sponsor-links">
        <MakeLinkForm onMade={(link) => setQrFor(link)} />
        {qrFor ? (
          <section className="card sponsor-qr" aria-labelledby="sponsor-qr-title">
            <h2 id="sponsor-qr-title" className="sponsor-qr__title">
              QR code of your link
            </h2>
            <Suspense fallback={<p role="status">Loading the QR code…</p>}>
              <QRCodeSVG value={qrFor.url} size={200} marginSize={2} title={`QR code for ${qrFor.url}`} />
            </Suspense>
            <p className="cell-mono sponsor-link__url">{qrFor.url}</p>
            <div className="sponsor-link__actions">
              <button type="button" className="btn btn--primary btn--small" onClick={() => void copy(qrFor)}>
                Copy link
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setQrFor(null)}>
                Hide QR code
              </button>
            </div>
          </section>
        ) : null}
        <QueryTable title="My payment links" things="payment links" columns={columns} rowKey={(l) => l.id} query={links} />
      </div>
    </>
  );
}

/** The link's lifetime: a few choices within the contract's 1–90 days. */
const EXPIRY_CHOICES = [7, 14, 30, 60, 90].map((d) => ({ value: d, label: `${d} days` }));

const uiSchema: UiSchema<SponsorLinkData> = {
  'ui:order': ['amount', 'note', 'expires_in_days'],
  amount: { 'ui:title': 'Suggested amount (₦, optional)', 'ui:placeholder': 'e.g. 5000', 'ui:options': { inputMode: 'decimal' } },
  note: { 'ui:title': 'Note (optional)', 'ui:placeholder': "For this week's laundry", 'ui:options': { maxLength: 140 } },
  expires_in_days: { 'ui:title': 'Link works for', 'ui:widget': 'select', 'ui:options': { choices: EXPIRY_CHOICES } },
};

const DEFAULT_DAYS = 30;

function MakeLinkForm({ onMade }: { onMade(link: SponsorLink): void }) {
  const id = useId();
  const create = useCreateSponsorLink();
  const [data, setData] = useState<SponsorLinkData>({ expires_in_days: DEFAULT_DAYS });
  const serverErrors = isEnvelope(create.error) ? create.error.error : null;

  const submit = (values: SponsorLinkData) => {
    const note = values.note?.trim() ?? '';
    create.mutate(
      { body: { amount: values.amount ?? null, note: note === '' ? null : note, expires_in_days: values.expires_in_days ?? DEFAULT_DAYS } },
      {
        // The lifetime chosen stays for the next link.
        onSuccess: (answer) => {
          setData((d) => ({ expires_in_days: d.expires_in_days }));
          onMade(answer.data);
        },
      },
    );
  };

  return (
    <section className="card sponsor-make" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sponsor-make__title">
        Make a payment link
      </h2>
      <div className="sponsor-make__form">
        <SchemaForm<SponsorLinkData>
          form={sponsorLinkForm}
          uiSchema={uiSchema}
          formData={data}
          onChange={setData}
          onSubmit={submit}
          idPrefix="sponsor_link"
          autoFocusFirst={false}
          submitLabel="Make link"
          busy={create.isPending}
          busyLabel="Please wait…"
          serverErrors={serverErrors}
        />
      </div>
    </section>
  );
}
