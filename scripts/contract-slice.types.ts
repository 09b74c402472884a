// Each client's slice of the contract's types against the whole contract's (@svc/types), checked by `pnpm typecheck`:
// every operation a client's `operations` holds is the same type as the contract's of that name, and so is every
// path. A slice that drifted from the contract (an older `pnpm gen`, a hand edit) fails here, naming the operation.
import type { operations as CaptureOperations, paths as CapturePaths } from '../packages/capture-node/src/generated/openapi.js';
import type { operations as ContentOperations, paths as ContentPaths } from '../packages/content/src/generated/openapi.js';
import type { operations as EngageOperations, paths as EngagePaths } from '../packages/engage-browser/src/generated/openapi.js';
import type { operations, paths } from '../packages/types/src/generated/openapi.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The names whose types differ from the contract's: `never` when the slice agrees. */
type Differing<Slice, Whole> = {
  [K in keyof Slice]-?: K extends keyof Whole ? (Same<Slice[K], Whole[K]> extends true ? never : K) : K;
}[keyof Slice];
/** A path of a slice lacks the CORS preflight (`options`), which a browser sends by itself; the rest is the contract's. */
type DifferingPaths<Slice, Whole> = {
  [P in keyof Slice]-?: P extends keyof Whole
    ? [Differing<Omit<Slice[P], 'options'>, Omit<Whole[P], 'options'>>] extends [never]
      ? never
      : P
    : P;
}[keyof Slice];

// Each line fails to compile with the name of an operation or path whose type differs: `never` takes nothing else.
export const contentOperations: never = undefined as unknown as Differing<ContentOperations, operations>;
export const contentPaths: never = undefined as unknown as DifferingPaths<ContentPaths, paths>;
export const captureOperations: never = undefined as unknown as Differing<CaptureOperations, operations>;
export const capturePaths: never = undefined as unknown as DifferingPaths<CapturePaths, paths>;
export const engageOperations: never = undefined as unknown as Differing<EngageOperations, operations>;
export const engagePaths: never = undefined as unknown as DifferingPaths<EngagePaths, paths>;
