// The optional snapshot cache: every read asks the service; a validated snapshot is served only when the service
// answers 503 within the explicit maximum age; a 404 evicts the entry everywhere, so nothing unpublished comes back.
import { SvcError } from '@svc/core';

/** Options of `createSnapshotCache`. @public */
export interface SnapshotCacheOptions {
  /** How old (in milliseconds) a snapshot may be and still be served when the service answers 503. Required: there is no default. */
  maxAgeMs: number;
  /** Milliseconds since the epoch; default Date.now (tests pass a clock). */
  now?: () => number;
}

/** Where a served value came from: present only when a snapshot stood in for a 503. @public */
export interface SnapshotInfo {
  /** When the snapshot was taken (epoch milliseconds). */
  savedAt: number;
  /** Its age when served, in milliseconds. */
  ageMs: number;
}

interface Snapshot {
  collection: string;
  value: unknown;
  /** Ids and slugs of the entries in the value, to evict it when one of them is gone. */
  refs: Set<string>;
  savedAt: number;
}

/**
 * A snapshot cache for one content client (see createSnapshotCache); its members are the client's business.
 * @public
 */
export class SnapshotCache {
  private readonly map = new Map<string, Snapshot>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: SnapshotCacheOptions) {
    const maxAgeMs = options?.maxAgeMs;
    if (!(maxAgeMs! > 0) || !Number.isFinite(maxAgeMs)) {
      throw new TypeError(
        `createSnapshotCache needs maxAgeMs, how old a served snapshot may be: a positive number of milliseconds (got ${String(maxAgeMs)})`,
      );
    }
    this.maxAgeMs = maxAgeMs!;
    this.now = options.now ?? Date.now;
  }

  /**
   * Reads through the service: a success is kept; a 503 is answered from a fresh snapshot; a 404 evicts (the entry
   * `slug` when given, else the whole collection). Every other error (401, 403, 429, network) is thrown as it is.
   */
  // eslint-disable-next-line max-params -- a public member the content client calls; an options form would be a second way for the client's business alone
  async through<T extends object>(
    key: string,
    collection: string,
    fetchIt: () => Promise<T>,
    refs: (value: T) => string[],
    slug?: string,
  ): Promise<{ value: T; snapshot?: SnapshotInfo }> {
    try {
      const value = await fetchIt();
      this.save(key, collection, value, refs(value));
      return { value };
    } catch (error) {
      if (error instanceof SvcError) {
        if (error.status === 404) {
          if (slug === undefined) this.evictCollection(collection);
          else this.evictEntry(collection, key, slug);
        }
        const hit = error.status === 503 ? this.fresh<T>(key) : undefined;
        if (hit) return { value: hit.value, snapshot: hit.info };
      }
      throw error;
    }
  }

  /** Keeps a validated response, with the ids and slugs it shows. */
  // eslint-disable-next-line max-params -- a public member (what through() keeps); changing it would break the class's published signature for nothing
  save(key: string, collection: string, value: unknown, refs: Iterable<string>): void {
    this.map.set(key, { collection, value, refs: new Set(refs), savedAt: this.now() });
  }

  /** The snapshot of `key` if it is within the maximum age (an older one is dropped). */
  fresh<T>(key: string): { value: T; info: SnapshotInfo } | undefined {
    const s = this.map.get(key);
    if (!s) return undefined;
    const age = this.now() - s.savedAt;
    if (age > this.maxAgeMs) {
      this.map.delete(key);
      return undefined;
    }
    return { value: s.value as T, info: { savedAt: s.savedAt, ageMs: age } };
  }

  /**
   * The service said 404 for `slug` of `collection`: drop every snapshot of the collection that shows that entry,
   * under this slug or any other (a former slug, a list page), so it can never be served again.
   */
  evictEntry(collection: string, key: string, slug: string): void {
    const gone = new Set([slug]);
    const known = this.map.get(key);
    if (known) for (const ref of known.refs) gone.add(ref);
    this.map.delete(key);
    for (const [k, s] of this.map) {
      if (s.collection === collection && [...gone].some((ref) => s.refs.has(ref))) this.map.delete(k);
    }
  }

  /** The service said 404 for the collection itself: nothing of it may be served. */
  evictCollection(collection: string): void {
    for (const [k, s] of this.map) if (s.collection === collection) this.map.delete(k);
  }

  /** How many snapshots the cache holds. */
  get size(): number {
    return this.map.size;
  }
}

/**
 * A snapshot cache to pass as `createContentClient({ cache })`: a validated snapshot stands in for a 503 within
 * `maxAgeMs` (required, positive). Throws a TypeError for a missing or non-positive age.
 * @public
 */
export const createSnapshotCache = (options: SnapshotCacheOptions): SnapshotCache => new SnapshotCache(options);
