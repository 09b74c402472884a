// Cursor paging: every item of a paged read with `for await`, page by page, or a bounded collect; resumable.
import type { ResponsePromise, WithResponse } from './response.js';

/**
 * One page as the iterator needs it.
 * @public
 */
export interface PageSlice<Item> {
  /** The items of this page. */
  items: Item[];
  /** The cursor of the next page, or null after the last. */
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
  /**
   * The pages not yet read, each with the response behind it (`{ data, response, requestId, attempts }`); for page
   * fetches that have `withResponse()` (the clients' methods).
   */
  pagesWithResponse(): AsyncIterableIterator<WithResponse<Page>>;
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
  fetchPage: (cursor: string | undefined) => Promise<Page> | ResponsePromise<Page>,
  slice: (page: Page) => PageSlice<Item>,
  startCursor?: string,
): PageIterator<Item, Page> {
  let cursor: string | null | undefined = startCursor;
  const advance = (page: Page): Page => {
    // A page that repeats the cursor it was asked with would loop for ever: treat it as the end.
    const after = slice(page).nextCursor;
    cursor = after === cursor ? null : after;
    return page;
  };
  const next = async (): Promise<Page> => advance(await fetchPage(cursor ?? undefined));
  return {
    async *pages() {
      while (cursor !== null) yield await next();
    },
    async *pagesWithResponse() {
      while (cursor !== null) {
        const pending: Partial<ResponsePromise<Page>> = fetchPage(cursor ?? undefined);
        if (!pending.withResponse)
          throw new TypeError("pagesWithResponse() needs a page fetch that returns withResponse(), as the clients' methods do");
        const seen = await pending.withResponse();
        advance(seen.data);
        yield seen;
      }
    },
    // Items come from the buffered page without a generator per item: iteration costs what a plain loop costs.
    [Symbol.asyncIterator]() {
      let items: Item[] = [];
      let i = 0;
      return {
        async next(): Promise<IteratorResult<Item>> {
          while (i >= items.length) {
            if (cursor === null) return { done: true, value: undefined };
            items = slice(await next()).items;
            i = 0;
          }
          return { done: false, value: items[i++]! };
        },
      };
    },
    async toArray({ max = 10_000 } = {}) {
      const out: Item[] = [];
      while (out.length < max && cursor !== null) out.push(...slice(await next()).items);
      return out.slice(0, max);
    },
    get cursor() {
      return cursor;
    },
  };
}
