import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

const OWNER = { 'x-identity-sub': 'owner' };
const EDITOR = { 'x-identity-sub': 'editor' };
const PUBLISHER = { 'x-identity-sub': 'publisher' };

let t: TestServer;
let siteId: string;
let base: string;

const FIELDS = [
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'venue', label: 'Venue', type: 'text' },
  { key: 'capacity', label: 'Capacity', type: 'number' },
  { key: 'kind', label: 'Kind', type: 'select', options: ['talk', 'workshop'] },
];

const save = (body: unknown, headers: Record<string, string> = OWNER, collection = 'events') =>
  t.request('PUT', `${base}/${collection}`, { headers, json: body });

async function entry(environment: 'test' | 'live', body: Record<string, unknown>, publish: boolean, headers = OWNER): Promise<string> {
  const created = await t.request('POST', `${base}/events/entries?environment=${environment}`, { headers, json: body });
  expect(created.status).toBe(201);
  if (publish) expect((await t.request('POST', `${base}/events/entries/${created.body.entry.id}/publish`, { headers })).status).toBe(200);
  return created.body.entry.id as string;
}

beforeEach(async () => {
  t = await startServer();
  const site = await t.request('POST', '/_admin/websites', {
    json: {
      name: 'Studio',
      members: [
        { sub: 'owner', roles: ['manage', 'publish'] },
        { sub: 'editor', roles: ['manage'] },
        { sub: 'publisher', roles: ['publish'] },
        { sub: 'sales', roles: ['leads'] },
      ],
    },
  });
  siteId = site.body.website.id;
  base = `/_admin/content/websites/${siteId}/collections`;
  const created = await t.request('POST', base, { headers: OWNER, json: { key: 'events', name: 'Events', fields: FIELDS } });
  expect(created.status).toBe(201);
  expect(created.body.collection.schema.revision).toBe(1);
});
afterEach(() => t.close());

