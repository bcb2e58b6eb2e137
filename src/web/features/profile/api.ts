import { useQueryClient } from '@tanstack/react-query';
import type { components } from '#generated/api';
import { $api } from '#web/lib/api';
import { isEnvelope, messageOf } from '#web/lib/api-errors';
import { updateSessionUser } from '#web/lib/session-updates';
import { uploadFetch } from '#web/lib/upload-fetch';

type User = components['schemas']['User'];

/** GET /dashboard/me: the signed-in customer's profile. */
export const useProfile = () => $api.useQuery('get', '/dashboard/me');

/** GET /profile/closure: what closing the account would do (ADR 054). */
export const useAccountClosure = () => $api.useQuery('get', '/profile/closure');

/** POST /profile/closure: close the account (the session ends with it). */
export const useCloseAccount = () => $api.useMutation('post', '/profile/closure');

/** PATCH /profile/password: change the password (other sessions are signed out). */
export const useChangePassword = () => $api.useMutation('patch', '/profile/password');

/**
 * The profile-update error as product-spec §8 composes it from the answer's `error` and `message` (the contract:
 * the first field message, else `message`).
 */
export function profileErrorMessage(error: unknown): string {
  if (isEnvelope(error) && error.error) {
    const first = Object.values(error.error).find((list) => list?.length)?.[0];
    if (first?.trim()) return first;
  }
  return messageOf(error);
}

/** Puts what the server answered into the cached profile and the session (the header reads the session's user). */
function useAdoptProfile() {
  const queryClient = useQueryClient();
  return (patch: Partial<User>) => {
    updateSessionUser(patch);
    queryClient.setQueriesData<{ data: User }>({ queryKey: ['get', '/dashboard/me'] }, (old) =>
      old ? { ...old, data: { ...old.data, ...patch } } : old,
    );
  };
}

/** PATCH /profile: the address (names are read-only); the profile everywhere follows the answer. */
export function useUpdateProfile() {
  const adopt = useAdoptProfile();
  return $api.useMutation('patch', '/profile', {
    meta: { errorToast: profileErrorMessage },
    onSuccess: (answer) => adopt(answer.data),
  });
}

/** POST /profile/avatar (multipart, sent on selection); the header's avatar changes as soon as the answer is in. */
export function useUploadAvatar() {
  const adopt = useAdoptProfile();
  return $api.useMutation('post', '/profile/avatar', {
    onSuccess: (answer) => adopt({ image: answer.data.image }),
  });
}

/** The avatar request: one `avatar` part; `onProgress` hears how much has been sent (0…1). */
export function avatarPayload(file: File, onProgress: (fraction: number) => void) {
  return {
    body: { avatar: file.name } as components['schemas']['AvatarUploadRequest'],
    bodySerializer: () => {
      const form = new FormData();
      form.append('avatar', file, file.name);
      return form;
    },
    fetch: uploadFetch(onProgress),
  };
}

/** While an archive is being prepared the page asks for its progress this often. */
export const DATA_EXPORT_POLL_MS = 2000;

/** GET /profile/data-exports: the latest archives (the newest one is shown); polled while one is being prepared. */
export const useDataExports = () =>
  $api.useQuery('get', '/profile/data-exports', undefined, {
    refetchInterval: (query) => {
      const latest = query.state.data?.data[0];
      return latest && (latest.status === 'queued' || latest.status === 'running') ? DATA_EXPORT_POLL_MS : false;
    },
  });

/** POST /profile/data-exports: ask for an archive (202); the list follows. Errors (the 429 of 3 a day) are shown on the section. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/profile/data-exports', {
    meta: { errorToast: false, successToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/profile/data-exports'] }),
  });
}

/** GET /profile/data-exports/{id}/download with the bearer session, as a Blob (the link alone gives nothing). */
export const useDownloadDataExport = () =>
  $api.useMutation('get', '/profile/data-exports/{id}/download', { meta: { errorToast: false, successToast: false } });
