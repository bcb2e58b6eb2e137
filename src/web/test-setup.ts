import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from './lib/session-updates';
import { resetToasterWanted } from './lib/toaster-gate';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // A remembered session (ADR 062) lives in localStorage.
  localStorage.clear();
  // The session lives in a module-level store (shared with non-React code): reset it too.
  clearSession();
  // A page that fetched in one test (a failed call is toasted) must not leave the toast container wanted for the next.
  resetToasterWanted();
  window.history.replaceState(null, '', '/');
});
