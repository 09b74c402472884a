// Fixed-window request counting per key (the service's limits are "N requests per window, keyed by ...").

/** @public */
export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/** @public */
export interface RateLimiter {
  hit(bucket: string, limit: number, windowMs: number, now: number): RateLimitResult;
  reset(): void;
}

/**
 * In-memory fixed windows: a window opens at a bucket's first hit and lasts `windowMs`.
 * @public
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  hit(bucket: string, limit: number, windowMs: number, now: number): RateLimitResult {
    let w = this.windows.get(bucket);
    if (!w || now >= w.start + windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(bucket, w);
    }
    const resetSeconds = Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
    if (w.count >= limit) return { allowed: false, limit, remaining: 0, resetSeconds };
    w.count++;
    return { allowed: true, limit, remaining: limit - w.count, resetSeconds };
  }

  reset(): void {
    this.windows.clear();
  }
}
