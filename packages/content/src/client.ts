// createContentClient: pages of a collection, every entry, one entry by slug; an optional snapshot cache for 503s.
import { createSvcClient, invalidResponse, paginate, unwrap } from '@svc/core';
import type { CallOptions, Hooks, PageIterator, RateLimit, RetryOptions } from '@svc/core';
import type { paths } from '@svc/spec';
import type { Client } from 'openapi-fetch';
import type { ContentEnvironment } from './environment.js';
import { checkEnvironment } from './environment.js';
import type { SnapshotCache, SnapshotInfo } from './snapshot-cache.js';
import type { ContentEntry, ContentEntryBody, ContentEntryDetail, ContentPageBody } from './types.js';

/**
 * Options of createContentClient; retries, timeoutMs, maxRetryAfterSeconds and backoff are as in `@svc/core`.
 * @public
 */
export interface ContentClientOptions extends Omit<RetryOptions, 'fetch' | 'hooks'> {
  /** A Content key (`ck_test_...` or `ck_live_...`); it decides the environment. */
  apiKey: string;
  /** The website's identifier. */
  siteId: string;
  /** Checked against the key before anything is sent, and sent so the service checks it too. */
  environment?: ContentEnvironment;
  /** The service's base URL; a trailing slash makes no difference. */
  baseUrl: string;
  /**
   * `createSnapshotCache({ maxAgeSeconds })`: serve a validated snapshot when the service answers 503, within that
   * explicit maximum age. Off by default (and then left out of your bundle).
   */
  cache?: SnapshotCache;
  /** The fetch to send with; default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Observers of each attempt, given redacted copies (no key). */
  hooks?: Hooks;
}

/** Paging of a collection read. @public */
export interface ListOptions {
  /** Page size; default 100, at most 200. */
  limit?: number;
  /** `meta.nextCursor` of the previous page (or an iterator's `cursor`), to resume. */
  cursor?: string;
}

/** One page; `snapshot` is present only when a snapshot stood in for a 503. @public */
export type ContentPage = ContentPageBody & { snapshot?: SnapshotInfo };

/** One entry by slug. @public */
export interface ContentEntryResult {
  item: ContentEntryDetail;
  meta: ContentEntryBody['meta'];
  /** The entry's current slug. */
  canonicalSlug: string;
  /** True when the slug asked for is a former slug of the entry: link to `canonicalSlug` instead. */
  formerSlug: boolean;
  /** Present only when a snapshot stood in for a 503. */
  snapshot?: SnapshotInfo;
}

/** The Content read API for one website. @public */
export interface ContentClient {
  /** One page of published entries. An error is thrown, never turned into an empty page. */
  list(collection: string, options?: ListOptions, call?: CallOptions): Promise<ContentPage>;
  /** Every published entry, page by page (`for await`, `pages()`, `toArray({ max })`, `cursor` to resume). */
  entries(collection: string, options?: ListOptions, call?: CallOptions): PageIterator<ContentEntry, ContentPage>;
  /** One published entry by its current or a former slug. */
  get(collection: string, slug: string, call?: CallOptions): Promise<ContentEntryResult>;
  /** The environment the client reads (from the option, else from the key), when known. */
  readonly environment: ContentEnvironment | undefined;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
  /** The openapi-fetch client over the same retrying fetch. */
  readonly raw: Client<paths>;
}

const LIST = '/v1/content/{siteId}/{collection}';
const ONE = '/v1/content/{siteId}/{collection}/{slug}';

/**
 * A client of the Content read API. Throws a TypeError when the environment disagrees with the key.
 * @public
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const { apiKey, siteId } = options;
  if (typeof apiKey !== 'string' || !apiKey) throw new TypeError('createContentClient needs apiKey (a Content key)');
  if (typeof siteId !== 'string' || !siteId) throw new TypeError('createContentClient needs siteId');
  const environment = checkEnvironment(apiKey, options.environment);
  const api = createSvcClient<paths>({ ...options, headers: { 'X-Api-Key': apiKey } });
  const cache = options.cache;
  const scope = environment ? { environment } : {};

  // Without a cache a read is the service's answer; the cache's read-through is bundled only when it is used.
  const read = <T extends object>(key: string, collection: string, fetchIt: () => Promise<T>, refs: (v: T) => string[], slug?: string) =>
    cache ? cache.through(key, collection, fetchIt, refs, slug) : fetchIt().then((value): { value: T; snapshot?: SnapshotInfo } => ({ value }));

  const list = async (collection: string, page: ListOptions = {}, call?: CallOptions): Promise<ContentPage> => {
    const query = { ...scope, ...(page.limit === undefined ? {} : { limit: page.limit }), ...(page.cursor ? { cursor: page.cursor } : {}) };
    const key = `list\u0000${collection}\u0000${page.limit ?? ''}\u0000${page.cursor ?? ''}`;
    const { value, snapshot } = await read(
      key,
      collection,
      async () => {
        const pending = api.raw.GET(LIST, { params: { path: { siteId, collection }, query }, ...api.call(call) });
        const body = await unwrap(pending);
        // A page without items is not an empty page: it is not a page at all.
        if (!Array.isArray(body.items) || !body.meta) throw invalidResponse((await pending).response, 'not a collection page');
        return body;
      },
      (v) => v.items.flatMap((e) => [e.id, e.slug]),
    );
    return snapshot ? { ...value, snapshot } : value;
  };

  return {
    list,
    entries: (collection, page = {}, call) =>
      paginate(
        (cursor) => list(collection, { ...page, ...(cursor ? { cursor } : {}) }, call),
        (p) => ({ items: p.items, nextCursor: p.meta.nextCursor }),
        page.cursor,
      ),
    async get(collection, slug, call) {
      const key = `get\u0000${collection}\u0000${slug}`;
      const { value, snapshot } = await read(
        key,
        collection,
        () => unwrap(api.raw.GET(ONE, { params: { path: { siteId, collection, slug }, query: scope }, ...api.call(call) })),
        (v) => [v.item.id, v.item.slug, v.item.canonicalSlug, slug],
        slug,
      );
      const canonicalSlug = value.item.canonicalSlug ?? value.item.slug;
      return { item: value.item, meta: value.meta, canonicalSlug, formerSlug: canonicalSlug !== slug, ...(snapshot ? { snapshot } : {}) };
    },
    environment,
    get rateLimit() {
      return api.rateLimit;
    },
    raw: api.raw,
  };
}
