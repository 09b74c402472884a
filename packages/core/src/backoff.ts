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

const MONTHS = 'janfebmaraprmayjunjulaugsepoctnovdec';

/**
 * Parses an HTTP date in any of its three formats (IMF-fixdate, RFC 850, asctime) to epoch milliseconds, through
 * the one string format every engine must parse (ISO). Dates an engine would silently roll over (31 February) are
 * refused by printing the result back, as ky does with Date.UTC.
 */
function parseHttpDate(value: string): number | undefined {
  const m = /^[a-z]+, (\d\d)[ -]([a-z]{3})[ -](\d\d|\d{4}) ([\d:]{8}) GMT$/i.exec(value);
  const a = /^[a-z]{3} ([a-z]{3}) ([ \d]\d) ([\d:]{8}) (\d{4})$/i.exec(value);
  const [day, mon, year, clock] = m ? m.slice(1) : a ? [a[2], a[1], a[4], a[3]] : [];
  const month = MONTHS.indexOf(mon?.toLowerCase() as string) / 3 + 1;
  if (!(month >= 1) || month % 1) return undefined;
  let y = Number(year);
  // RFC 850's two-digit year: RFC 9110 reads it as the nearest such year not more than 50 years ahead.
  if (y < 100) y += y + 2000 > new Date().getUTCFullYear() + 50 ? 1900 : 2000;
  const iso = `${y}-${month < 10 ? '0' : ''}${month}-${day?.trim().padStart(2, '0')}T${clock}Z`;
  const at = Date.parse(iso);
  return at >= 0 && new Date(at).toISOString().slice(0, 19) === iso.slice(0, 19) ? at : undefined;
}

/**
 * The wait a `Retry-After` value asks for, in milliseconds: delay seconds or an HTTP date (a past date is 0).
 * @public
 */
export function parseRetryAfter(value: string, now: number = Date.now()): number | undefined {
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = parseHttpDate(v);
  return at === undefined ? undefined : Math.max(0, at - now);
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
