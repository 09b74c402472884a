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
  const { fetch: send = (request: Request) => fetch(request), hooks } = options;
  let last: RateLimit | undefined;

  const retrying = async (request: Request, call: AttemptOptions = {}): Promise<Response> => {
    const signal = call.signal ?? request.signal;
    // Whatever is under way (an attempt, a backoff sleep), the caller's abort wins.
    const aborted = (): SvcError => new AbortError('the call was aborted', { code: 'ABORTED', cause: signal.reason });
    const retries = call.retries ?? options.retries ?? 2;
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? 30_000;
    const headers = new Headers(request.headers);
    // One key per logical call, checked before anything is sent and reused on every attempt.
    const key = call.idempotencyKey ?? headers.get('idempotency-key') ?? (call.autoIdempotencyKey ? createIdempotencyKey() : null);
    if (key !== null) headers.set('Idempotency-Key', checkIdempotencyKey(key));
    const safe = /^(GET|HEAD)$/.test(request.method) || key !== null || call.idempotent;
    // Buffered once so every attempt sends the same bytes (a stream can be read only once).
    const body = request.body && (await request.arrayBuffer());
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw aborted();
      if (attempt > 1) headers.set(RETRY_COUNT_HEADER, `${attempt - 1}`);
      // Hooks get a redacted copy, made only when there are hooks.
      const emit = (hook: keyof Hooks, event?: object): void =>
        hooks?.[hook]?.({ request: redact(request.method, request.url, headers), attempt, ...event } as never);
      const controller = new AbortController();
      const stop = (): void => controller.abort();
      const timer = setTimeout(stop, timeoutMs);
      signal.addEventListener('abort', stop);
      let response: Response | undefined;
      let error: SvcError | undefined;
      try {
        emit('onRequest');
        const answer = await send(new Request(request, { headers, body, signal: controller.signal }));
        // Read inside the attempt: the timeout and the abort cover the body, and a socket closed mid-body is a
        // connection failure that can be retried, not a broken result.
        response = new Response(answer.body && (await answer.arrayBuffer()), answer);
      } catch (cause) {
        if (signal.aborted) throw aborted();
        error = controller.signal.aborted
          ? new TimeoutError(`no response in ${timeoutMs} ms`, { code: 'TIMEOUT', retryable: true, cause })
          : new ConnectionError(`cannot reach the service: ${cause}`, { code: 'CONNECTION_FAILED', retryable: true, cause });
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
      }
      const status = response?.status;
      if (response) {
        last = parseRateLimit(response.headers) ?? last;
        emit('onResponse', { status, rateLimit: last });
      }
      if (!safe || attempt > retries || (response && status !== 429 && status !== 503)) {
        if (error) throw error;
        return response!;
      }
      const asked = response && serverDelay(response);
      // A wait longer than the cap is not slept: the caller gets the error and its retryAfter at once.
      if (asked! > (options.maxRetryAfterSeconds ?? 60) * 1000) return response!;
      const delayMs = asked ?? backoffDelay(attempt, options.backoff);
      emit('onRetry', { delayMs, status, error });
      await sleep(delayMs, signal).catch(() => {
        throw aborted();
      });
    }
  };
  return Object.defineProperty(retrying, 'rateLimit', { get: () => last }) as RetryingFetch;
}
