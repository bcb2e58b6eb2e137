import { atom, getDefaultStore } from 'jotai';

/**
 * The toast container (react-toastify) is loaded on demand to keep it out of the public pages' initial bundle.
 * App mounts it once the data layer is in use or once anything asks for a toast; toasts raised before it has
 * mounted are queued by react-toastify and shown when it does.
 */
export const toasterWantedAtom = atom(false);

export function wantToaster(): void {
  const store = getDefaultStore();
  if (!store.get(toasterWantedAtom)) store.set(toasterWantedAtom, true);
}
