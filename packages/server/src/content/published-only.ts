// The rule "content reads return only published entries", in one place. An entry is readable once published; the
// list index keeps the positions of published entries only (entry-index.ts calls isPublished),
// a single read finds an entry only when it is readable, and a read that asks for anything else (`draft` or
// `preview` other than false, a `status` other than published) is refused 403 DRAFT_ACCESS_DENIED.
import type { EntryRecord } from './model.js';

/** 403: drafts are never delivered, whatever the key. */
export const DRAFT_ACCESS_DENIED = { status: 403, code: 'DRAFT_ACCESS_DENIED', message: 'drafts are never delivered' } as const;

/** The query parameters through which a read could ask for unpublished content. */
export interface UnpublishedRequest {
  draft: string | undefined;
  preview: string | undefined;
  status: string | undefined;
}

const off = (v: string | undefined): boolean => v === undefined || v === 'false' || v === '0';

/** Whether a read delivers the entry: only once it is published. */
export function isPublished(entry: Pick<EntryRecord, 'status'>): boolean {
  return entry.status === 'published';
}

/** The entry as a single read may deliver it: itself when published, undefined (404) otherwise. */
export function publishedOnly(entry: EntryRecord | undefined): EntryRecord | undefined {
  return entry !== undefined && isPublished(entry) ? entry : undefined;
}

/** Whether the query asks for unpublished content (`draft` or `preview` unless false, `status` other than published). */
export function asksForUnpublished(query: UnpublishedRequest): boolean {
  return !off(query.draft) || !off(query.preview) || (query.status !== undefined && query.status !== 'published');
}
