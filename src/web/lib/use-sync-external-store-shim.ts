/**
 * Stand-in for `use-sync-external-store/shim`, which wouter imports to support React 17: React 19 has
 * useSyncExternalStore built in, and the shim cost the root bundle ~0.4 KB gzip. vite.config.ts aliases the shim here.
 */
export { useSyncExternalStore } from 'react';
