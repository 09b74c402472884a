// Entries as plain functions (no HTTP): draft create and update, publish, unpublish and slug changes.
import type { Deps } from '../deps.js';
import type { Environment } from '../keys.js';
import { iso } from '../ports/clock.js';
import { requireCollection } from './collections.js';
import { scopeIndex, writeEntry } from './entry-index.js';
import type { EntryContent, EntryRecord } from './model.js';
import { ContentProblem, entriesTable, isEnvironment } from './model.js';
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

/** The entry of a website's collection, or a 404. */
export function requireEntry(deps: Pick<Deps, 'store'>, ref: EntryRef): EntryRecord {
  const entry = entriesTable(deps).get(ref.entryId);
  if (!entry || entry.websiteId !== ref.websiteId || entry.collection !== ref.collection) {
    throw new ContentProblem(404, 'NOT_FOUND', 'entry not found');
  }
  return entry;
}

/** Slugs are unique per collection and environment, former slugs of other entries included. */
function claimSlug(
  deps: Pick<Deps, 'store'>,
  scope: { websiteId: string; environment: Environment; collection: string },
  slug: string,
  entryId?: string,
): void {
  const owner = scopeIndex(entriesTable(deps), scope.websiteId, scope.environment, scope.collection).slugs.get(slug);
  if (owner !== undefined && owner !== entryId) {
    throw new ContentProblem(409, 'SLUG_TAKEN', `slug ${slug} is already used in this collection`, ['slug']);
  }
}

export function createEntry(deps: ContentDeps, input: NewEntry): EntryRecord {
  if (!isEnvironment(input.environment)) {
    throw new ContentProblem(400, 'VALIDATION_FAILED', 'environment must be test or live', ['environment']);
  }
  const collection = requireCollection(deps, input.websiteId, input.collection);
  const slug = checkSlug(input.slug);
  const draft = checkEntryContent(collection.schema.fields, {
    title: input.title,
    summary: input.summary,
    image: input.image,
    fields: input.fields ?? {},
  });
  claimSlug(deps, input, slug);
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
export function updateEntry(deps: ContentDeps, ref: EntryRef, patch: Record<string, unknown>): EntryRecord {
  const entry = requireEntry(deps, ref);
  const collection = requireCollection(deps, ref.websiteId, ref.collection);
  const draft = checkEntryContent(collection.schema.fields, patch, entry.draft);
  return writeEntry(entriesTable(deps), entry, { ...entry, draft, updatedAt: iso(deps.clock.now()) });
}

function snapshotOf(content: EntryContent, keys: string[]): EntryContent {
  const fields: EntryContent['fields'] = {};
  for (const key of keys) if (key in content.fields) fields[key] = content.fields[key]!;
  return { ...content, fields };
}

/** Publishes the draft as the entry's published snapshot; publishedAt is set on the first publish only. */
export function publishEntry(deps: ContentDeps, ref: EntryRef): EntryRecord {
  const entry = requireEntry(deps, ref);
  const collection = requireCollection(deps, ref.websiteId, ref.collection);
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
export function unpublishEntry(deps: ContentDeps, ref: EntryRef): EntryRecord {
  const entry = requireEntry(deps, ref);
  if (entry.status === 'unpublished') return entry;
  if (entry.status !== 'published') {
    throw new ContentProblem(409, 'NOT_PUBLISHED', 'only a published entry can be unpublished');
  }
  return writeEntry(entriesTable(deps), entry, { ...entry, status: 'unpublished', updatedAt: iso(deps.clock.now()) });
}

/** Changes the slug; a slug that was ever public is kept as a former slug so old links keep resolving. */
export function changeSlug(deps: ContentDeps, ref: EntryRef, slugInput: unknown): EntryRecord {
  const entry = requireEntry(deps, ref);
  const slug = checkSlug(slugInput);
  if (slug === entry.slug) return entry;
  claimSlug(deps, entry, slug, entry.id);
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
