import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from './lib/session-updates';
import { resetToasterWanted } from './lib/toaster-gate';

// findBy…/waitFor wait up to 4 s (the default is 1 s): a page's lazily imported chunk can take longer than a second to
// transform and import when the machine's two cores are busy (a staff ticket page once missed it under load). A test
// that passes waits no longer for it.
configure({ asyncUtilTimeout: 4000 });

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
