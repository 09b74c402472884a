import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPageLimit } from '../http/page-limit.js';
import { CONSOLE_LIST_LIMIT, compareDesc, decodePageToken, encodePageToken, takePage } from './page-token.js';

describe('page tokens', () => {
  it('a token round-trips for its own site and list only', () => {
    const token = encodePageToken('eng_1', 'tickets', { at: '2026-03-05T08:00:00.000Z', id: 'tkt_9' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageToken(token, 'eng_1', 'tickets')).toEqual({ at: '2026-03-05T08:00:00.000Z', id: 'tkt_9' });
    expect(decodePageToken(token, 'eng_2', 'tickets')).toBeUndefined();
    expect(decodePageToken(token, 'eng_1', 'conversations')).toBeUndefined();
  });

  it('garbage is not a token', () => {
    for (const bad of ['', 'abc', '!!!', 'e30', 'x'.repeat(600), btoa('{"v":1,"site":"eng_1","list":"tickets","at":1,"id":"a"}')]) {
      expect(decodePageToken(bad, 'eng_1', 'tickets'), bad).toBeUndefined();
    }
  });

  it('paging through any list visits every row exactly once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5), fc.nat(50)), { maxLength: 40 }), fc.integer({ min: 1, max: 7 }), (pairs, limit) => {
        const unique = new Map(
          pairs.map(([t, n]) => [`r_${String(n).padStart(3, '0')}`, { at: `2026-01-0${t + 1}`, id: `r_${String(n).padStart(3, '0')}` }]),
        );
        const rows = [...unique.values()].sort(compareDesc);
        const seen: string[] = [];
        let after: { at: string; id: string } | undefined;
        for (let guard = 0; guard < 100; guard++) {
          const page = takePage(rows, { keyOf: (r) => r, after, limit, tokenOf: (k) => encodePageToken('s', 'l', k) });
          seen.push(...page.items.map((r) => r.id));
          if (!page.nextPage) break;
          after = decodePageToken(page.nextPage, 's', 'l');
        }
        expect(seen).toEqual(rows.map((r) => r.id));
      }),
    );
  });

  it('limit is an integer from 1 to 100, default 20', () => {
    expect(readPageLimit(undefined, CONSOLE_LIST_LIMIT)).toBe(20);
    expect(readPageLimit('1', CONSOLE_LIST_LIMIT)).toBe(1);
    expect(readPageLimit('100', CONSOLE_LIST_LIMIT)).toBe(100);
    for (const bad of ['0', '101', '-1', '2.5', 'ten', '', '0101']) expect(readPageLimit(bad, CONSOLE_LIST_LIMIT), bad).toBeUndefined();
    // Leading zeros read as the number they write, as on every list.
    expect(readPageLimit('0100', CONSOLE_LIST_LIMIT)).toBe(100);
  });
});
