import { useId } from 'react';
import type { components } from '#generated/api';
import { formatDateTime } from '#shared/money';
import { messageOf } from '#web/lib/api-errors';
import { formatBytes } from '#web/lib/attachment-rules';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from './api';
import { saveFile } from '#web/lib/save-file';

type DataExport = components['schemas']['DataExport'];


/** What the latest archive's state says, in words. */
function statusText(latest: DataExport): string {
  switch (latest.status) {
    case 'queued':
      return 'Your archive is waiting to be prepared…';
    case 'running':
      return `Preparing your archive… ${latest.progress}%`;
    case 'ready':
      return `Your archive is ready${latest.size !== null ? ` (${formatBytes(latest.size)})` : ''}.`;
    case 'failed':
      return 'We could not prepare your archive. Please ask for a new one.';
    case 'expired':
      return 'Your last archive has expired (archives can be downloaded for 24 hours).';
  }
}

/**
 * "Download my data" (issue 26, docs/decisions/055-download-my-data.md): ask for an archive of everything we keep
 * about the customer; its preparation runs on the server (the page polls its progress and survives a reload); when
 * ready it is downloaded with the signed-in session and saved as a zip, until its expiry.
 */
export function DataExportSection() {
  const titleId = useId();
  const statusId = useId();
  const list = useDataExports();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const latest = list.data?.data[0];
  const preparing = latest?.status === 'queued' || latest?.status === 'running';

  const ask = () => request.mutate({});
  const save = (item: DataExport) =>
    download.mutate(
      { params: { path: { id: item.id } }, parseAs: 'blob' },
      { onSuccess: (file) => saveFile(file as unknown as Blob, `e-laundry-data-${item.created_at.slice(0, 10)}.zip`) },
    );

  let state;
  if (list.isPending) {
    state = <p className="data-export__text" role="status">Loading your archives…</p>;
  } else if (list.isError) {
    state = (
      <div className="data-export__problem" role="alert">
        <p>We could not load your archives. {messageOf(list.error)}</p>
        <button type="button" className="btn btn--ghost" onClick={() => list.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (!latest) {
    state = <p className="data-export__text">You have not asked for an archive yet.</p>;
  } else {
    state = (
      <div className="data-export__state">
        <p id={statusId} className="data-export__text" role="status" aria-live="polite">
          {statusText(latest)}
        </p>
        {preparing && (
          <progress className="data-export__progress" max={100} value={latest.progress} aria-labelledby={statusId}>
            {latest.progress}%
          </progress>
        )}
        {latest.status === 'ready' && (
          <>
            {latest.expires_at && (
              <p className="data-export__text">
                Available until <time dateTime={latest.expires_at}>{formatDateTime(latest.expires_at)}</time> (Lagos time).
              </p>
            )}
            <button type="button" className="btn btn--primary" onClick={() => save(latest)} disabled={download.isPending}>
              {download.isPending ? 'Downloading…' : 'Download'}
            </button>
          </>
        )}
      </div>
    );
  }

  return (
    <section className="card data-export" aria-labelledby={titleId} id="download-my-data">
      <h2 id={titleId} className="profile-edit__title">
        Download my data
      </h2>
      <p className="data-export__lead">
        Get a copy of the data we keep about you: your profile, sign-ins, top-ups, transactions, cards, washes, tickets and
        their files, referrals and money given back. We prepare a zip file and e-mail you when it is ready; you download
        it here, signed in, within 24 hours. You can ask 3 times a day.
      </p>
      {state}
      {request.isError && (
        <p className="data-export__error" role="alert">
          {messageOf(request.error)}
        </p>
      )}
      {download.isError && (
        <p className="data-export__error" role="alert">
          {messageOf(download.error)}
        </p>
      )}
      {/* Shown once the list has answered, in its final style: a button switching from filled to outlined while the
          page is read would pass through colours no one can read (its colour transition). */}
      {!preparing && !list.isPending && (
        <button type="button" className={`btn ${latest?.status === 'ready' ? 'btn--ghost' : 'btn--primary'}`} onClick={ask} disabled={request.isPending}>
          {request.isPending ? 'Asking…' : latest ? 'Prepare a new archive' : 'Prepare my archive'}
        </button>
      )}
    </section>
  );
}
