// Keyset paging of console lists: an opaque token holds the last row's sort key, bound to the site and the list.
import type { PageLimitRule } from '../http/page-limit.js';
import { decodePageToken as decodeToken, encodePageToken as encodeToken } from '../page-token.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
const MAX_TOKEN_LENGTH = 512;

/** A row's position: newest (or most recently active) first, ties broken by id. */
export interface SortKey {
  at: string;
  id: string;
}

interface TokenBody extends SortKey {
  v: 1;
  site: string;
  list: string;
}

export function encodePageToken(site: string, list: string, key: SortKey): string {
  const body: TokenBody = { v: 1, site, list, at: key.at, id: key.id };
  return encodeToken(body);
}

export function decodePageToken(token: string, site: string, list: string): SortKey | undefined {
  const body = decodeToken(token, MAX_TOKEN_LENGTH) as Partial<TokenBody> | null | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  if (body.v !== 1 || body.site !== site || body.list !== list) return undefined;
  if (typeof body.at !== 'string' || typeof body.id !== 'string') return undefined;
  return { at: body.at, id: body.id };
}

/** Descending order by (at, id). */
export function compareDesc(a: SortKey, b: SortKey): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** How a list is paged: each row's sort key, the key the page starts after, the page size, a key's page token. */
export interface Paging<T> {
  keyOf: (row: T) => SortKey;
  after: SortKey | undefined;
  limit: number;
  tokenOf: (key: SortKey) => string;
}

/** The page after `after` (exclusive) of rows already in descending order, and the token of the next page. */
export function takePage<T>(rows: T[], { keyOf, after, limit, tokenOf }: Paging<T>): { items: T[]; nextPage: string | null } {
  const start = after ? rows.findIndex((r) => compareDesc(keyOf(r), after) > 0) : 0;
  const from = start < 0 ? rows.length : start;
  const items = rows.slice(from, from + limit);
  const last = items[items.length - 1];
  const more = from + limit < rows.length;
  return { items, nextPage: more && last !== undefined ? tokenOf(keyOf(last)) : null };
}

/** A console list's page size: 1 to 100, default 20; anything else is refused. */
export const CONSOLE_LIST_LIMIT: PageLimitRule = { fallback: DEFAULT_LIMIT, max: MAX_LIMIT, above: 'refused' };
