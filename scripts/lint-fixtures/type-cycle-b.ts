// The other half of type-cycle-a.ts's circle.
import type { A } from './type-cycle-a.js';
export interface B {
  a?: A;
}
