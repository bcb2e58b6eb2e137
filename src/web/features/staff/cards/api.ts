import type { components, operations } from '#generated/api';
import { $staffApi, staffQueryClient } from '#web/lib/staff-api';

/** Cards in the console (tag staff-cards, ADR 045), through the staff client only. */
export type RequestQuery = NonNullable<operations['listStaffCardRequests']['parameters']['query']>;
export type CardQuery = NonNullable<operations['listStaffCards']['parameters']['query']>;
export type StaffCard = components['schemas']['StaffCard'];
export type StaffCardRequestSummary = components['schemas']['StaffCardRequestSummary'];
export type ImportReport = components['schemas']['CardImportAnswer']['data'];

export const useStaffCardRequests = (query: RequestQuery) =>
  $staffApi.useQuery('get', '/staff/card-requests', { params: { query } }, { placeholderData: (previous) => previous });
export const useStaffCardRequest = (id: number) => $staffApi.useQuery('get', '/staff/card-requests/{id}', { params: { path: { id } } });
export const useAdvanceCardRequest = () => $staffApi.useMutation('post', '/staff/card-requests/{id}/advance');
export const useStaffCards = (query: CardQuery) => $staffApi.useQuery('get', '/staff/cards', { params: { query } }, { placeholderData: (previous) => previous });
export const useAddStaffCards = () => $staffApi.useMutation('post', '/staff/cards');
export const useImportStaffCards = () => $staffApi.useMutation('post', '/staff/cards/import');
export const useFreezeStaffCard = () => $staffApi.useMutation('post', '/staff/cards/{id}/freeze');
export const useUnfreezeStaffCard = () => $staffApi.useMutation('post', '/staff/cards/{id}/unfreeze');
export const useReplaceStaffCard = () => $staffApi.useMutation('post', '/staff/cards/{id}/replace');

/** After a change: the lists and the open request are stale. */
export const refreshCards = () =>
  Promise.all([
    staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/cards'] }),
    staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/card-requests'] }),
    staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/card-requests/{id}'] }),
  ]);

/** The CSV import's body: one `file` part (openapi-fetch leaves the boundary to the browser for FormData). */
export function importPayload(file: File) {
  return {
    body: { file: file.name } as components['schemas']['CardImportRequest'],
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file, file.name);
      return form;
    },
  };
}

/** Stage names as the customer's timeline and the server's messages say them. */
export const STAGE_LABELS: Record<components['schemas']['StaffCardStage'], string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const STATUS_LABELS: Record<components['schemas']['StaffCardStatus'], string> = {
  in_stock: 'In stock',
  linked: 'Linked',
  frozen: 'Frozen',
  retired: 'Retired',
  management: 'Management card',
};
