// The retrying fetch: owns the attempts of one logical call (timeouts, the deadline, backoff sleeps, the retry-count
// header and the idempotency key). openapi-fetch calls it once per logical request. A response is handed on as it
// came (its body is read once, by whoever reads it); the attempt's timer and abort cover that read until release().

import { installErrorInspect, unref } from '#platform';
import { isMistake, settle } from './attempts.js';
import type { BackoffOptions } from './backoff.js';
import { backoffDelay, serverDelay, sleep } from './backoff.js';
import type { AttemptRecord, ErrorRequest, RetryStop, SvcError } from './errors.js';
import { AbortError, connectionError, describe, isSvcError, RETRY_STATUSES, requestOf, TimeoutError } from './errors.js';
import { checkIdempotencyKey, createIdempotencyKey } from './idempotency.js';
import type { Logger, LogLevel } from './log.js';
import { createWatch } from './log.js';
import type { RateLimit } from './rate-limit.js';
import { parseRateLimit } from './rate-limit.js';
import type { Hooks } from './redact.js';
import { redactUrl } from './redact.js';

/** Sent on retries only: 1 on the first retry, 2 on the second... @public */
export const RETRY_COUNT_HEADER = 'X-Svc-Retry-Count';

/**
 * How every call of a client is sent and retried; each may be set per client and per call. Durations in milliseconds.
 * @public
 */
export interface RetryPolicy {
  /** Retries after the first attempt; default 2. */
  maxRetries?: number;
  /** Per-attempt timeout, the body read included; default 30,000 ms. */
  timeoutMs?: number;
  /** A bound on the whole call: every attempt, backoff sleep and body read; default none. */
  deadlineMs?: number;
}

/**
 * Options of a client, and so of every call it makes.
 * @public
 */
export interface RetryOptions extends RetryPolicy {
  /** The fetch to send each attempt with (one Request argument); default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** A server-requested wait longer than this is not slept: the error is returned at once; default 60,000 ms. */
  maxRetryAfterMs?: number;
  /** The backoff between retries when the server asks no wait; default 500 ms doubling, capped at 8,000 ms. */
  backoff?: BackoffOptions;
  /** Observers of each attempt, its response and each retry, with credentials redacted. */
  hooks?: Hooks;
  /**
   * The statuses retried for requests that are safe to repeat (GETs, keyed POSTs, chat turns); default
   * `[408, 429, 500, 502, 503, 504]`. Connection failures and timeouts are retried whatever the list.
   */
  retryOn?: readonly number[];
  /**
   * Called before every attempt with the request about to go (credentials included); return a changed Request (a
   * trace header, a signature) to send that instead, or nothing to send it as it is.
   */
  onRequest?: (request: Request, attempt: number) => Request | void | Promise<Request | void>;
  /** `'off' | 'error' | 'warn' | 'info' | 'debug'`; default the SVC_LOG environment variable where there is one, else `'warn'`. */
  logLevel?: LogLevel;
  /** Where log lines go; default console. */
  logger?: Logger;
}

/**
 * Options of one call.
 * @public
 */
export interface CallOptions extends RetryPolicy {
  /** Ends the call at once, also during a backoff sleep or a body read. */
  signal?: AbortSignal;
  /** Headers of this call, added to the client's `headers`. */
  headers?: Record<string, string>;
}

/**
 * Options of one call that stores something: a call option bag plus your own idempotency key.
 * @public
 */
export interface SubmitOptions extends CallOptions {
  /**
   * Your own key (8 to 100 characters of A-Z a-z 0-9 _ -), sent verbatim on every attempt; a malformed one throws.
   * Without it, one is generated per call and reused by its retries.
   */
  idempotencyKey?: string;
}

/**
 * What the ergonomic methods add to a call.
 * @public
 */
export interface AttemptOptions extends SubmitOptions {
  /** The operation is safe to repeat without a key (a chat turn, which the service dedupes). */
  idempotent?: boolean;
  /** Generate an idempotency key for this call when the caller gave none. */
  autoIdempotencyKey?: boolean;
}

/**
 * The state of one logical call, made before its request exists so the request can carry its key.
 * @internal
 */
