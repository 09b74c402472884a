// Rate-limit figures from the RateLimit-* response headers, so callers can slow down before they are refused.

/**
 * The figures of one response: requests allowed in the window, requests left, milliseconds until the window resets.
 * @public
 */
export interface RateLimit {
  /** Requests allowed in the window (`RateLimit-Limit`). */
  limit: number;
  /** Requests left in the window (`RateLimit-Remaining`). */
  remaining: number;
  /** Milliseconds until the window resets (`RateLimit-Reset`). */
  resetMs: number;
}

const int = (value: string | null): number | undefined => {
  // Only plain non-negative integers count: a proxy's garbage must not turn into NaN figures.
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
};

/**
 * Reads RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (delay seconds); undefined unless all three are valid.
 * @public
 */
export function parseRateLimit(headers: Headers): RateLimit | undefined {
  const limit = int(headers.get('ratelimit-limit'));
  const remaining = int(headers.get('ratelimit-remaining'));
  const reset = int(headers.get('ratelimit-reset'));
  return limit === undefined || remaining === undefined || reset === undefined ? undefined : { limit, remaining, resetMs: reset * 1000 };
}
