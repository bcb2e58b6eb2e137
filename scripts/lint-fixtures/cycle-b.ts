// Fixture for scripts/lint-zones.test.ts: the other half of the deliberate cycle.
import { a } from './cycle-a.js';

export const b = (): number => (a.length > 0 ? 1 : 0);
