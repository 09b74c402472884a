// Cursor paging: every item of a paged read with `for await`, page by page, or a bounded collect; resumable.

/**
 * One page as the iterator needs it.
 * @public
 */
export interface PageSlice<Item> {
  items: Item[];
  nextCursor: string | null;
}

/**
 * Iterates a paged read. It is one pass: items, pages and toArray continue where the previous read stopped, and
 * `cursor` says where that is, so a caller can store it and resume later with a new iterator.
 * @public
 */
export interface PageIterator<Item, Page> extends AsyncIterable<Item> {
  /** The pages not yet read. */
  pages(): AsyncIterableIterator<Page>;
  /** Collects items, fetching no page beyond the one that reaches `max` (default 10,000). */
  toArray(options?: { max?: number }): Promise<Item[]>;
  /** The cursor of the next page to fetch: undefined for the first page, null when the read is complete. */
  readonly cursor: string | null | undefined;
}

/**
 * Builds a page iterator from a page fetcher and a reader of each page's items and next cursor.
 * @public
 */
export function paginate<Item, Page>(
  fetchPage: (cursor: string | undefined) => Promise<Page>,
  slice: (page: Page) => PageSlice<Item>,
  startCursor?: string,
): PageIterator<Item, Page> {
  let cursor: string | null | undefined = startCursor;
  async function* pages(): AsyncIterableIterator<Page> {
    while (cursor !== null) {
      const page = await fetchPage(cursor);
      // A page that repeats the cursor it was asked with would loop for ever: treat it as the end.
      const next = slice(page).nextCursor;
      cursor = next === cursor ? null : next;
      yield page;
    }
  }
  async function* items(): AsyncIterableIterator<Item> {
    for await (const page of pages()) yield* slice(page).items;
  }
  return {
    pages,
    [Symbol.asyncIterator]: items,
    async toArray({ max = 10_000 } = {}) {
      const out: Item[] = [];
      if (max <= 0) return out;
      for await (const page of pages()) {
        out.push(...slice(page).items);
        if (out.length >= max) break;
      }
      return out.slice(0, max);
    },
    get cursor() {
      return cursor;
    },
  };
}
