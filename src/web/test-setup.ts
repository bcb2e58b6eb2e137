import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from './lib/session';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // The session atom lives in jotai's default store (shared with non-React code): reset it too.
  clearSession();
  window.history.replaceState(null, '', '/');
});