export interface CallState {
  /** The call's options, the client's merged with the call's. */
  options: AttemptOptions;
  /** The idempotency key every attempt of the call sends, or null for none. */
  key: string | null;
  /** When the whole call must end (epoch milliseconds), or Infinity without `deadlineMs`. */
  deadline: number;
  /** Every attempt so far. */
  attempts: AttemptRecord[];
  /** Stops the current attempt's timer and drops the caller-signal link; called once the body is read. */
  release(): void;
}

/**
 * A fetch that retries 408, 429, 500, 502, 503, 504 (or `retryOn`) and network failures of requests safe to repeat.
 * @public
 */
export interface RetryingFetch {
  /** Sends `request`, retrying what is safe to repeat, and resolves to the last response (its body unread). */
  (request: Request, call?: AttemptOptions): Promise<Response>;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
  /** Makes the state of one logical call (its key and deadline) before its request exists. @internal */
  prepare(call: AttemptOptions): CallState;
  /** Sends a request as one logical call prepared with `prepare`. @internal */
  send(request: Request, state: CallState): Promise<Response>;
}

/** The release of each response's call, for unwrap once the body is read. @internal */
export const releaseOf = new WeakMap<Response, () => void>();

/**
 * The idempotency key of one call: the caller's own (checked before anything is sent), else a fresh one with
 * `autoIdempotencyKey`, else none.
 * @internal
 */
export const callKey = (call: AttemptOptions): string | null =>
  call.idempotencyKey !== undefined ? checkIdempotencyKey(call.idempotencyKey) : call.autoIdempotencyKey ? createIdempotencyKey() : null;

/**
 * The retrying fetch of one client; every call made through it shares its options and its rate-limit figures.
 * @public
 */
export function createRetryingFetch(options: RetryOptions = {}): RetryingFetch {
  return retryingFetch(options, callKey);
}

/**
 * A retrying fetch whose calls get their idempotency key from `keyOf`; without it no call sends one (a read-only
 * client, which then carries none of the keys' making and checking).
 * @internal
 */
