// A circle of type-only imports (scripts/import-cycles.test.ts): import-x/no-cycle does not see it, the count does.
import type { B } from './type-cycle-b.js';
export interface A {
  b?: B;
}
