// createContentClient: pages of a collection, every entry, one entry by slug; an optional snapshot cache for 503s.

import type { CallOptions, Hooks, PageIterator, RateLimit, ResponsePromise, RetryOptions, Seen } from '@svc/core';
import {
  CALL_OPTIONS,
  CLIENT_OPTIONS,
  checkBaseUrl,
  checkKey,
  checkOptions,
  createReader,
  segment as encode,
  paginate,
  respond,
} from '@svc/core';
import type { ContentEnvironment } from './environment.js';
import { checkEnvironment } from './environment.js';
import type { SnapshotCache, SnapshotInfo } from './snapshot-cache.js';
import type { ContentEntry, ContentEntryBody, ContentEntryDetail, ContentPageBody } from './types.js';
import { product } from './version.js';

/**
 * Options of createContentClient; maxRetries, timeoutMs, deadlineMs, maxRetryAfterMs and backoff are as in `@svc/core`.
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
   * `createSnapshotCache({ maxAgeMs })`: serve a validated snapshot when the service answers 503, within that
   * explicit maximum age. Off by default (and then left out of your bundle).
   */
  cache?: SnapshotCache;
  /** The fetch to send with; default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Observers of each attempt, given redacted copies (no key). */
  hooks?: Hooks;
  /** Sent on every request (a tracing header, say); per-call `headers` add to them. */
  headers?: Record<string, string>;
}

/** Options of a collection read: paging plus the call options (signal, retries, timeout, deadline). @public */
export interface ListOptions extends CallOptions {
  /** Page size: a whole number from 1 to 200; default 100. Anything else is refused before a request is sent. */
  limit?: number;
  /** `meta.nextCursor` of the previous page (or an iterator's `cursor`), to resume. */
  cursor?: string;
}

/** One page; `snapshot` is present only when a snapshot stood in for a 503. @public */
export type ContentPage = ContentPageBody & { snapshot?: SnapshotInfo };

/** One entry by slug. @public */
export interface ContentEntryResult {
  /** The entry. */
  item: ContentEntryDetail;
  /** The response's meta: site, environment and when it was generated. */
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
  list(collection: string, options?: ListOptions): ResponsePromise<ContentPage>;
  /**
   * Every published entry, page by page (`for await`, `pages()`, `toArray({ max })`, `cursor` to resume); `signal`
   * and the other call options apply to every page.
   */
  entries(collection: string, options?: ListOptions): PageIterator<ContentEntry, ContentPage>;
  /** One published entry by its current or a former slug. */
  get(collection: string, slug: string, options?: CallOptions): ResponsePromise<ContentEntryResult>;
  /** The environment the client reads (from the option, else from the key), when known. */
  readonly environment: ContentEnvironment | undefined;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
}

/** One page's read: the collection, where the page starts, its size and the call's options. */
interface PageRead {
  collection: string;
  limit: number | undefined;
  cursor: string | undefined;
  call: CallOptions;
}

const isPage = (body: Partial<ContentPageBody>): boolean => Array.isArray(body.items) && !!body.meta;
const LIST_OPTIONS = `${CALL_OPTIONS},limit,cursor`;
const FACTORY_OPTIONS = `${CLIENT_OPTIONS},apiKey,siteId,environment,cache`;

// Collections and slugs are path segments: a missing one would read another resource.
const segment = (value: unknown, name: string, where: string): string => {
  if (typeof value !== 'string' || !value) throw new TypeError(`${where} needs ${name}, a non-empty string (got ${JSON.stringify(value)})`);
  return value;
};

