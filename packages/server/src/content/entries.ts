// Entries as plain functions (no HTTP): draft create and update, publish, unpublish and slug changes. Each returns
// the entry or a refusal (http/validation.ts); the admin route files answer refusals.
import type { Deps } from '../deps.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal } from '../http/validation.js';
import type { Environment } from '../keys.js';
import { isEnvironment } from '../keys.js';
import { iso } from '../ports/clock.js';
import { collectionOf } from './collections.js';
import type { EntryScope } from './entry-index.js';
import { scopeIndex, writeEntry } from './entry-index.js';
import type { EntryContent, EntryRecord } from './model.js';
import { entriesTable } from './model.js';
import { checkEntryContent, checkSlug } from './values.js';

type ContentDeps = Pick<Deps, 'store' | 'clock' | 'ids'>;

export interface EntryRef {
  websiteId: string;
  collection: string;
  entryId: string;
}

export interface NewEntry {
  websiteId: string;
  environment: Environment;
  collection: string;
  slug: unknown;
  title: unknown;
  summary?: unknown;
  image?: unknown;
  fields?: unknown;
}

const ENTRY_NOT_FOUND: Refusal = { status: 404, code: 'NOT_FOUND', message: 'entry not found' };
const NOT_PUBLISHED: Refusal = { status: 409, code: 'NOT_PUBLISHED', message: 'only a published entry can be unpublished' };

/** The entry of a website's collection, or a 404. */
export function entryOf(deps: Pick<Deps, 'store'>, ref: EntryRef): EntryRecord | Refusal {
  const entry = entriesTable(deps).get(ref.entryId);
  if (!entry || entry.websiteId !== ref.websiteId || entry.collection !== ref.collection) return ENTRY_NOT_FOUND;
  return entry;
}

/** Slugs are unique per collection and environment, former slugs of other entries included. */
function claimSlug(
  deps: Pick<Deps, 'store'>,
  scope: EntryScope,
  { slug, entryId }: { slug: string; entryId?: string },
): Refusal | undefined {
  const owner = scopeIndex(entriesTable(deps), scope).slugs.get(slug);
  if (owner !== undefined && owner !== entryId) {
    return { status: 409, code: 'SLUG_TAKEN', message: `slug ${slug} is already used in this collection`, fields: ['slug'] };
  }
  return undefined;
}

/** Creates a draft entry, or refuses: a bad environment, no collection, a malformed slug or content, a taken slug. */
export function createEntry(deps: ContentDeps, input: NewEntry): EntryRecord | Refusal {
  if (!isEnvironment(input.environment)) return invalid('environment must be test or live', ['environment']);
  const collection = collectionOf(deps, input.websiteId, input.collection);
  if (isRefusal(collection)) return collection;
  const slug = checkSlug(input.slug);
  if (isRefusal(slug)) return slug;
  const draft = checkEntryContent(collection.schema.fields, {
    title: input.title,
    summary: input.summary,
    image: input.image,
    fields: input.fields ?? {},
  });
  if (isRefusal(draft)) return draft;
  const taken = claimSlug(deps, input, { slug });
  if (taken) return taken;
  const now = iso(deps.clock.now());
  return writeEntry(entriesTable(deps), undefined, {
    id: deps.ids.next('ent'),
    websiteId: input.websiteId,
    environment: input.environment,
    collection: input.collection,
    status: 'draft',
    slug,
    slugPublished: false,
    formerSlugs: [],
    draft,
    published: null,
    publishedAt: null,
    publishedUpdatedAt: null,
    createdAt: now,
    updatedAt: now,
  });
}

/** Changes the draft only; the published snapshot stays until the next publish. */
export function updateEntry(deps: ContentDeps, ref: EntryRef, patch: Record<string, unknown>): EntryRecord | Refusal {
  const entry = entryOf(deps, ref);
  if (isRefusal(entry)) return entry;
  const collection = collectionOf(deps, ref.websiteId, ref.collection);
  if (isRefusal(collection)) return collection;
  const draft = checkEntryContent(collection.schema.fields, patch, entry.draft);
  if (isRefusal(draft)) return draft;
  return writeEntry(entriesTable(deps), entry, { ...entry, draft, updatedAt: iso(deps.clock.now()) });
}

function snapshotOf(content: EntryContent, keys: string[]): EntryContent {
  const fields: EntryContent['fields'] = {};
  for (const key of keys) if (key in content.fields) fields[key] = content.fields[key]!;
  return { ...content, fields };
}

/** Publishes the draft as the entry's published snapshot; publishedAt is set on the first publish only. */
export function publishEntry(deps: ContentDeps, ref: EntryRef): EntryRecord | Refusal {
  const entry = entryOf(deps, ref);
  if (isRefusal(entry)) return entry;
  const collection = collectionOf(deps, ref.websiteId, ref.collection);
  if (isRefusal(collection)) return collection;
  const now = iso(deps.clock.now());
  return writeEntry(entriesTable(deps), entry, {
    ...entry,
    status: 'published',
    published: snapshotOf(
      entry.draft,
      collection.schema.fields.map((f) => f.key),
    ),
    publishedAt: entry.publishedAt ?? now,
    publishedUpdatedAt: now,
    slugPublished: true,
    updatedAt: now,
  });
}

/** Takes a published entry off the public API (from the next request on); unpublishing twice changes nothing. */
export function unpublishEntry(deps: ContentDeps, ref: EntryRef): EntryRecord | Refusal {
  const entry = entryOf(deps, ref);
  if (isRefusal(entry)) return entry;
  if (entry.status === 'unpublished') return entry;
  if (entry.status !== 'published') return NOT_PUBLISHED;
  return writeEntry(entriesTable(deps), entry, { ...entry, status: 'unpublished', updatedAt: iso(deps.clock.now()) });
}

/** Changes the slug; a slug that was ever public is kept as a former slug so old links keep resolving. */
export function changeSlug(deps: ContentDeps, ref: EntryRef, slugInput: unknown): EntryRecord | Refusal {
  const entry = entryOf(deps, ref);
  if (isRefusal(entry)) return entry;
  const slug = checkSlug(slugInput);
  if (isRefusal(slug)) return slug;
  if (slug === entry.slug) return entry;
  const taken = claimSlug(deps, entry, { slug, entryId: entry.id });
  if (taken) return taken;
  const former = entry.formerSlugs.filter((s) => s !== slug);
  if (entry.slugPublished) former.push(entry.slug);
  const reclaimed = entry.formerSlugs.includes(slug);
  return writeEntry(entriesTable(deps), entry, {
    ...entry,
    slug,
    formerSlugs: former,
    slugPublished: entry.status === 'published' || reclaimed,
    updatedAt: iso(deps.clock.now()),
  });
}
