// Calls the reference server's own endpoints in-process (no network, no msw) through @svc/core's typed client of the
// contract: state reads, reset and setup name a contract path and get its typed body, so they see exactly what a
// request would. A refusal is core's typed error (`SvcError`, with the answer's `status` and `code`).
import type { SvcClient } from '@svc/core';
import { createSvcClient } from '@svc/core';
import type { ReferenceServer } from '@svc/reference-server';
import type { paths } from '@svc/spec';

/** The typed client of the contract's paths the mock's own reads and setup are sent with. */
export type InProcessClient = SvcClient<paths>['raw'];

/** The origin of in-process calls; the core routes on the path only. */
const ORIGIN = 'http://svc.mock';

/** The longest delay a timer takes (about 24 days): the calls have no timeout of their own, as an awaited fetch has none. */
const NO_TIMEOUT_MS = 2_147_483_647;

/**
 * A client whose every request goes to `server.fetch`, once (never retried: an in-process answer does not change on
 * a second try), without a timeout (an injected latency fault delays these calls as it delays any) and without
 * logging. The mock's own reads and setup are not what the code under test sent: the
 * `x-svc-console` header makes the journal keep them as the console's calls, which `svc.requests()` and verification
 * leave out.
 */
export function inProcessClient(server: ReferenceServer): InProcessClient {
  return createSvcClient<paths>({
    baseUrl: ORIGIN,
    headers: { 'x-svc-console': '1' },
    fetch: (request) => server.fetch(request),
    maxRetries: 0,
    timeoutMs: NO_TIMEOUT_MS,
    logLevel: 'off',
  }).raw;
}
