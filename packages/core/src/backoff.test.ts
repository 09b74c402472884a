import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter, serverDelay, sleep } from './backoff.js';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const answer = (status: number, headers: Record<string, string>) => new Response(null, { status, headers });

describe('parseRetryAfter', () => {
  it('reads delay seconds', () => {
    expect(parseRetryAfter('7', NOW)).toBe(7000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date in IMF-fixdate, the format senders must use', () => {
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:00:09 GMT', NOW)).toBe(9000);
    expect(parseRetryAfter('Tue, 01 Dec 2026 12:00:00 GMT', NOW)).toBe(8 * 24 * 3600 * 1000);
  });

  it('the obsolete RFC 850 and asctime forms are not read (the caller falls back to RateLimit-Reset or backoff)', () => {
    expect(parseRetryAfter('Monday, 23-Nov-26 12:00:09 GMT', NOW)).toBeUndefined();
    expect(parseRetryAfter('Mon Nov 23 12:00:09 2026', NOW)).toBeUndefined();
  });

  it('a date in the past asks no wait', () => {
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', NOW)).toBe(0);
  });

  it('refuses dates that Date.UTC would silently roll over, and garbage', () => {
    expect(parseRetryAfter('Tue, 31 Feb 2026 12:00:00 GMT', NOW)).toBeUndefined();
    expect(parseRetryAfter('Sun, 23 Nov 2026 12:00:00 GMT', NOW)).toBeUndefined(); // wrong weekday
    expect(parseRetryAfter('2026-11-23T12:00:09Z', NOW)).toBeUndefined();
    expect(parseRetryAfter('Mon, 23 Nov 2026 24:00:00 GMT', NOW)).toBeUndefined();
    expect(parseRetryAfter('Mon, 23 Foo 2026 12:00:00 GMT', NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
    expect(parseRetryAfter('1.5', NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
  });
});

describe('serverDelay', () => {
  it('Retry-After wins over RateLimit-Reset', () => {
    expect(serverDelay(answer(429, { 'retry-after': '3', 'ratelimit-reset': '60' }), NOW)).toBe(3000);
  });

  it('RateLimit-Reset is read only when Retry-After is absent or unreadable', () => {
    expect(serverDelay(answer(429, { 'ratelimit-reset': '60' }), NOW)).toBe(60_000);
    expect(serverDelay(answer(429, { 'retry-after': 'later', 'ratelimit-reset': '5' }), NOW)).toBe(5000);
  });

  it('RateLimit-Reset on a 503 describes the window, not a wait, and is ignored', () => {
    expect(serverDelay(answer(503, { 'ratelimit-reset': '800' }), NOW)).toBeUndefined();
  });

  it('no header asks no wait', () => {
    expect(serverDelay(answer(503, {}), NOW)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('starts about 0.5 s, doubles, and is capped at 8 s', () => {
    const top = { random: () => 0.999999 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, top))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('has jitter between half and all of the ceiling', () => {
    expect(backoffDelay(1, { random: () => 0 })).toBe(250);
    expect(backoffDelay(3, { random: () => 0.5 })).toBe(1500);
    const seen = new Set(Array.from({ length: 50 }, () => backoffDelay(2)));
    expect(seen.size).toBeGreaterThan(1);
    for (const d of seen) {
      expect(d).toBeGreaterThanOrEqual(500);
      expect(d).toBeLessThanOrEqual(1000);
    }
  });
});

describe('sleep', () => {
  it('resolves after the delay', async () => {
    const started = Date.now();
    await sleep(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('an abort ends the sleep at once with the signal reason', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new Error('stop')), 10);
    await expect(sleep(10_000, controller.signal)).rejects.toThrow('stop');
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(sleep(10, AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });
});
