// Serialised list pages: the same page of an unchanged collection is the same text, so it is built once. Every
// request is still authorised (key, rate limit, website, origin, environment) before a page is looked up here.
import type { Store } from '../ports/store.js';
import type { CursorScope } from './cursor.js';
import { SECRETS_TABLE } from './cursor.js';
import { COLLECTIONS_TABLE, ENTRIES_TABLE } from './model.js';

/** Pages kept per store; the oldest goes first. */
const PAGE_CACHE_SIZE = 256;

interface Pages {
  /** Versions of what a page is built from: entries (items, order), collections (schema fields), cursor secret. */
  entries: number;
  collections: number;
  secrets: number;
  texts: Map<string, string>;
}

const cached = new WeakMap<Store, Pages>();

/** The key of one page: scope, page size and the cursor exactly as sent. */
export function pageKey(scope: CursorScope, limit: number, cursor: string | undefined): string {
  return `${scope.siteId}\u0000${scope.environment}\u0000${scope.collection}\u0000${limit}\u0000${cursor ?? ''}`;
}

/** The pages built from the store as it is now: any write to entries, collections or the secret empties them. */
function pagesOf(store: Store): Pages {
  const entries = store.table(ENTRIES_TABLE).version;
  const collections = store.table(COLLECTIONS_TABLE).version;
  const secrets = store.table(SECRETS_TABLE).version;
  let pages = cached.get(store);
  if (!pages || pages.entries !== entries || pages.collections !== collections || pages.secrets !== secrets) {
    pages = { entries, collections, secrets, texts: new Map() };
    cached.set(store, pages);
  }
  return pages;
}

/** A page's text up to its `generatedAt` value (which is the one part that changes between requests). */
export function cachedPage(store: Store, key: string): string | undefined {
  return pagesOf(store).texts.get(key);
}

export function keepPage(store: Store, key: string, text: string): void {
  const { texts } = pagesOf(store);
  if (texts.size >= PAGE_CACHE_SIZE) texts.delete(texts.keys().next().value!);
  texts.set(key, text);
}
