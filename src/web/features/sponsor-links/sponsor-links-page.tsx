import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney } from '#shared/money';
import { DataTable, type Column } from '#web/components/data-table';
import { PageHeader } from '#web/components/page-header';
import '#web/components/status-badge.css';
import { isEnvelope } from '#web/lib/api-errors';
import { notify } from '#web/lib/notify';
import type { PageProps } from '#web/lib/page';
import { useCreateSponsorLink, useRevokeSponsorLink, useSponsorLinks } from './api';
import '#web/lib/forms/forms.css';
import './sponsor-links.css';

type SponsorLink = components['schemas']['SponsorLink'];

/** The QR code library loads only when a QR code is shown (never in the root bundle). */
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const STATE_LABELS = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const;
const STATE_TONES = { active: 'success', revoked: 'danger', expired: 'neutral' } as const;

const EXPIRY_CHOICES = [7, 14, 30, 60, 90] as const;

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
        <DataTable
          title="My payment links"
          things="payment links"
          columns={columns}
          rows={links.data?.data}
          rowKey={(l) => l.id}
          loading={links.isPending}
          error={links.isError}
          onRetry={() => links.refetch()}
        />
      </div>
    </>
  );
}

function MakeLinkForm({ onMade }: { onMade(link: SponsorLink): void }) {
  const id = useId();
  const create = useCreateSponsorLink();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [days, setDays] = useState(30);
  const fields = create.isError && isEnvelope(create.error) ? (create.error.error ?? {}) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { body: { amount: amount.trim() === '' ? null : Number(amount), note: note.trim() === '' ? null : note.trim(), expires_in_days: days } },
      {
        onSuccess: (answer) => {
          setAmount('');
          setNote('');
          onMade(answer.data);
        },
      },
    );
  };
  const errorOf = (name: string) =>
    fields[name]?.length ? (
      <ul id={`${id}-${name}-errors`} className="field__errors">
        <li className="field__error">{fields[name]![0]}</li>
      </ul>
    ) : null;
  const invalid = (name: string) => (fields[name]?.length ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-errors` } : {});

  return (
    <section className="card sponsor-make" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sponsor-make__title">
        Make a payment link
      </h2>
      <form onSubmit={onSubmit} className="sponsor-make__form" aria-labelledby={`${id}-title`}>
        <div className="field">
          <label htmlFor={`${id}-amount`} className="field__label">
            Suggested amount (₦, optional)
          </label>
          <input
            id={`${id}-amount`}
            className="field__input"
            type="number"
            inputMode="decimal"
            step="any"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="e.g. 5000"
            {...invalid('amount')}
          />
          {errorOf('amount')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-note`} className="field__label">
            Note (optional)
          </label>
          <input id={`${id}-note`} className="field__input" maxLength={140} value={note} onChange={(e) => setNote(e.target.value)} placeholder="For this week's laundry" {...invalid('note')} />
          {errorOf('note')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-days`} className="field__label">
            Link works for
          </label>
          <div className="select">
            <select id={`${id}-days`} className="field__input select__control" value={days} onChange={(e) => setDays(Number(e.target.value))} {...invalid('expires_in_days')}>
              {EXPIRY_CHOICES.map((d) => (
                <option key={d} value={d}>
                  {d} days
                </option>
              ))}
            </select>
          </div>
          {errorOf('expires_in_days')}
        </div>
        <div className="form__actions">
          <button type="submit" className="btn btn--primary form__submit" disabled={create.isPending}>
            {create.isPending ? 'Please wait…' : 'Make link'}
          </button>
        </div>
      </form>
    </section>
  );
}
