import { describe, expect, it } from 'vitest';
import { paginate } from './paging.js';
import { respond } from './response.js';

// Ten items, three per page; the cursor is the index of the next item.
const source = () => {
  const asked: (string | undefined)[] = [];
  const fetchPage = (cursor: string | undefined) =>
    respond(async (seen) => {
      asked.push(cursor);
      const start = Number(cursor ?? 0);
      const items = Array.from({ length: Math.min(3, 10 - start) }, (_, i) => start + i);
      seen.response = new Response(null, { headers: { 'x-request-id': `req_${start}` } });
      seen.attempts = 1;
      return { items, next: start + 3 < 10 ? String(start + 3) : null };
    });
  const iterator = (start?: string) => paginate(fetchPage, (p) => ({ items: p.items, nextCursor: p.next }), start);
  return { asked, iterator };
};

describe('paginate', () => {
  it('for await yields every item of every page, in order', async () => {
    const { asked, iterator } = source();
    const seen: number[] = [];
    for await (const item of iterator()) seen.push(item);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(asked).toEqual([undefined, '3', '6', '9']);
  });

  it('pages() yields the pages and the cursor says where the read stands', async () => {
    const { iterator } = source();
    const it = iterator();
    expect(it.cursor).toBeUndefined();
    const pages = it.pages();
    await pages.next();
    expect(it.cursor).toBe('3');
    const rest: number[][] = [];
    for await (const page of pages) rest.push(page.items);
    expect(rest).toEqual([[3, 4, 5], [6, 7, 8], [9]]);
    expect(it.cursor).toBeNull();
  });

  it('toArray({ max }) fetches no page beyond the one that reaches max', async () => {
    const { asked, iterator } = source();
    expect(await iterator().toArray({ max: 4 })).toEqual([0, 1, 2, 3]);
    expect(asked).toEqual([undefined, '3']);
    const again = source();
    expect(await again.iterator().toArray({ max: 3 })).toEqual([0, 1, 2]);
    expect(again.asked).toEqual([undefined]);
    expect(await again.iterator().toArray({ max: 0 })).toEqual([]);
    expect(again.asked).toEqual([undefined]);
  });

  it('a stored cursor resumes the read where it stopped', async () => {
    const { asked, iterator } = source();
    const first = iterator();
    await first.toArray({ max: 3 });
    const resumed = iterator(first.cursor ?? undefined);
    expect(await resumed.toArray()).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(asked).toEqual([undefined, '3', '6', '9']);
  });

  it('pagesWithResponse gives each page with its response, request id and attempts, and continues where reads stopped', async () => {
    const { iterator } = source();
    const it = iterator();
    await it.pages().next();
    const seen = [];
    for await (const page of it.pagesWithResponse()) seen.push([page.data.items, page.requestId, page.attempts, page.response.status]);
    expect(seen).toEqual([
      [[3, 4, 5], 'req_3', 1, 200],
      [[6, 7, 8], 'req_6', 1, 200],
      [[9], 'req_9', 1, 200],
    ]);
    expect(it.cursor).toBeNull();
  });

  it('a page that repeats its own cursor ends the read instead of looping', async () => {
    const it = paginate(
      () => respond(async () => ({ items: [1] })),
      () => ({ items: [1], nextCursor: 'same' }),
      'same',
    );
    expect(await it.toArray()).toEqual([1]);
  });
});
