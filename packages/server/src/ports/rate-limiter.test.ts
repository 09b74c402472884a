import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.js';

const MINUTE = 60_000;

describe('in-memory rate limiter: memory stays bounded', () => {
  it('100,000 distinct buckets (forged visitor addresses) within one window keep the limiter at its bound', () => {
    const limiter = new MemoryRateLimiter({ maxBuckets: 10_000 });
    const now = 1_000_000;
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      limiter.hit(`engage-chat:key_1:198.18.${i >> 8}.${i & 255}`, 12, MINUTE, now);
      largest = Math.max(largest, limiter.size);
    }
    expect(largest).toBeLessThanOrEqual(10_000);
  });

  it('the default bound holds too, and expired windows are removed as time passes', () => {
    const limiter = new MemoryRateLimiter();
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      // One new address every 10 ms: 6,000 one-minute windows are open at any time.
      limiter.hit(`engage-chat:key_1:visitor-${i}`, 12, MINUTE, i * 10);
      largest = Math.max(largest, limiter.size);
    }
    expect(largest).toBeLessThanOrEqual(MemoryRateLimiter.DEFAULT_MAX_BUCKETS);
    limiter.hit('another', 12, MINUTE, 100_000 * 10 + 2 * MINUTE);
    expect(limiter.size).toBe(1);
  });

  it('a bucket still counts within its window while others are swept', () => {
    const limiter = new MemoryRateLimiter({ maxBuckets: 100 });
    for (let i = 0; i < 12; i++) expect(limiter.hit('kept', 12, MINUTE, 0).allowed).toBe(true);
    for (let i = 0; i < 50; i++) limiter.hit(`other-${i}`, 12, MINUTE, 0);
    expect(limiter.hit('kept', 12, MINUTE, 1_000)).toMatchObject({ allowed: false, remaining: 0 });
    expect(limiter.hit('kept', 12, MINUTE, MINUTE)).toMatchObject({ allowed: true, remaining: 11 });
  });
});
