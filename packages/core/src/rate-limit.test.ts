import { describe, expect, it } from 'vitest';
import { parseRateLimit } from './rate-limit.js';

describe('parseRateLimit', () => {
  it('reads RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset', () => {
    const headers = new Headers({ 'RateLimit-Limit': '120', 'RateLimit-Remaining': '0', 'RateLimit-Reset': '42' });
    expect(parseRateLimit(headers)).toEqual({ limit: 120, remaining: 0, resetMs: 42_000 });
  });

  it('is undefined unless all three are plain non-negative integers', () => {
    expect(parseRateLimit(new Headers())).toBeUndefined();
    expect(parseRateLimit(new Headers({ 'RateLimit-Limit': '120', 'RateLimit-Remaining': '3' }))).toBeUndefined();
    expect(parseRateLimit(new Headers({ 'RateLimit-Limit': '120', 'RateLimit-Remaining': 'x', 'RateLimit-Reset': '1' }))).toBeUndefined();
    expect(parseRateLimit(new Headers({ 'RateLimit-Limit': '-1', 'RateLimit-Remaining': '1', 'RateLimit-Reset': '1' }))).toBeUndefined();
  });
});