describe('collection schemas', () => {
  it('a schema save with the loaded revision succeeds and bumps the revision', async () => {
    const r = await save({ revision: 1, fields: [...FIELDS, { key: 'free', label: 'Free', type: 'boolean' }] });
    expect(r.status).toBe(200);
    expect(r.body.collection.schema.revision).toBe(2);
    expect((await t.request('GET', `${base}/events`)).body.collection.schema.fields).toHaveLength(5);
  });

  it('a schema save with a stale revision is 409 REVISION_CONFLICT and changes nothing', async () => {
    expect((await save({ revision: 1, fields: FIELDS, name: 'Events v2' })).status).toBe(200);
    const stale = await save({ revision: 1, fields: [] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'REVISION_CONFLICT', message: 'schema was changed since revision 1 was loaded; reload it' });
    const current = await t.request('GET', `${base}/events`);
    expect(current.body.collection.schema).toMatchObject({ revision: 2, fields: FIELDS.map((f) => expect.objectContaining(f)) });
  });

  it('a revision that is not a positive integer is 400', async () => {
    for (const revision of [undefined, '1', 0, 1.5]) {
      const r = await save({ revision, fields: FIELDS });
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual(['revision']);
    }
  });

  it('accepts exactly the seven field types: text, date, time, number, url, boolean, select', async () => {
    const seven = ['text', 'date', 'time', 'number', 'url', 'boolean', 'select'].map((type) => ({
      key: `f_${type}`,
      label: type,
      type,
      ...(type === 'select' ? { options: ['a'] } : {}),
    }));
    expect((await save({ revision: 1, fields: seven })).status).toBe(200);
    for (const type of ['email', 'rich', 'URL', 'datetime', 'integer']) {
      const r = await save({ revision: 2, fields: [{ key: 'x', label: 'X', type }] });
      expect(r.status, type).toBe(400);
      expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['x'] });
    }
  });

  it('at most 30 fields per collection: 30 are accepted, 31 are 400', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `f${i}`, label: `Field ${i}`, type: 'text' }));
    const ok = await t.request('POST', base, { headers: OWNER, json: { key: 'wide', name: 'Wide', fields: many(30) } });
    expect(ok.status).toBe(201);
    const tooMany = await save({ revision: 1, fields: many(31) }, OWNER, 'wide');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'a collection has at most 30 fields', fields: ['fields'] });
    expect((await t.request('POST', base, { headers: OWNER, json: { key: 'wider', name: 'W', fields: many(31) } })).status).toBe(400);
  });

  it('a select field needs 1 to 50 distinct options; other types take none', async () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);
    expect((await save({ revision: 1, fields: [{ key: 's', label: 'S', type: 'select', options: options(50) }] })).status).toBe(200);
    for (const field of [
      { key: 's', label: 'S', type: 'select', options: [] },
      { key: 's', label: 'S', type: 'select' },
      { key: 's', label: 'S', type: 'select', options: options(51) },
      { key: 's', label: 'S', type: 'select', options: ['a', 'a'] },
      { key: 't', label: 'T', type: 'text', options: ['a'] },
    ]) {
      const r = await save({ revision: 2, fields: [field] });
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual([field.key]);
    }
  });

  it('field keys must be valid and unique', async () => {
    const r = await save({
      revision: 1,
      fields: [
        { key: 'a', type: 'text' },
        { key: 'a', type: 'text' },
        { key: '9x', type: 'text' },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['a', '9x']);
  });

  it('a second collection with the same key is 409; a bad key is 400', async () => {
    expect((await t.request('POST', base, { headers: OWNER, json: { key: 'events', name: 'Again' } })).status).toBe(409);
    const bad = await t.request('POST', base, { headers: OWNER, json: { key: 'Bad Key', name: 'Bad' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['key']);
  });

  it('eventsHidden is saved as a display flag', async () => {
    const r = await save({ revision: 1, fields: FIELDS, eventsHidden: true });
    expect(r.body.collection.schema.eventsHidden).toBe(true);
    expect((await save({ revision: 2, fields: FIELDS, eventsHidden: 'yes' })).status).toBe(400);
  });
});

describe('schema changes that would invalidate entries are refused (409 SCHEMA_INCOMPATIBLE)', () => {
  it('removing a field that has values in a draft', async () => {
    await entry('test', { slug: 'a', title: 'A', fields: { venue: 'Hall' } }, false);
    const r = await save({ revision: 1, fields: FIELDS.filter((f) => f.key !== 'venue') });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'SCHEMA_INCOMPATIBLE', fields: ['venue'] });
    expect(r.body.message).toContain('venue');
  });

  it('removing a field that has no values is allowed', async () => {
    await entry('test', { slug: 'a', title: 'A', fields: { venue: 'Hall' } }, false);
    expect((await save({ revision: 1, fields: FIELDS.filter((f) => f.key !== 'date') })).status).toBe(200);
  });

  it('changing the type of a used field, found in a published snapshot only', async () => {
    const id = await entry('live', { slug: 'a', title: 'A', fields: { capacity: 40 } }, true);
    await t.request('PATCH', `${base}/events/entries/${id}`, { headers: OWNER, json: { fields: { capacity: null } } });
    const r = await save({ revision: 1, fields: FIELDS.map((f) => (f.key === 'capacity' ? { ...f, type: 'text' } : f)) });
    expect(r.status).toBe(409);
    expect(r.body.fields).toEqual(['capacity']);
  });

  it('removing a select option that an entry uses; removing an unused option is fine', async () => {
    await entry('test', { slug: 'a', title: 'A', fields: { kind: 'talk' } }, false);
    const used = await save({ revision: 1, fields: FIELDS.map((f) => (f.key === 'kind' ? { ...f, options: ['workshop'] } : f)) });
    expect(used.status).toBe(409);
    expect(used.body.fields).toEqual(['kind']);
    const unused = await save({ revision: 1, fields: FIELDS.map((f) => (f.key === 'kind' ? { ...f, options: ['talk', 'seminar'] } : f)) });
    expect(unused.status).toBe(200);
  });

  it('making a field required while some entry lacks it; allowed once every entry has it', async () => {
    const id = await entry('test', { slug: 'a', title: 'A', fields: { date: '2026-04-01' } }, false);
    await entry('test', { slug: 'b', title: 'B' }, false);
    const required = (revision: number) => save({ revision, fields: FIELDS.map((f) => (f.key === 'date' ? { ...f, required: true } : f)) });
    const r = await required(1);
    expect(r.status).toBe(409);
    expect(r.body.fields).toEqual(['date']);
    const entries = await t.request('GET', `${base}/events/entries?environment=test`);
    const other = entries.body.entries.find((e: { id: string }) => e.id !== id);
    await t.request('PATCH', `${base}/events/entries/${other.id}`, { headers: OWNER, json: { fields: { date: '2026-05-01' } } });
    expect((await required(1)).status).toBe(200);
    const missing = await t.request('POST', `${base}/events/entries?environment=test`, { headers: OWNER, json: { slug: 'c', title: 'C' } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual(['date']);
  });

  it('adding a new required field while entries exist', async () => {
    await entry('live', { slug: 'a', title: 'A' }, true);
    const r = await save({ revision: 1, fields: [...FIELDS, { key: 'host', label: 'Host', type: 'text', required: true }] });
    expect(r.status).toBe(409);
    expect(r.body.fields).toEqual(['host']);
  });
});

describe('schema access: a collection serving Live needs publishing access', () => {
  it('a new or unused collection needs only website management', async () => {
    expect((await save({ revision: 1, fields: FIELDS, name: 'Renamed' }, EDITOR)).status).toBe(200);
    expect((await t.request('POST', base, { headers: EDITOR, json: { key: 'posts', name: 'Posts' } })).status).toBe(201);
  });

  it('a collection with Test content only still needs only website management', async () => {
    await entry('test', { slug: 'a', title: 'A' }, true);
    expect((await save({ revision: 1, fields: FIELDS }, EDITOR)).status).toBe(200);
  });

  it('changing a collection that serves Live without the publish role is 403 FORBIDDEN, even while viewing Test', async () => {
    await entry('live', { slug: 'a', title: 'A' }, true);
    const r = await t.request('PUT', `${base}/events?environment=test`, { headers: EDITOR, json: { revision: 1, fields: FIELDS } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('FORBIDDEN');
    expect(r.body.message).toContain('publish');
    expect((await save({ revision: 1, fields: FIELDS }, OWNER)).status).toBe(200);
  });

  it('publishing access alone does not manage a website', async () => {
    await entry('live', { slug: 'a', title: 'A' }, true);
    expect((await save({ revision: 1, fields: FIELDS }, PUBLISHER)).status).toBe(403);
    expect((await t.request('POST', base, { headers: PUBLISHER, json: { key: 'posts', name: 'Posts' } })).status).toBe(403);
  });

  it('once the last Live entry is unpublished the collection no longer serves Live', async () => {
    const id = await entry('live', { slug: 'a', title: 'A' }, true);
    expect((await t.request('GET', `${base}/events`)).body.collection.servesLive).toBe(true);
    await t.request('POST', `${base}/events/entries/${id}/unpublish`, { headers: OWNER });
    expect((await t.request('GET', `${base}/events`)).body.collection.servesLive).toBe(false);
    expect((await save({ revision: 1, fields: FIELDS }, EDITOR)).status).toBe(200);
  });

  it('access is read from the stored members: losing the publish role takes effect at once', async () => {
    await entry('live', { slug: 'a', title: 'A' }, true);
    const members = await t.request('PUT', `/_admin/websites/${siteId}/members`, {
      json: { members: [{ sub: 'owner', roles: ['manage'] }] },
    });
    expect(members.status).toBe(200);
    expect((await save({ revision: 1, fields: FIELDS }, OWNER)).status).toBe(403);
  });

  it('a change without X-Identity-Sub is 401; a stranger or a leads-only member is 403', async () => {
    const anonymous = await t.request('PUT', `${base}/events`, { json: { revision: 1, fields: FIELDS } });
    expect(anonymous.status).toBe(401);
    expect((await save({ revision: 1, fields: FIELDS }, { 'x-identity-sub': 'stranger' })).status).toBe(403);
    expect((await save({ revision: 1, fields: FIELDS }, { 'x-identity-sub': 'sales' })).status).toBe(403);
  });

  it('an unknown website or collection is 404', async () => {
    expect(
      (
        await t.request('PUT', `/_admin/content/websites/web_nope/collections/events`, {
          headers: OWNER,
          json: { revision: 1, fields: [] },
        })
      ).status,
    ).toBe(404);
    expect((await save({ revision: 1, fields: [] }, OWNER, 'nope')).status).toBe(404);
    expect((await t.request('GET', `${base}/nope`)).status).toBe(404);
  });

  it('lists the collections of a website', async () => {
    await t.request('POST', base, { headers: OWNER, json: { key: 'posts', name: 'Posts' } });
    const r = await t.request('GET', base);
    expect(r.body.collections.map((c: { key: string }) => c.key)).toEqual(['events', 'posts']);
  });

  it('a body that is not a JSON object is 400', async () => {
    const r = await t.request('PUT', `${base}/events`, { headers: { ...OWNER, 'content-type': 'application/json' }, body: '[1,' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
  });
});
