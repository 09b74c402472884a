// @svc/msw/vitest: import it once (a setup file, or the test file) and `expect(svc).toHaveReceived(operation,
// { times?, body? })` checks what the code sent, failing with the near-miss report of `svc.expectRequest`.
import type { OperationId } from '@svc/spec';
import { expect } from 'vitest';
import type { ReceivedOptions } from './matchers.js';
import { toHaveReceived } from './matchers.js';

expect.extend({ toHaveReceived });

export type { ReceivedOptions } from './matchers.js';

declare module 'vitest' {
  // Merged into vitest's own declaration, whose type parameter this must repeat exactly.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  interface Matchers<T = any> {
    /**
     * Passes when the mock service answered requests of `operation` (exactly `times` of them, one or more without it)
     * whose bodies contain `body`, a deep partial; a request refused as the caller's mistake never counts. Fails
     * with the closest requests, field by field. Await it.
     */
    toHaveReceived<Op extends OperationId>(operation: Op, options?: ReceivedOptions<Op>): Promise<T>;
  }
}
