// How long to wait before a retry: what the server asks (Retry-After, then RateLimit-Reset), else jittered backoff.
// Modelled on ky's retry timing; the sleep ends at once when the caller aborts.

/**
 * Exponential backoff: `baseMs` doubling per retry up to `capMs`, with jitter so clients do not retry in step.
 * @public
 */
export interface BackoffOptions {
  /** First delay before jitter; default 500 ms. */
  baseMs?: number;
  /** Largest delay; default 8,000 ms. */
  capMs?: number;
  /** Source of randomness in [0, 1); default Math.random. */
  random?: () => number;
}

/**
 * The backoff delay before retry number `retry` (1 for the first retry): equal jitter, between half and all of
 * `min(capMs, baseMs * 2^(retry-1))`.
 * @public
 */
export function backoffDelay(retry: number, options: BackoffOptions = {}): number {
  const { baseMs = 500, capMs = 8000, random = Math.random } = options;
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The wait a `Retry-After` value asks for, in milliseconds: delay seconds, or an HTTP date (IMF-fixdate, the
 * format RFC 9110 has senders use; a past date is 0). The date is parsed by the one format every engine must read
 * (toUTCString's) and accepted only when it prints back identically, which also refuses dates an engine would
 * silently roll over (31 February).
 * @public
 */
export function parseRetryAfter(value: string, now: number = Date.now()): number | undefined {
  const v = value.trim();
  if (/^\d+$/.test(v)) return +v * 1000;
  const at = Date.parse(v);
  return at >= 0 && new Date(at).toUTCString() === v ? Math.max(0, at - now) : undefined;
}

/**
 * The wait the server asks for in a 429 or 503, in milliseconds: `Retry-After` first, then (on a 429 only, where it
 * is the time until the window that refused us resets) `RateLimit-Reset` delay seconds. Undefined when it asks none.
 * @public
 */
export function serverDelay(response: Response, now: number = Date.now()): number | undefined {
  const retryAfter = response.headers.get('retry-after');
  const asked = retryAfter === null ? undefined : parseRetryAfter(retryAfter, now);
  if (asked !== undefined) return asked;
  const reset = response.status === 429 ? response.headers.get('ratelimit-reset') : null;
  return reset !== null && /^\d+$/.test(reset.trim()) ? Number(reset) * 1000 : undefined;
}

/**
 * Waits `ms`, or rejects with the signal's reason the moment it aborts.
 * @public
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = (): void => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
