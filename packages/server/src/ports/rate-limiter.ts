// Fixed-window request counting per key (the service's limits are "N requests per window, keyed by ...").

/** The outcome of one hit of a rate-limit window. @public */
export interface RateLimitResult {
  /** False when the window's limit is reached. */
  allowed: boolean;
  /** Requests allowed in the window. */
  limit: number;
  /** Requests left in the window. */
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/** Counts requests in fixed windows, a port. @public */
export interface RateLimiter {
  /** Counts one request of `bucket` against `limit` per `windowMs`. */
  hit(bucket: string, limit: number, windowMs: number, now: number): RateLimitResult;
  /** Forgets every window. */
  reset(): void;
}

/** Options of `MemoryRateLimiter`. @public */
export interface MemoryRateLimiterOptions {
  /** Most windows kept at once (default 10,000); past it the oldest windows are dropped. */
  maxBuckets?: number;
}

/** Expired windows are swept at most this often (clock time), and whenever the bound is reached. */
const SWEEP_EVERY_MS = 60_000;

/**
 * In-memory fixed windows: a window opens at a bucket's first hit and lasts `windowMs`. Memory stays bounded:
 * expired windows are removed by a lazy sweep, and past `maxBuckets` live windows the oldest are dropped (that
 * caller's count starts over: a little leniency under a flood of distinct callers, never unbounded growth).
 * @public
 */
export class MemoryRateLimiter implements RateLimiter {
  /** Live windows kept at most by default. */
  static readonly DEFAULT_MAX_BUCKETS = 10_000;
  /** Kept in order of window start: a bucket whose window ends is deleted and set again at the end. */
  private readonly windows = new Map<string, { end: number; count: number }>();
  private readonly maxBuckets: number;
  private nextSweep = -Infinity;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.maxBuckets = Math.max(1, options.maxBuckets ?? MemoryRateLimiter.DEFAULT_MAX_BUCKETS);
  }

  /** How many windows are held now (for tests and monitoring). */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one request of `bucket` against `limit` per `windowMs`. */
  // eslint-disable-next-line max-params -- the public RateLimiter port's method, called on the hot path; an options form would change every limiter a caller wrote
  hit(bucket: string, limit: number, windowMs: number, now: number): RateLimitResult {
    let w = this.windows.get(bucket);
    if (!w || now >= w.end) {
      if (w) this.windows.delete(bucket);
      this.makeRoom(now);
      w = { end: now + windowMs, count: 0 };
      this.windows.set(bucket, w);
    }
    const resetSeconds = Math.max(1, Math.ceil((w.end - now) / 1000));
    if (w.count >= limit) return { allowed: false, limit, remaining: 0, resetSeconds };
    w.count++;
    return { allowed: true, limit, remaining: limit - w.count, resetSeconds };
  }

  /** Forgets every window. */
  reset(): void {
    this.windows.clear();
    this.nextSweep = -Infinity;
  }

  private makeRoom(now: number): void {
    if (now < this.nextSweep && this.windows.size < this.maxBuckets) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [bucket, w] of this.windows) if (now >= w.end) this.windows.delete(bucket);
    // Every window is live: drop the oldest tenth at once, so the next full sweep is thousands of hits away.
    if (this.windows.size >= this.maxBuckets) {
      let drop = this.windows.size - Math.floor(this.maxBuckets * 0.9);
      for (const bucket of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(bucket);
      }
    }
  }
}
