import { $api } from '#web/lib/api';

/** Rows per page of My Transactions (product-spec §9). */
export const TRANSACTIONS_PER_PAGE = 15;

/**
 * GET /transactions?page=N&per_page=15 (newest first, each line with its post balance); with `trx`, only that line
 * (where a money-back line links to the line it compensates).
 */
export const useTransactions = (page: number, trx?: string) =>
  $api.useQuery(
    'get',
    '/transactions',
    { params: { query: { page, per_page: TRANSACTIONS_PER_PAGE, ...(trx ? { trx } : {}) } } },
    { placeholderData: (previous) => previous },
  );

export type StatementFormat = 'csv' | 'pdf';

/** GET /transactions/statement as a file (a Blob); failures are toasted like every call. */
export const useStatement = () => $api.useMutation('get', '/transactions/statement', { meta: { successToast: false } });

/** Hands a downloaded file to the browser (lib/save-file.ts). */
export { saveFile } from '#web/lib/save-file';
