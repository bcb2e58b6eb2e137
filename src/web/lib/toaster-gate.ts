import { createStore, useStore } from './store';

/**
 * The toast container (react-toastify) is loaded on demand to keep it out of the public pages' initial bundle.
 * App mounts it once the data layer is in use or once anything asks for a toast; toasts raised before it has
 * mounted are queued by react-toastify and shown when it does.
 */
const toasterWanted = createStore(false);

export function wantToaster(): void {
  toasterWanted.set(true);
}

export function useToasterWanted(): boolean {
  return useStore(toasterWanted);
}

/** Tests only: forget that a toast was wanted (each test starts without the container). */
export function resetToasterWanted(): void {
  toasterWanted.set(false);
}
