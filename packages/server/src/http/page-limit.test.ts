// Every list's `limit` is read by one rule: a whole number of at least 1, with the list's own default and maximum.
import { describe, expect, it } from 'vitest';
import { readLeadsLimit } from '../capture/admin-leads.js';
import { CONSOLE_LIST_LIMIT } from '../engage-console/page-token.js';
import { readPageLimit } from './page-limit.js';
import { isRefusal } from './validation.js';

const CLAMPED = { fallback: 100, max: 200, above: 'applied-as-max' } as const;

describe('readPageLimit', () => {
  it('absent is the default; a whole number of at least 1 is taken; above the maximum is the maximum or refused', () => {
    expect(readPageLimit(undefined, CLAMPED)).toBe(100);
    expect(readPageLimit('1', CLAMPED)).toBe(1);
    expect(readPageLimit('200', CLAMPED)).toBe(200);
    expect(readPageLimit('5000', CLAMPED)).toBe(200);
    expect(readPageLimit('1'.repeat(400), CLAMPED)).toBe(200);
    expect(readPageLimit('101', CONSOLE_LIST_LIMIT)).toBeUndefined();
  });

  it('zero, signs, fractions, exponents, spaces and text are not a page size', () => {
    for (const raw of ['0', '000', '-1', '+1', '2.5', '1e2', ' 1', '1 ', '', 'ten'])
      expect(readPageLimit(raw, CLAMPED), raw).toBeUndefined();
  });

  // The capture leads inbox used to refuse leading zeros and numbers of seven digits or more, where the Content API
  // (the rule the service description states) reads them: now every list reads `limit` alike.
  it('leading zeros and long numbers read the same on every list', () => {
    expect(readPageLimit('010', CLAMPED)).toBe(10);
    expect(readLeadsLimit('010')).toBe(10);
    expect(readPageLimit('010', CONSOLE_LIST_LIMIT)).toBe(10);
    expect(readLeadsLimit('1000000')).toBe(100);
    expect(isRefusal(readLeadsLimit('0'))).toBe(true);
  });
});
