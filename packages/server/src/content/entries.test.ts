// The entry rules without HTTP: drafts, publish and unpublish, slug changes, and each refusal.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { unrefused } from '../http/validation.js';
import { createWebsite } from '../websites.js';
import { createCollection } from './collections.js';
import type { NewEntry } from './entries.js';
import { changeSlug, createEntry, entryOf, publishEntry, unpublishEntry, updateEntry } from './entries.js';

async function world() {
  const { deps } = await createReferenceServer();
  const websiteId = createWebsite(deps, { name: 'Studio', members: [] }).id;
  unrefused(createCollection(deps, websiteId, { key: 'events', name: 'Events', fields: [{ key: 'capacity', type: 'number' }] }));
  const draft = (over: Partial<NewEntry> = {}) =>
    createEntry(deps, { websiteId, environment: 'live', collection: 'events', slug: 'open-day', title: 'Open day', ...over });
  const ref = (entryId: string) => ({ websiteId, collection: 'events', entryId });
  return { deps, websiteId, draft, ref };
}

describe('creating a draft', () => {
  it('refuses, in order: a bad environment, no collection 404, a malformed slug, title or field value (400 naming it)', async () => {
    const { draft } = await world();
    expect(draft({ environment: 'staging' as never })).toMatchObject({ status: 400, fields: ['environment'] });
    expect(draft({ collection: 'posts' })).toMatchObject({ status: 404, message: 'collection not found' });
    expect(draft({ slug: 'Open Day' })).toMatchObject({ status: 400, fields: ['slug'] });
    expect(draft({ title: '' })).toMatchObject({ status: 400, fields: ['title'] });
    expect(draft({ title: 'Open\u0000day' })).toMatchObject({ message: 'title must not contain control characters', fields: ['title'] });
    expect(draft({ fields: { capacity: 'forty', colour: 'red' } })).toMatchObject({ status: 400, fields: ['capacity', 'colour'] });
  });

  it('a slug already used in the collection is 409 SLUG_TAKEN', async () => {
    const { draft } = await world();
    unrefused(draft());
    expect(draft({ title: 'Again' })).toEqual({
      status: 409,
      code: 'SLUG_TAKEN',
      message: 'slug open-day is already used in this collection',
      fields: ['slug'],
    });
  });
});

describe('changing an entry', () => {
  it('an entry of another collection or website is 404 NOT_FOUND', async () => {
    const { deps, websiteId, draft } = await world();
    const entry = unrefused(draft());
    expect(entryOf(deps, { websiteId, collection: 'posts', entryId: entry.id })).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'entry not found',
    });
    expect(publishEntry(deps, { websiteId: 'web_other', collection: 'events', entryId: entry.id })).toMatchObject({ status: 404 });
  });

  it('a draft update is checked like a new draft and leaves the entry as it was when refused', async () => {
    const { deps, draft, ref } = await world();
    const entry = unrefused(draft());
    expect(updateEntry(deps, ref(entry.id), { fields: { capacity: 'many' } })).toMatchObject({ status: 400, fields: ['capacity'] });
    expect(unrefused(updateEntry(deps, ref(entry.id), { fields: { capacity: 40 } })).draft.fields).toEqual({ capacity: 40 });
  });

  it('only a published entry can be unpublished (409 NOT_PUBLISHED); unpublishing twice changes nothing', async () => {
    const { deps, draft, ref } = await world();
    const entry = unrefused(draft());
    expect(unpublishEntry(deps, ref(entry.id))).toEqual({
      status: 409,
      code: 'NOT_PUBLISHED',
      message: 'only a published entry can be unpublished',
    });
    unrefused(publishEntry(deps, ref(entry.id)));
    const off = unrefused(unpublishEntry(deps, ref(entry.id)));
    expect(off.status).toBe('unpublished');
    expect(unpublishEntry(deps, ref(entry.id))).toBe(entryOf(deps, ref(entry.id)));
  });

  it('a slug change is checked and must be free; a public slug is kept as a former slug', async () => {
    const { deps, draft, ref } = await world();
    const entry = unrefused(draft());
    unrefused(draft({ slug: 'taken', title: 'Other' }));
    expect(changeSlug(deps, ref(entry.id), 'Not A Slug')).toMatchObject({ status: 400, fields: ['slug'] });
    expect(changeSlug(deps, ref(entry.id), 'taken')).toMatchObject({ status: 409, code: 'SLUG_TAKEN' });
    unrefused(publishEntry(deps, ref(entry.id)));
    expect(unrefused(changeSlug(deps, ref(entry.id), 'spring-day'))).toMatchObject({ slug: 'spring-day', formerSlugs: ['open-day'] });
  });
});
