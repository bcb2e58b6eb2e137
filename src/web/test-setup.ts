import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach } from 'vitest';
import { clearSession } from './lib/session';
import { toasterWantedAtom } from './lib/toaster-gate';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // The session atom lives in jotai's default store (shared with non-React code): reset it too.
  clearSession();
  // A page that fetched in one test (a failed call is toasted) must not leave the toast container wanted for the next.
  getDefaultStore().set(toasterWantedAtom, false);
  window.history.replaceState(null, '', '/');
});
