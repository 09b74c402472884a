// The collection rules without HTTP: creating a collection, saving a schema against its revision, each refusal.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { unrefused } from '../http/validation.js';
import { createWebsite } from '../websites.js';
import { collectionOf, createCollection, saveSchema, websiteOf } from './collections.js';
import { createEntry, publishEntry } from './entries.js';

async function world() {
  const { deps } = await createReferenceServer();
  const website = createWebsite(deps, { name: 'Studio', members: [] });
  return { deps, websiteId: website.id };
}

describe('finding what content is managed for', () => {
  it('an unknown website or collection is 404 NOT_FOUND naming which', async () => {
    const { deps, websiteId } = await world();
    expect(websiteOf(deps, websiteId)).toMatchObject({ id: websiteId });
    expect(websiteOf(deps, 'web_missing')).toEqual({ status: 404, code: 'NOT_FOUND', message: 'website not found' });
    expect(collectionOf(deps, websiteId, 'events')).toEqual({ status: 404, code: 'NOT_FOUND', message: 'collection not found' });
  });
});

describe('creating a collection', () => {
  it('stores revision 1 of its schema, the name trimmed', async () => {
    const { deps, websiteId } = await world();
    const created = unrefused(
      createCollection(deps, websiteId, { key: 'events', name: ' Events ', fields: [{ key: 'date', type: 'date' }] }),
    );
    expect(created).toMatchObject({ key: 'events', name: 'Events', schema: { revision: 1, eventsHidden: false } });
    expect(created.schema.fields).toEqual([{ key: 'date', label: 'date', type: 'date' }]);
    expect(collectionOf(deps, websiteId, 'events')).toEqual(created);
  });

  it('refuses, in order: no website 404, a malformed key, name, field list or eventsHidden 400 naming it', async () => {
    const { deps, websiteId } = await world();
    expect(createCollection(deps, 'web_missing', { key: 'BAD', name: '' })).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(createCollection(deps, websiteId, { key: 'Bad Key', name: '' })).toMatchObject({ status: 400, fields: ['key'] });
    expect(createCollection(deps, websiteId, { key: 'events', name: '  ' })).toMatchObject({ status: 400, fields: ['name'] });
    expect(createCollection(deps, websiteId, { key: 'events', name: 'A\u0007' })).toMatchObject({
      message: 'name must not contain control characters',
      fields: ['name'],
    });
    expect(createCollection(deps, websiteId, { key: 'events', name: 'Events', fields: 'date' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['fields'],
    });
    expect(createCollection(deps, websiteId, { key: 'events', name: 'Events', eventsHidden: 'yes' })).toMatchObject({
      message: 'eventsHidden must be a boolean',
      fields: ['eventsHidden'],
    });
    expect(collectionOf(deps, websiteId, 'events')).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a key already used on the website is 409 COLLECTION_EXISTS', async () => {
    const { deps, websiteId } = await world();
    unrefused(createCollection(deps, websiteId, { key: 'events', name: 'Events' }));
    expect(createCollection(deps, websiteId, { key: 'events', name: 'Other' })).toEqual({
      status: 409,
      code: 'COLLECTION_EXISTS',
      message: 'collection events already exists on this website',
      fields: ['key'],
    });
  });
});

describe('saving a schema', () => {
  it('the revision loaded is saved as the next one; a stale revision is 409 REVISION_CONFLICT to reload', async () => {
    const { deps, websiteId } = await world();
    unrefused(createCollection(deps, websiteId, { key: 'events', name: 'Events' }));
    const saved = unrefused(saveSchema(deps, { websiteId, key: 'events' }, { revision: 1, fields: [{ key: 'venue', type: 'text' }] }));
    expect(saved.schema.revision).toBe(2);
    expect(saveSchema(deps, { websiteId, key: 'events' }, { revision: 1, fields: [] })).toEqual({
      status: 409,
      code: 'REVISION_CONFLICT',
      message: 'schema was changed since revision 1 was loaded; reload it',
    });
    expect(saveSchema(deps, { websiteId, key: 'events' }, { revision: 0, fields: [] })).toMatchObject({
      status: 400,
      fields: ['revision'],
    });
  });

  it('a change that would invalidate a stored entry is 409 SCHEMA_INCOMPATIBLE naming the fields', async () => {
    const { deps, websiteId } = await world();
    unrefused(createCollection(deps, websiteId, { key: 'events', name: 'Events', fields: [{ key: 'venue', type: 'text' }] }));
    const entry = unrefused(
      createEntry(deps, { websiteId, environment: 'live', collection: 'events', slug: 'a', title: 'A', fields: { venue: 'Hall' } }),
    );
    unrefused(publishEntry(deps, { websiteId, collection: 'events', entryId: entry.id }));
    expect(saveSchema(deps, { websiteId, key: 'events' }, { revision: 1, fields: [] })).toMatchObject({
      status: 409,
      code: 'SCHEMA_INCOMPATIBLE',
      fields: ['venue'],
    });
    expect(collectionOf(deps, websiteId, 'events')).toMatchObject({ schema: { revision: 1 } });
  });
});
