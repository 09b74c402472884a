// @svc/msw/jest: import it once (a file of Jest's `setupFilesAfterEach`, or the test file) and
// `expect(svc).toHaveReceived(operation, { times?, body? })` checks what the code sent, failing with the near-miss
// report of `svc.expectRequest`. Registered on Jest's global `expect`.
import type { OperationId } from '@svc/spec';
import type { ReceivedOptions } from './matchers.js';
import { toHaveReceived } from './matchers.js';

const jestExpect = (globalThis as { expect?: { extend?: (matchers: Record<string, unknown>) => void } }).expect;
if (typeof jestExpect?.extend !== 'function') {
  throw new Error('@svc/msw/jest: no global expect to extend; import @svc/msw/jest from a test file or a setupFilesAfterEach file');
}
jestExpect.extend({ toHaveReceived });

export type { ReceivedOptions } from './matchers.js';

declare global {
  // Jest's matcher types live in the global `jest` namespace (@types/jest).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    interface Matchers<R> {
      /**
       * Passes when the mock service answered requests of `operation` (exactly `times` of them, one or more without
       * it) whose bodies contain `body`, a deep partial; a request refused as the caller's mistake never counts. Fails
       * with the closest requests, field by field. Await it.
       */
      toHaveReceived<Op extends OperationId>(operation: Op, options?: ReceivedOptions<Op>): Promise<R>;
    }
  }
}
