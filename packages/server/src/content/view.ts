// Entries as the Content API shows them (the contract's ContentEntry) and as the admin API shows them.
import type { Schema } from '@svc/spec';
import type { CollectionRecord, EntryRecord } from './model.js';

/** The published snapshot of an entry; every schema field is present, null when unset. */
export function publicEntry(entry: EntryRecord, collection: CollectionRecord): Schema<'ContentEntry'> {
  const snapshot = entry.published ?? entry.draft;
  const fields: Schema<'ContentEntry'>['fields'] = {};
  for (const field of collection.schema.fields) fields[field.key] = snapshot.fields[field.key] ?? null;
  return {
    id: entry.id,
    title: snapshot.title,
    slug: entry.slug,
    summary: snapshot.summary,
    image: snapshot.image,
    fields,
    publishedAt: entry.publishedAt ?? entry.createdAt,
    updatedAt: entry.publishedUpdatedAt ?? entry.updatedAt,
  };
}

/** Everything an editor sees, drafts included (admin API only). */
export function adminEntry(entry: EntryRecord) {
  return {
    id: entry.id,
    collection: entry.collection,
    environment: entry.environment,
    status: entry.status,
    slug: entry.slug,
    formerSlugs: entry.formerSlugs,
    draft: entry.draft,
    published: entry.published,
    publishedAt: entry.publishedAt,
    updatedAt: entry.updatedAt,
    createdAt: entry.createdAt,
  };
}

export function adminCollection(collection: CollectionRecord, servesLive: boolean) {
  return {
    key: collection.key,
    name: collection.name,
    schema: collection.schema,
    servesLive,
    createdAt: collection.createdAt,
    updatedAt: collection.updatedAt,
  };
}
