// Collections as plain functions (no HTTP): create, save a schema against its loaded revision, and whether one serves Live.
// Each returns its value or a refusal (http/validation.ts); the admin route files answer refusals.
import { limits } from '@svc/spec';
import type { Deps } from '../deps.js';
import { isPlainObject } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';
import { scopeIndex } from './entry-index.js';
import type { CollectionRecord, EntryContent, FieldDefinition } from './model.js';
import { COLLECTION_KEY_PATTERN, collectionId, collectionsTable, entriesTable, getCollection } from './model.js';
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

const WEBSITE_NOT_FOUND: Refusal = { status: 404, code: 'NOT_FOUND', message: 'website not found' };
const COLLECTION_NOT_FOUND: Refusal = { status: 404, code: 'NOT_FOUND', message: 'collection not found' };

function checkName(name: unknown): string | Refusal {
  if (typeof name !== 'string' || name.trim().length === 0 || textLength(name) > MAX_NAME) {
    return invalid(`name is required (1 to ${MAX_NAME} characters)`, ['name']);
  }
  if (hasControlCharacters(name)) return invalid(controlCharactersMessage('name'), ['name']);
  return name.trim();
}

function checkEventsHidden(value: unknown, fallback: boolean): boolean | Refusal {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') return invalid('eventsHidden must be a boolean', ['eventsHidden']);
  return value;
}

/** The website content is managed for, or 404. */
export function websiteOf(deps: Pick<Deps, 'store'>, websiteId: string): Website | Refusal {
  return websitesTable(deps).get(websiteId) ?? WEBSITE_NOT_FOUND;
}

/** The website's collection, or 404. */
export function collectionOf(deps: Pick<Deps, 'store'>, websiteId: string, key: string): CollectionRecord | Refusal {
  return getCollection(deps, websiteId, key) ?? COLLECTION_NOT_FOUND;
}

/** Creates a collection (schema revision 1), or refuses: no website, a malformed key, name or schema, a taken key. */
export function createCollection(deps: ContentDeps, websiteId: string, input: NewCollection): CollectionRecord | Refusal {
  const website = websiteOf(deps, websiteId);
  if (isRefusal(website)) return website;
  if (typeof input.key !== 'string' || !COLLECTION_KEY_PATTERN.test(input.key)) {
    return invalid(`key must match ${COLLECTION_KEY_PATTERN.source}`, ['key']);
  }
  const name = checkName(input.name);
  if (isRefusal(name)) return name;
  const fields = parseFields(input.fields ?? []);
  if (isRefusal(fields)) return fields;
  const eventsHidden = checkEventsHidden(input.eventsHidden, false);
  if (isRefusal(eventsHidden)) return eventsHidden;
  if (getCollection(deps, websiteId, input.key)) {
    return { status: 409, code: 'COLLECTION_EXISTS', message: `collection ${input.key} already exists on this website`, fields: ['key'] };
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
  return scopeIndex(entriesTable(deps), { websiteId, environment: 'live', collection: key }).published.length > 0;
}

/** Every draft and published snapshot of the collection, in both environments. */
function* storedContents(deps: Pick<Deps, 'store'>, websiteId: string, key: string): Generator<EntryContent> {
  const table = entriesTable(deps);
  for (const environment of ['test', 'live']) {
    for (const id of scopeIndex(table, { websiteId, environment, collection: key }).entryIds) {
      const entry = table.get(id);
      if (!entry) continue;
      yield entry.draft;
      if (entry.published) yield entry.published;
    }
  }
}

/** Saves a schema: a stale revision is a 409 to reload, and changes that would invalidate stored entries are refused. */
export function saveSchema(
  deps: ContentDeps,
  { websiteId, key }: { websiteId: string; key: string },
  input: SchemaSave,
): CollectionRecord | Refusal {
  const collection = collectionOf(deps, websiteId, key);
  if (isRefusal(collection)) return collection;
  if (typeof input.revision !== 'number' || !Number.isSafeInteger(input.revision) || input.revision < 1) {
    return invalid('revision must be the schema revision you loaded (a positive integer)', ['revision']);
  }
  const name = input.name === undefined ? collection.name : checkName(input.name);
  if (isRefusal(name)) return name;
  const fields: FieldDefinition[] | Refusal = parseFields(input.fields);
  if (isRefusal(fields)) return fields;
  const eventsHidden = checkEventsHidden(input.eventsHidden, collection.schema.eventsHidden);
  if (isRefusal(eventsHidden)) return eventsHidden;
  if (input.revision !== collection.schema.revision) {
    return { status: 409, code: 'REVISION_CONFLICT', message: `schema was changed since revision ${input.revision} was loaded; reload it` };
  }
  const broken = incompatibleFields(collection.schema.fields, fields, storedContents(deps, websiteId, key));
  if (broken.length > 0) {
    return {
      status: 409,
      code: 'SCHEMA_INCOMPATIBLE',
      message: `this change would invalidate existing drafts or published entries: ${broken.join(', ')}`,
      fields: broken,
    };
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
