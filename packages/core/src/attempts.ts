// What a call's errors tell about its attempts: each status or failure with the wait before the next, and why retrying
// stopped. Kept apart from the retry loop so a bundle that never reads them (the widget's panel) can leave them out.
import type { AttemptRecord, RetryStop, SvcError } from './errors.js';
import { isSvcError, RETRY_STATUSES } from './errors.js';

/** The attempts of each response's call and why retrying stopped, for the error made from it. @internal */
export const callOf = new WeakMap<Response, { attempts: AttemptRecord[]; retryStopped: RetryStop | undefined }>();

/**
 * Ends a call's record at its last answer: the thrown failure, or the response an error may later be made from,
 * carries the attempts and why retrying stopped.
 * @internal
 */
export function settle(attempts: AttemptRecord[], retryStopped: RetryStop | undefined, last: Response | SvcError): void {
  const record = { attempts, retryStopped };
  if (isSvcError(last)) Object.assign(last, record);
  else callOf.set(last, record);
}

/** The error made from a response, with its call's attempts; a status retried when safe is `retryable`. @internal */
export function withAttempts<E extends SvcError>(error: E, response: Response): E {
  return Object.assign(error, callOf.get(response), RETRY_STATUSES.includes(response.status) ? { retryable: true } : {});
}

// What fetch implementations throw when the network fails (Node, browsers, Deno, sockets).
const NETWORK = /fetch|network|load|request|connect|socket|terminat|reset/i;

/**
 * A TypeError from a fetch that is not a network failure (Invalid URL, a bad header in a caller's own fetch): a
 * programming error, thrown at once and unchanged, never retried as a ConnectionError.
 * @internal
 */
export function isMistake(cause: unknown): boolean {
  return cause instanceof TypeError && !NETWORK.test(cause.message);
}
