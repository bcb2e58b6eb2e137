/**
 * The server's bounded contexts (src/server/lib/README.md, docs/decisions/072-server-code-by-bounded-context.md),
 * lowest first: a context imports only the contexts before it in this list, never one after it. eslint.config.js
 * makes its zones from this list; scripts/lint-zones.test.ts checks that it names every folder of src/server/lib.
 */
export const SERVER_CONTEXTS = [
  'platform',
  'identity',
  'notifications',
  'support',
  'ledger',
  'payments',
  'money-back',
  'cards-hubs',
  'privacy',
  'console',
];
