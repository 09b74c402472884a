// Per (website, environment, collection): published entries sorted for keyset paging, and every slug in use.
// Cached by table version; writes made through this area update it in place instead of forcing a rebuild.
import type { Table } from '../ports/store.js';
import type { EntryRecord } from './model.js';
import { isPublished } from './published-only.js';

/** A list position: publication time (ms) and entry id. Lists run publishedAt desc, then id desc. */
export interface ListKey {
  at: number;
  id: string;
}

export interface ScopeIndex {
  /** Published entries in list order. */
  readonly published: ListKey[];
  /** Current and former slugs of every entry (any status) → entry id. */
  readonly slugs: Map<string, string>;
  /** Ids of every entry of the scope (any status). */
  readonly entryIds: Set<string>;
}

/** One list of entries: a website's collection in one environment. */
export interface EntryScope {
  websiteId: string;
  environment: string;
  collection: string;
}

export function scopeKey(websiteId: string, environment: string, collection: string): string {
  return `${websiteId}\u0000${environment}\u0000${collection}`;
}

/** Negative when `a` comes first in list order. */
export function compareKeys(a: ListKey, b: ListKey): number {
  if (a.at !== b.at) return b.at - a.at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Index of the first key that comes strictly after `position` in list order (binary search). */
export function firstAfter(list: readonly ListKey[], position: ListKey): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKeys(list[mid]!, position) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One page: up to `limit` keys after `after` (from the start without it), and whether more follow. */
export function pageOf(list: readonly ListKey[], limit: number, after?: ListKey): { keys: ListKey[]; hasMore: boolean } {
  const start = after ? firstAfter(list, after) : 0;
  const window = list.slice(start, start + limit + 1);
  const hasMore = window.length > limit;
  return { keys: hasMore ? window.slice(0, limit) : window, hasMore };
}

function listKeyOf(entry: EntryRecord): ListKey | undefined {
  if (!isPublished(entry) || !entry.publishedAt) return undefined;
  return { at: Date.parse(entry.publishedAt), id: entry.id };
}

class EntryIndex {
  readonly scopes = new Map<string, ScopeIndex>();
  constructor(public version: number) {}

  scope(key: string, create: boolean): ScopeIndex | undefined {
    let scope = this.scopes.get(key);
    if (!scope && create) {
      scope = { published: [], slugs: new Map(), entryIds: new Set() };
      this.scopes.set(key, scope);
    }
    return scope;
  }

  add(entry: EntryRecord, sorted: boolean): void {
    const scope = this.scope(scopeKey(entry.websiteId, entry.environment, entry.collection), true)!;
    scope.entryIds.add(entry.id);
    scope.slugs.set(entry.slug, entry.id);
    for (const slug of entry.formerSlugs) scope.slugs.set(slug, entry.id);
    const key = listKeyOf(entry);
    if (!key) return;
    if (sorted) scope.published.splice(firstAfter(scope.published, key), 0, key);
    else scope.published.push(key);
  }

  remove(entry: EntryRecord): void {
    const scope = this.scope(scopeKey(entry.websiteId, entry.environment, entry.collection), false);
    if (!scope) return;
    scope.entryIds.delete(entry.id);
    for (const slug of [entry.slug, ...entry.formerSlugs]) if (scope.slugs.get(slug) === entry.id) scope.slugs.delete(slug);
    const key = listKeyOf(entry);
    if (!key) return;
    const at = firstAfter(scope.published, key) - 1;
    if (at >= 0 && compareKeys(scope.published[at]!, key) === 0) scope.published.splice(at, 1);
  }
}

const indexes = new WeakMap<Table<EntryRecord>, EntryIndex>();

/** Rows of an imported state that are not entries are left out of the index rather than failing every read. */
function isIndexable(row: EntryRecord): boolean {
  return (
    typeof row.websiteId === 'string' &&
    typeof row.environment === 'string' &&
    typeof row.collection === 'string' &&
    typeof row.slug === 'string' &&
    Array.isArray(row.formerSlugs) &&
    (row.status !== 'published' ||
      (typeof row.publishedAt === 'string' &&
        !Number.isNaN(Date.parse(row.publishedAt)) &&
        row.published !== null &&
        typeof row.published === 'object'))
  );
}

function rebuild(table: Table<EntryRecord>): EntryIndex {
  const index = new EntryIndex(table.version);
  for (const entry of table.values()) if (isIndexable(entry)) index.add(entry, false);
  for (const scope of index.scopes.values()) scope.published.sort(compareKeys);
  indexes.set(table, index);
  return index;
}

function current(table: Table<EntryRecord>): EntryIndex {
  const index = indexes.get(table);
  return index && index.version === table.version ? index : rebuild(table);
}

const EMPTY: ScopeIndex = { published: [], slugs: new Map(), entryIds: new Set() };

/** The index of one scope, up to date with the table. */
export function scopeIndex(table: Table<EntryRecord>, scope: EntryScope): ScopeIndex {
  return current(table).scope(scopeKey(scope.websiteId, scope.environment, scope.collection), false) ?? EMPTY;
}

/**
 * Stores `after` (replacing `before`, if any) and keeps a current index current, so a write costs
 * a binary search rather than a rebuild. Any other write to the table simply makes the index stale.
 */
export function writeEntry(table: Table<EntryRecord>, before: EntryRecord | undefined, after: EntryRecord): EntryRecord {
  const index = indexes.get(table);
  const wasCurrent = index !== undefined && index.version === table.version;
  table.set(after);
  if (index && wasCurrent) {
    if (before) index.remove(before);
    index.add(after, true);
    index.version = table.version;
  }
  return after;
}
