import { useState } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney } from '#shared/money';
import type { Column } from '#web/components/tables/data-table';
import { NEEDS_CONNECTION, OfflineNotice } from '#web/components/offline-notice';
import { PageHeader } from '#web/components/page-header';
import { PagedTable } from '#web/components/tables/query-table';
import { StatusBadge } from '#web/components/status-badge';
import { useOnline } from '#web/lib/online';
import type { PageProps } from '#web/lib/page';
import { CARD_REQUESTS_PER_PAGE, useCardRequests, useCurrentCard, useProfile } from './api';
import { CardPanel } from './card-panel';
import { LinkCardModal } from './link-card-modal';
import { RequestCardModal } from './request-card-modal';
import './cards.css';

type CardRequest = components['schemas']['CardRequest'];

/** "N/A" is how the profile says "no card" (product-spec §3). */
export const NO_CARD = 'N/A';

const COLUMNS: Column<CardRequest>[] = [
  {
    header: 'Request date',
    cell: (r) => (
      <Link href={`/my/user/card-management/${r.id}`} aria-label={`Card request ${r.reference} of ${formatDate(r.created_at)}: details`}>
        {formatDate(r.created_at)}
      </Link>
    ),
  },
  { header: 'Amount paid', numeric: true, cell: (r) => formatMoney(r.amount) },
  { header: 'Payment status', cell: (r) => <StatusBadge status={r.payment_status} /> },
  { header: 'Gateway', cell: (r) => r.gateway },
  { header: 'Reference ID', cell: (r) => <span className="cell-mono">{r.reference}</span> },
];

/**
 * Card History: Request Card, and Link Card only while the profile's card number is N/A (product-spec §2); the card
 * requests, 10 per page, each opening its details.
 */
export function CardManagementPage({ title }: PageProps) {
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<'request' | 'link' | 'replace' | null>(null);
  const requests = useCardRequests(page);
  const profile = useProfile();
  const current = useCurrentCard();
  const online = useOnline();
  // Offline, requesting or linking a card cannot work: the buttons say so instead of failing (ADR 058).
  const offlineProps = online ? {} : { disabled: true, title: NEEDS_CONNECTION, 'aria-describedby': 'offline-notice-title' };
  const cardNo = profile.data?.data.card_no;
  const canLink = cardNo === NO_CARD;

  return (
    <>
      <PageHeader
        title={title}
        lead={
          canLink
            ? 'Request a laundry card for your hub, or link one you already have.'
            : 'Request a laundry card for your hub and follow its delivery.'
        }
        actions={
          <>
            <button type="button" className="btn btn--primary" aria-haspopup="dialog" onClick={() => setModal('request')} {...offlineProps}>
              Request Card
            </button>
            {canLink ? (
              <button type="button" className="btn btn--ghost" aria-haspopup="dialog" onClick={() => setModal('link')} {...offlineProps}>
                Link Card
              </button>
            ) : null}
          </>
        }
      />
      <OfflineNotice updatedAt={current.dataUpdatedAt || requests.dataUpdatedAt} needsNetwork="Card requests, linking and freezing" />
      <CardPanel onLinkReplacement={() => setModal('replace')} />
      <PagedTable title="Card requests" columns={COLUMNS} rowKey={(r) => r.id} query={requests} perPage={CARD_REQUESTS_PER_PAGE} onPage={setPage} />
      <RequestCardModal open={modal === 'request'} onClose={() => setModal(null)} />
      <LinkCardModal open={modal === 'link' || modal === 'replace'} replacing={modal === 'replace'} onClose={() => setModal(null)} />
    </>
  );
}
