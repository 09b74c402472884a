// The retrying fetch: owns the attempts of one logical call (timeouts, backoff sleeps, the retry-count header and
// the idempotency key). openapi-fetch calls it once per logical request.
import { backoffDelay, serverDelay, sleep } from './backoff.js';
import type { BackoffOptions } from './backoff.js';
import { AbortError, ConnectionError, TimeoutError } from './errors.js';
import type { SvcError } from './errors.js';
import { checkIdempotencyKey, createIdempotencyKey } from './idempotency.js';
import type { RateLimit } from './rate-limit.js';
import { parseRateLimit } from './rate-limit.js';
import { redact } from './redact.js';
import type { Hooks } from './redact.js';

/** Sent on retries only: 1 on the first retry, 2 on the second... @public */
export const RETRY_COUNT_HEADER = 'X-Svc-Retry-Count';

/**
 * Options of a client, and so of every call it makes.
 * @public
 */
export interface RetryOptions {
  /** The fetch to send each attempt with (one Request argument); default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries after the first attempt; default 2. */
  retries?: number;
  /** Per-attempt timeout, response body included; default 30,000 ms. */
  timeoutMs?: number;
  /** A server-requested wait longer than this is not slept: the error is returned at once; default 60 s. */
  maxRetryAfterSeconds?: number;
  backoff?: BackoffOptions;
  hooks?: Hooks;
}

/**
 * Options of one call.
 * @public
 */
export interface CallOptions {
  /** Ends the call at once, also during a backoff sleep. */
  signal?: AbortSignal;
  retries?: number;
  timeoutMs?: number;
  /** Your own key (8 to 100 characters of A-Z a-z 0-9 _ -), sent verbatim on every attempt; a malformed one throws. */
  idempotencyKey?: string;
}

/**
 * What the ergonomic methods add to a call.
 * @public
 */
export interface AttemptOptions extends CallOptions {
  /** The operation is safe to repeat without a key (a chat turn, which the service dedupes). */
  idempotent?: boolean;
  /** Generate an idempotency key for this call when the caller gave none. */
  autoIdempotencyKey?: boolean;
}

/**
 * A fetch that retries 429, 503 and network failures of requests that are safe to repeat.
 * @public
 */
export interface RetryingFetch {
  (request: Request, call?: AttemptOptions): Promise<Response>;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
}

/**
 * The retrying fetch of one client; every call made through it shares its options and its rate-limit figures.
 * @public
 */
export function createRetryingFetch(options: RetryOptions = {}): RetryingFetch {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const hooks = options.hooks;
  let last: RateLimit | undefined;

  const retrying = async (request: Request, call: AttemptOptions = {}): Promise<Response> => {
    const signal = call.signal ?? request.signal;
    const retries = call.retries ?? options.retries ?? 2;
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? 30_000;
    const maxWaitMs = (options.maxRetryAfterSeconds ?? 60) * 1000;
    const headers = new Headers(request.headers);
    // One key per logical call, checked before anything is sent and reused on every attempt.
    const key = call.idempotencyKey ?? headers.get('idempotency-key') ?? (call.autoIdempotencyKey ? createIdempotencyKey() : null);
    if (key !== null) headers.set('Idempotency-Key', checkIdempotencyKey(key));
    const safe = request.method === 'GET' || request.method === 'HEAD' || key !== null || call.idempotent === true;
    // Buffered once so every attempt sends the same bytes (a stream can be read only once).
    const body = request.body ? await request.arrayBuffer() : undefined;
    const aborted = (): AbortError =>
      new AbortError('the call was aborted', { code: 'ABORTED', cause: signal.reason });

    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw aborted();
      if (attempt > 1) headers.set(RETRY_COUNT_HEADER, String(attempt - 1));
      const seen = hooks && redact(request.method, request.url, headers);
      const controller = new AbortController();
      const stop = (): void => controller.abort();
      const timer = setTimeout(stop, timeoutMs);
      signal.addEventListener('abort', stop);
      let response: Response | undefined;
      let failure: SvcError | undefined;
      try {
        if (seen) hooks.onRequest?.({ request: seen, attempt });
        const answer = await send(new Request(request, { headers, body, signal: controller.signal }));
        // Read inside the attempt: the timeout and the abort cover the body, and a socket closed mid-body is a
        // connection failure that can be retried, not a broken result.
        const bytes = await answer.arrayBuffer();
        response = new Response(answer.status === 204 || answer.status === 304 ? null : bytes, answer);
      } catch (cause) {
        if (signal.aborted) throw aborted();
        failure = controller.signal.aborted
          ? new TimeoutError(`no complete response within ${timeoutMs} ms`, { code: 'TIMEOUT', retryable: true, cause })
          : new ConnectionError(`could not reach the service: ${cause instanceof Error ? cause.message : String(cause)}`, {
              code: 'CONNECTION_FAILED',
              retryable: true,
              cause,
            });
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
      }

      let delayMs: number | undefined;
      if (response) {
        last = parseRateLimit(response.headers) ?? last;
        if (seen) hooks.onResponse?.({ request: seen, attempt, status: response.status, rateLimit: last });
        if ((response.status !== 429 && response.status !== 503) || !safe || attempt > retries) return response;
        const asked = serverDelay(response);
        // A wait longer than the cap is not slept: the caller gets the error and its retryAfter at once.
        if (asked !== undefined && asked > maxWaitMs) return response;
        delayMs = asked ?? backoffDelay(attempt, options.backoff);
      } else {
        if (!safe || attempt > retries) throw failure;
        delayMs = backoffDelay(attempt, options.backoff);
      }
      if (seen) hooks.onRetry?.({ request: seen, attempt, delayMs, status: response?.status, error: failure });
      try {
        await sleep(delayMs, signal);
      } catch {
        throw aborted();
      }
    }
  };
  return Object.defineProperty(retrying, 'rateLimit', { get: () => last }) as RetryingFetch;
}
