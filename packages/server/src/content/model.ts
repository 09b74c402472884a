// Content records (collections with one schema for Test and Live, entries per environment) and their tables.
import { limits } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { Environment } from '../keys.js';
import type { Row, Table } from '../ports/store.js';

/** The seven field types of a collection schema. */
export const FIELD_TYPES = ['text', 'date', 'time', 'number', 'url', 'boolean', 'select'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const MAX_FIELDS = limits.AdminContentSchema.fields.maxItems;
export const MAX_SELECT_OPTIONS = limits.AdminContentFieldDefinition.options.maxItems;
export const MAX_ALLOWED_ORIGINS = limits.AdminContentSettingsInput.allowedOrigins.maxItems;
export const ENVIRONMENTS: readonly Environment[] = ['test', 'live'];

export interface FieldDefinition {
  key: string;
  label: string;
  type: FieldType;
  /** Select fields only: the allowed values. */
  options?: string[];
  required?: boolean;
}

export interface CollectionSchema {
  revision: number;
  fields: FieldDefinition[];
  /** A website display convention only; never consulted by the API. */
  eventsHidden: boolean;
}

export interface CollectionRecord extends Row {
  websiteId: string;
  key: string;
  name: string;
  schema: CollectionSchema;
  createdAt: string;
  updatedAt: string;
}

export type FieldValue = string | number | boolean | null;

/** What an editor writes: the draft, and on publish a copy of it (the published snapshot). */
export interface EntryContent {
  title: string;
  summary: string | null;
  image: string | null;
  fields: Record<string, FieldValue>;
}

export type EntryStatus = 'draft' | 'published' | 'unpublished';

export interface EntryRecord extends Row {
  websiteId: string;
  environment: Environment;
  collection: string;
  status: EntryStatus;
  /** The current slug; public as soon as the entry is published. */
  slug: string;
  /** Whether the current slug has been served publicly (a slug that never was is not kept when it changes). */
  slugPublished: boolean;
  /** Slugs once served publicly; they keep resolving to this entry. */
  formerSlugs: string[];
  draft: EntryContent;
  published: EntryContent | null;
  /** First publication; kept through unpublish and republish so list positions stay stable. */
  publishedAt: string | null;
  /** Last publication (the public `updatedAt`). */
  publishedUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const COLLECTIONS_TABLE = 'content.collections';
export const ENTRIES_TABLE = 'content.entries';

export function collectionsTable(deps: Pick<Deps, 'store'>): Table<CollectionRecord> {
  return deps.store.table<CollectionRecord>(COLLECTIONS_TABLE);
}

export function entriesTable(deps: Pick<Deps, 'store'>): Table<EntryRecord> {
  return deps.store.table<EntryRecord>(ENTRIES_TABLE);
}

/** Collections are keyed by website and key so reads need no scan. */
export function collectionId(websiteId: string, key: string): string {
  return `${websiteId}/${key}`;
}

export function getCollection(deps: Pick<Deps, 'store'>, websiteId: string, key: string): CollectionRecord | undefined {
  return collectionsTable(deps).get(collectionId(websiteId, key));
}

export const SLUG_PATTERN = new RegExp(limits.AdminContentEntryInput.slug.pattern);
export const COLLECTION_KEY_PATTERN = new RegExp(limits.AdminContentCollectionInput.key.pattern);
export const FIELD_KEY_PATTERN = new RegExp(limits.AdminContentFieldDefinition.key.pattern);