// eslint-disable-next-line max-lines-per-function -- every client's one retry loop, kept whole for the clients' byte budgets (see the loop)
export function retryingFetch(options: RetryOptions, keyOf?: (call: AttemptOptions) => string | null): RetryingFetch {
  installErrorInspect();
  const { fetch: custom, hooks, onRequest } = options;
  const watch = createWatch(hooks, options.logLevel, options.logger);
  const statuses = options.retryOn ?? RETRY_STATUSES;
  // The global fetch takes the attempt's signal in its init (one Request is built, not two); an injected fetch takes
  // one Request, so the signal goes onto a copy.
  const send = (request: Request, signal: AbortSignal): Promise<Response> =>
    custom ? custom(new Request(request, { signal })) : fetch(request, { signal });
  let lastHeaders: Headers | undefined;

  const prepare = (call: AttemptOptions): CallState => {
    const deadlineMs = call.deadlineMs ?? options.deadlineMs;
    // One key per logical call, made before anything is sent and reused on every attempt.
    const key = keyOf ? keyOf(call) : null;
    return { options: call, key, deadline: deadlineMs === undefined ? Infinity : Date.now() + deadlineMs, attempts: [], release: () => {} };
  };

  // The loop is kept whole: it reads the client's options, watch and fetch from this closure, and split into named
  // steps (the client's parts passed as a record, the timeout's error and the headers' copy as functions) it measured
  // 15 to 50 bytes gzip more in each client, where the Content client has less than 20 to spare under its 5.5 KB.
  // eslint-disable-next-line max-lines-per-function -- one attempt after another in one closure; see above
  const attempts = async (request: Request, state: CallState): Promise<Response> => {
    const call = state.options;
    // A raw openapi-fetch call may carry the caller's signal on the request itself.
    const signal = call.signal ?? request.signal;
    const info: ErrorRequest = { method: request.method, url: redactUrl(request.url) };
    const what = describe(info);
    const aborted = (): SvcError => new AbortError(`${what} aborted`, { code: 'ABORTED', request: info, cause: signal.reason });
    const retries = call.maxRetries ?? options.maxRetries ?? 2;
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? 30_000;
    let headers = request.headers;
    const key = state.key ?? headers.get('idempotency-key');
    const safe = request.method === 'GET' || request.method === 'HEAD' || key !== null || call.idempotent;
    // A body is buffered once so every attempt sends the same bytes (a stream can be read only once).
    const body = request.body && (await request.arrayBuffer());
    let current: AbortController | undefined;
    const stop = (): void => current?.abort(aborted());
    signal.addEventListener('abort', stop);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const records = state.attempts;
    state.release = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    };
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw (state.release(), aborted());
      let outgoing = request;
      // The first attempt goes out as built; a retry, a buffered body or a key to add need a copy.
      if (attempt > 1 || body || (key !== null && !headers.has('idempotency-key'))) {
        headers = new Headers(headers);
        if (key !== null) headers.set('Idempotency-Key', key);
        if (attempt > 1) headers.set(RETRY_COUNT_HEADER, `${attempt - 1}`);
        outgoing = new Request(request, { headers, body });
      }
      if (onRequest) outgoing = (await onRequest(outgoing, attempt)) ?? outgoing;
      const controller = (current = new AbortController());
      const left = state.deadline - Date.now();
      const late = left < timeoutMs;
      timer = setTimeout(
        () =>
          controller.abort(
            new TimeoutError(`${what} took over ${late ? 'deadlineMs' : `timeoutMs (${timeoutMs})`}`, {
              code: late ? 'DEADLINE_EXCEEDED' : 'TIMEOUT',
              retryable: !late,
              request: info,
            }),
          ),
        late ? Math.max(0, left) : timeoutMs,
      );
      unref(timer);
      // Each use is guarded by `watch` itself, so a client without one (the panel's build stubs it) drops the calls.
      const watching = watch?.attempt(info, headers, attempt);
      let response: Response | undefined;
      let error: SvcError | undefined;
      // Ends the call: the last answer handed on (or its failure thrown) with every attempt and why retrying stopped.
      const done = (stopped?: RetryStop): Response => {
        settle(records, stopped, error ?? response!);
        if (error) throw (state.release(), error);
        return response!;
      };
      try {
        response = await send(outgoing, controller.signal);
      } catch (cause) {
        if (isMistake(cause)) throw (state.release(), cause);
        // The timer and the caller's abort end an attempt with our own error as the reason.
        error = isSvcError(cause) ? cause : connectionError(cause, info);
      }
      const status = response?.status;
      const record: AttemptRecord = response ? { status } : { error: error!.code };
      records.push(record);
      if (watch) watching!.response(response, error);
      if (error && (error.code === 'ABORTED' || error.code === 'DEADLINE_EXCEEDED' || signal.aborted))
        return done(error.code === 'DEADLINE_EXCEEDED' ? 'deadline' : undefined);
      if (response) {
        if (response.headers.has('ratelimit-limit')) lastHeaders = response.headers;
        requestOf.set(response, info);
        releaseOf.set(response, state.release);
        if (!statuses.includes(status!)) return done();
      }
      if (!safe) return done('not-safe');
      if (attempt > retries) return done('limit');
      const asked = response && serverDelay(response);
      // A wait longer than the cap, or past the deadline, is not slept: the caller gets the answer at once.
      const delayMs = asked ?? backoffDelay(attempt, options.backoff);
      const cap = options.maxRetryAfterMs ?? 60_000;
      if (asked! > cap) {
        if (watch) watching!.overCap(asked!, cap);
        return done('wait-over-cap');
      }
      if (Date.now() + delayMs >= state.deadline) return done('deadline');
      record.waitMs = delayMs;
      clearTimeout(timer);
      // The answer we retry past is dropped: its body is never read.
      controller.abort();
      if (watch) watching!.retry(delayMs, retries);
      await sleep(delayMs, signal).catch(() => {
        throw (state.release(), aborted());
      });
    }
  };

  const retrying = async (request: Request, call: AttemptOptions = {}): Promise<Response> => attempts(request, prepare(call));
  return Object.defineProperties(retrying, {
    rateLimit: { get: () => lastHeaders && parseRateLimit(lastHeaders) },
    prepare: { value: prepare },
    send: { value: attempts },
  }) as RetryingFetch;
}
