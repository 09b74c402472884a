// Collections as plain functions (no HTTP): create, save a schema against its loaded revision, and whether one serves Live.
import { limits } from '@svc/spec';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Deps } from '../deps.js';
import { isPlainObject } from '../http/json.js';
import { iso } from '../ports/clock.js';
import { websitesTable } from '../websites.js';
import { scopeIndex } from './entry-index.js';
import type { CollectionRecord, EntryContent, FieldDefinition } from './model.js';
import { collectionId, collectionsTable, COLLECTION_KEY_PATTERN, ContentProblem, entriesTable, getCollection } from './model.js';
import { incompatibleFields, parseFields } from './schema.js';

type ContentDeps = Pick<Deps, 'store' | 'clock'>;

export interface NewCollection {
  key: string;
  name: string;
  fields?: unknown;
  eventsHidden?: unknown;
}

export interface SchemaSave {
  /** The revision the client loaded. */
  revision: unknown;
  fields: unknown;
  name?: unknown;
  eventsHidden?: unknown;
}

const MAX_NAME = limits.AdminContentCollectionInput.name.maxLength;

function checkName(name: unknown): string {
  if (typeof name !== 'string' || name.trim().length === 0 || textLength(name) > MAX_NAME) {
    throw new ContentProblem(400, 'VALIDATION_FAILED', `name is required (1 to ${MAX_NAME} characters)`, ['name']);
  }
  if (hasControlCharacters(name)) throw new ContentProblem(400, 'VALIDATION_FAILED', controlCharactersMessage('name'), ['name']);
  return name.trim();
}

function checkEventsHidden(value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new ContentProblem(400, 'VALIDATION_FAILED', 'eventsHidden must be a boolean', ['eventsHidden']);
  return value;
}

export function requireWebsite(deps: Pick<Deps, 'store'>, websiteId: string) {
  const website = websitesTable(deps).get(websiteId);
  if (!website) throw new ContentProblem(404, 'NOT_FOUND', 'website not found');
  return website;
}

export function requireCollection(deps: Pick<Deps, 'store'>, websiteId: string, key: string): CollectionRecord {
  const collection = getCollection(deps, websiteId, key);
  if (!collection) throw new ContentProblem(404, 'NOT_FOUND', 'collection not found');
  return collection;
}

export function createCollection(deps: ContentDeps, websiteId: string, input: NewCollection): CollectionRecord {
  requireWebsite(deps, websiteId);
  if (typeof input.key !== 'string' || !COLLECTION_KEY_PATTERN.test(input.key)) {
    throw new ContentProblem(400, 'VALIDATION_FAILED', `key must match ${COLLECTION_KEY_PATTERN.source}`, ['key']);
  }
  const name = checkName(input.name);
  const fields = parseFields(input.fields ?? []);
  const eventsHidden = checkEventsHidden(input.eventsHidden, false);
  if (getCollection(deps, websiteId, input.key)) {
    throw new ContentProblem(409, 'COLLECTION_EXISTS', `collection ${input.key} already exists on this website`, ['key']);
  }
  const now = iso(deps.clock.now());
  return collectionsTable(deps).set({
    id: collectionId(websiteId, input.key),
    websiteId,
    key: input.key,
    name,
    schema: { revision: 1, fields, eventsHidden },
    createdAt: now,
    updatedAt: now,
  });
}

export function listCollections(deps: Pick<Deps, 'store'>, websiteId: string): CollectionRecord[] {
  return collectionsTable(deps)
    .filter((c) => c.websiteId === websiteId)
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** A collection serves Live while any of its Live entries is published. */
export function servesLive(deps: Pick<Deps, 'store'>, websiteId: string, key: string): boolean {
  return scopeIndex(entriesTable(deps), websiteId, 'live', key).published.length > 0;
}

/** Every draft and published snapshot of the collection, in both environments. */
function* storedContents(deps: Pick<Deps, 'store'>, websiteId: string, key: string): Generator<EntryContent> {
  const table = entriesTable(deps);
  for (const environment of ['test', 'live']) {
    for (const id of scopeIndex(table, websiteId, environment, key).entryIds) {
      const entry = table.get(id);
      if (!entry) continue;
      yield entry.draft;
      if (entry.published) yield entry.published;
    }
  }
}

/** Saves a schema: a stale revision is a 409 to reload, and changes that would invalidate stored entries are refused. */
export function saveSchema(deps: ContentDeps, websiteId: string, key: string, input: SchemaSave): CollectionRecord {
  const collection = requireCollection(deps, websiteId, key);
  if (typeof input.revision !== 'number' || !Number.isSafeInteger(input.revision) || input.revision < 1) {
    throw new ContentProblem(400, 'VALIDATION_FAILED', 'revision must be the schema revision you loaded (a positive integer)', [
      'revision',
    ]);
  }
  const name = input.name === undefined ? collection.name : checkName(input.name);
  const fields: FieldDefinition[] = parseFields(input.fields);
  const eventsHidden = checkEventsHidden(input.eventsHidden, collection.schema.eventsHidden);
  if (input.revision !== collection.schema.revision) {
    throw new ContentProblem(409, 'REVISION_CONFLICT', `schema was changed since revision ${input.revision} was loaded; reload it`);
  }
  const broken = incompatibleFields(collection.schema.fields, fields, storedContents(deps, websiteId, key));
  if (broken.length > 0) {
    throw new ContentProblem(
      409,
      'SCHEMA_INCOMPATIBLE',
      `this change would invalidate existing drafts or published entries: ${broken.join(', ')}`,
      broken,
    );
  }
  return collectionsTable(deps).set({
    ...collection,
    name,
    schema: { revision: collection.schema.revision + 1, fields, eventsHidden },
    updatedAt: iso(deps.clock.now()),
  });
}

/** Reads `{ key, name, fields, eventsHidden }` from a JSON body (fields stay raw for parseFields). */
export function newCollectionFrom(body: unknown): NewCollection {
  const v = isPlainObject(body) ? body : {};
  return { key: v.key as string, name: v.name as string, fields: v.fields, eventsHidden: v.eventsHidden };
}
