// Fixture for scripts/lint-zones.test.ts: a deliberate import cycle (cycle-a → cycle-b → cycle-a).
// eslint.config.js ignores this folder; the test lints it with ignore: false.
import { b } from './cycle-b.js';

export const a = (): number => b() + 1;