/**
 * A client of the Content read API. Throws before anything is sent for an unknown option, a missing or non-Content
 * key, or an environment that disagrees with the key.
 * @example
 * ```ts
 * const content = createContentClient({ apiKey: process.env.SVC_CONTENT_KEY!, siteId: 'web_demo' });
 * const page = await content.list('events', { limit: 10 });
 * for await (const entry of content.entries('events')) console.log(entry.slug);
 * const { item } = await content.get('events', 'open-day');
 * ```
 * @public
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const where = 'createContentClient';
  checkOptions(options, FACTORY_OPTIONS, where, 'createContentClient({ apiKey, siteId, baseUrl })');
  const { apiKey, siteId, cache } = options;
  checkKey(apiKey, 'ck', where);
  checkBaseUrl(options.baseUrl, where);
  segment(siteId, 'siteId', where);
  const environment = checkEnvironment(apiKey, options.environment);
  const send = createReader({ ...options, headers: { ...options.headers, 'X-Api-Key': apiKey }, product: product() });
  const base = `/v1/content/${encode(siteId)}/`;

  // Checks a read's arguments once (a paged read checks them for all its pages) and splits paging from the call. A
  // third argument is the old call-options bag: refused, not silently ignored.
  const check = (where: string, [collection, given, ...extra]: [string, ListOptions?, ...unknown[]]): PageRead => {
    if (extra.length)
      throw new TypeError(`${where} takes (collection, options): put signal, maxRetries, timeoutMs and deadlineMs in options`);
    checkOptions(given, LIST_OPTIONS, where);
    segment(collection, 'a collection', where);
    const { limit, cursor, ...call } = given ?? {};
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 200)) {
      throw new RangeError(`${where}: limit must be a whole number from 1 to 200, the page sizes the service serves (got ${limit})`);
    }
    return { collection, limit, cursor, call };
  };

  const fetchList = async ({ collection, limit, cursor, call }: PageRead, into: Seen): Promise<ContentPage> => {
    // A page without items is not an empty page: it is not a page at all.
    const fetchIt = () =>
      send<ContentPageBody>('GET', base + encode(collection), { query: { environment, limit, cursor }, call, shape: isPage, into });
    // Without a cache a read is the service's answer; the cache's read-through is bundled only when it is used.
    if (!cache) return fetchIt();
    const { value, snapshot } = await cache.through(
      `list\u0000${collection}\u0000${limit ?? ''}\u0000${cursor ?? ''}`,
      collection,
      fetchIt,
      (v) => v.items.flatMap((e) => [e.id, e.slug]),
    );
    return snapshot ? { ...value, snapshot } : value;
  };

  return {
    list: (...args) => respond(async (into) => fetchList(check('content.list', args), into)),
    entries(...args) {
      const read = check('content.entries', args);
      return paginate(
        (next) => respond((into) => fetchList({ ...read, cursor: next }, into)),
        (p) => ({ items: p.items, nextCursor: p.meta.nextCursor }),
        read.cursor,
      );
    },
    // A fourth argument is the old call-options bag: refused, not silently ignored.
    get: (...[collection, slug, given, ...extra]: [string, string, CallOptions?, ...unknown[]]) =>
      respond(async (into) => {
        if (extra.length) throw new TypeError('content.get takes (collection, slug, options)');
        checkOptions(given, CALL_OPTIONS, 'content.get');
        segment(collection, 'a collection', 'content.get');
        segment(slug, 'a slug', 'content.get');
        const fetchIt = () =>
          send<ContentEntryBody>('GET', `${base}${encode(collection)}/${encode(slug)}`, { query: { environment }, call: given, into });
        const { value, snapshot } = cache
          ? await cache.through(
              `get\u0000${collection}\u0000${slug}`,
              collection,
              fetchIt,
              (v) => [v.item.id, v.item.slug, v.item.canonicalSlug, slug],
              slug,
            )
          : { value: await fetchIt(), snapshot: undefined };
        const canonicalSlug = value.item.canonicalSlug ?? value.item.slug;
        return { item: value.item, meta: value.meta, canonicalSlug, formerSlug: canonicalSlug !== slug, ...(snapshot ? { snapshot } : {}) };
      }),
    environment,
    get rateLimit() {
      return send.rateLimit;
    },
  };
}
