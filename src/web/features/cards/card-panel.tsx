import { useState } from 'react';
import { formatDateTime } from '#shared/money';
import { CardIcon } from '#web/components/icons';
import { Modal } from '#web/components/modal';
import { messageOf } from '#web/lib/api-errors';
import { useCurrentCard, useFreezeCard } from './api';

/**
 * The customer's laundry card: its number and state (Active / Frozen since …). "Freeze card" (for a lost or stolen
 * card) asks for confirmation first; hubs refuse a frozen card from the next charge on, the balance stays on the
 * account. After a freeze, Link Card offers to link a replacement. Renders nothing while the customer has no card.
 */
export function CardPanel({ onLinkReplacement, only }: { onLinkReplacement?: () => void; only?: string | null }) {
  const current = useCurrentCard();
  const freeze = useFreezeCard();
  const [confirming, setConfirming] = useState(false);
  const card = current.data?.data;
  if (!card || (only !== undefined && only !== null && card.card_number !== only)) return null;
  const frozen = card.status === 'frozen';

  return (
    <section className={`card card-panel${frozen ? ' card-panel--frozen' : ''}`} aria-labelledby="card-panel-title">
      <span className="card-panel__icon" aria-hidden="true">
        <CardIcon size={28} />
      </span>
      <div className="card-panel__body">
        <h2 id="card-panel-title" className="card-panel__title">
          Your laundry card
        </h2>
        <p className="card-panel__number cell-mono">{card.card_number}</p>
        <p className="card-panel__state">
          <span className={`badge badge--${frozen ? 'danger' : 'success'}`}>{frozen ? 'Frozen' : 'Active'}</span>{' '}
          {frozen && card.frozen_at
            ? `Frozen on ${formatDateTime(card.frozen_at)}: hubs refuse it. Your balance is safe.`
            : `Linked on ${formatDateTime(card.linked_at)}. Pay at any hub's washers and dryers with it.`}
        </p>
      </div>
      <div className="card-panel__actions">
        {frozen ? (
          onLinkReplacement ? (
            <button type="button" className="btn btn--primary btn--small" aria-haspopup="dialog" onClick={onLinkReplacement}>
              Link a replacement
            </button>
          ) : null
        ) : (
          <button type="button" className="btn btn--danger btn--small" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            Freeze card
          </button>
        )}
      </div>
      <Modal
        open={confirming}
        onClose={() => {
          if (freeze.isPending) return;
          freeze.reset();
          setConfirming(false);
        }}
        title="Freeze card?"
        description={`Lost or stolen? Freezing card ${card.card_number} makes every hub refuse it at once. It cannot be undone: you will link a replacement card. Your balance stays on your account.`}
      >
        {freeze.isError ? (
          <p className="card-modal__alert" role="alert">
            {messageOf(freeze.error)}
          </p>
        ) : null}
        <div className="confirm-actions">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={freeze.isPending}
            onClick={() => {
              freeze.reset();
              setConfirming(false);
            }}
          >
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={freeze.isPending}
            aria-busy={freeze.isPending || undefined}
            onClick={() =>
              freeze.mutate(
                {},
                {
                  onSuccess: () => setConfirming(false),
                },
              )
            }
          >
            {freeze.isPending ? 'Freezing…' : 'Freeze card'}
          </button>
        </div>
      </Modal>
    </section>
  );
}
