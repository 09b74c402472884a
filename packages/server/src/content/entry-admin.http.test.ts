import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

const OWNER = { 'x-identity-sub': 'owner' };
const EDITOR = { 'x-identity-sub': 'editor' };

let t: TestServer;
let base: string;

const FIELDS = [
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'time', label: 'Time', type: 'time' },
  { key: 'venue', label: 'Venue', type: 'text' },
  { key: 'bookingUrl', label: 'Booking', type: 'url' },
  { key: 'capacity', label: 'Capacity', type: 'number' },
  { key: 'free', label: 'Free', type: 'boolean' },
  { key: 'kind', label: 'Kind', type: 'select', options: ['talk', 'workshop'] },
];

const create = (environment: string, json: unknown, headers = OWNER) =>
  t.request('POST', `${base}/entries?environment=${environment}`, { headers, json });
const action = (id: string, what: 'publish' | 'unpublish' | 'slug', headers = OWNER, json?: unknown) =>
  t.request('POST', `${base}/entries/${id}/${what}`, { headers, ...(json ? { json } : {}) });

beforeEach(async () => {
  t = await startServer();
  const site = await t.request('POST', '/_admin/websites', {
    json: {
      name: 'Studio',
      members: [
        { sub: 'owner', roles: ['manage', 'publish'] },
        { sub: 'editor', roles: ['manage'] },
      ],
    },
  });
  const siteId = site.body.website.id as string;
  base = `/_admin/content/websites/${siteId}/collections/events`;
  await t.request('POST', `/_admin/content/websites/${siteId}/collections`, {
    headers: OWNER,
    json: { key: 'events', name: 'Events', fields: FIELDS },
  });
});
afterEach(() => t.close());

describe('entry field values are validated against the schema (400 VALIDATION_FAILED naming fields)', () => {
  it('accepts valid values of every type', async () => {
    const fields = {
      date: '2026-02-28',
      time: '23:59',
      venue: 'Hall',
      bookingUrl: 'https://example.org/x',
      capacity: 12.5,
      free: false,
      kind: 'talk',
    };
    const r = await create('test', { slug: 'ok', title: 'OK', fields });
    expect(r.status).toBe(201);
    expect(r.body.entry).toMatchObject({ status: 'draft', slug: 'ok', draft: { fields }, published: null, publishedAt: null });
  });

  it('refuses a wrong value of each type and names every offending field', async () => {
    const fields = {
      date: '2026-02-30',
      time: '24:00',
      venue: 42,
      bookingUrl: 'ftp://example.org/file',
      capacity: '12',
      free: 'yes',
      kind: 'party',
    };
    const r = await create('test', { slug: 'bad', title: 'Bad', fields });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect([...r.body.fields].sort()).toEqual(Object.keys(fields).sort());
  });

  it('refuses more malformed dates, times and URLs', async () => {
    for (const [key, value] of [
      ['date', '2026-4-1'],
      ['date', '01/04/2026'],
      ['time', '9:30'],
      ['time', '12:60'],
      ['time', '10:00:00'],
      ['bookingUrl', 'example.org'],
      ['bookingUrl', 'javascript:alert(1)'],
      ['capacity', true],
      ['free', 0],
    ] as const) {
      const r = await create('test', { slug: 'x', title: 'X', fields: { [key]: value } });
      expect(r.status, `${key}=${String(value)}`).toBe(400);
      expect(r.body.fields).toEqual([key]);
    }
  });

  it('refuses fields that are not in the schema', async () => {
    const r = await create('test', { slug: 'x', title: 'X', fields: { colour: 'red' } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['colour']);
  });

  it('null clears a field', async () => {
    const r = await create('test', { slug: 'x', title: 'X', fields: { venue: 'Hall' } });
    const cleared = await t.request('PATCH', `${base}/entries/${r.body.entry.id}`, { headers: OWNER, json: { fields: { venue: null } } });
    expect(cleared.body.entry.draft.fields.venue).toBeNull();
  });

  it('title, summary and image are checked', async () => {
    const r = await create('test', { slug: 'x', title: '', summary: 7, image: 'not a url' });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['title', 'summary', 'image']);
  });

  it('an environment other than test or live is 400', async () => {
    for (const environment of ['', 'staging']) {
      const r = await create(environment, { slug: 'x', title: 'X' });
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual(['environment']);
    }
  });
});

describe('entry slugs', () => {
  it('a slug must match ^[a-z0-9][a-z0-9-]{0,199}$', async () => {
    for (const slug of ['Upper', '-lead', 'sp ace', 'a'.repeat(201), '', 'under_score']) {
      const r = await create('test', { slug, title: 'X' });
      expect(r.status, slug).toBe(400);
      expect(r.body.fields).toEqual(['slug']);
    }
    expect((await create('test', { slug: `a${'-'.repeat(199)}`, title: 'X' })).status).toBe(201);
  });

  it('a slug is unique per collection and environment', async () => {
    expect((await create('test', { slug: 'same', title: 'A' })).status).toBe(201);
    const dup = await create('test', { slug: 'same', title: 'B' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'SLUG_TAKEN', fields: ['slug'] });
    expect((await create('live', { slug: 'same', title: 'C' })).status).toBe(201);
  });

  it('a former published slug stays reserved for its entry', async () => {
    const a = (await create('test', { slug: 'first', title: 'A' })).body.entry.id;
    await action(a, 'publish');
    const renamed = await action(a, 'slug', OWNER, { slug: 'second' });
    expect(renamed.body.entry).toMatchObject({ slug: 'second', formerSlugs: ['first'] });
    expect((await create('test', { slug: 'first', title: 'B' })).status).toBe(409);
    const b = (await create('test', { slug: 'other', title: 'B' })).body.entry.id;
    expect((await action(b, 'slug', OWNER, { slug: 'first' })).status).toBe(409);
    // The entry itself may take its former slug back.
    const back = await action(a, 'slug', OWNER, { slug: 'first' });
    expect(back.body.entry).toMatchObject({ slug: 'first', formerSlugs: ['second'] });
  });

  it('a slug that was never public is not kept when it changes', async () => {
    const a = (await create('test', { slug: 'working-title', title: 'A' })).body.entry.id;
    const renamed = await action(a, 'slug', OWNER, { slug: 'final' });
    expect(renamed.body.entry.formerSlugs).toEqual([]);
    expect((await create('test', { slug: 'working-title', title: 'B' })).status).toBe(201);
  });
});

describe('entry states', () => {
  it('draft → published sets publishedAt once; republishing keeps it', async () => {
    const id = (await create('test', { slug: 'x', title: 'X' })).body.entry.id;
    const first = await action(id, 'publish');
    expect(first.body.entry).toMatchObject({ status: 'published', publishedAt: new Date(t.clock.now()).toISOString() });
    const at = first.body.entry.publishedAt;
    t.clock.advance(5000);
    await t.request('PATCH', `${base}/entries/${id}`, { headers: OWNER, json: { title: 'Y' } });
    const again = await action(id, 'publish');
    expect(again.body.entry).toMatchObject({ publishedAt: at, published: { title: 'Y' } });
  });

  it('published → unpublished; unpublishing a draft is 409; republishing restores it', async () => {
    const id = (await create('test', { slug: 'x', title: 'X' })).body.entry.id;
    const draft = await action(id, 'unpublish');
    expect(draft.status).toBe(409);
    await action(id, 'publish');
    expect((await action(id, 'unpublish')).body.entry.status).toBe('unpublished');
    expect((await action(id, 'unpublish')).status).toBe(200);
    expect((await action(id, 'publish')).body.entry.status).toBe('published');
  });

  it('an update changes the draft only, keeping the published snapshot', async () => {
    const id = (await create('test', { slug: 'x', title: 'X', fields: { venue: 'Hall' } })).body.entry.id;
    await action(id, 'publish');
    const r = await t.request('PATCH', `${base}/entries/${id}`, { headers: OWNER, json: { fields: { capacity: 5 } } });
    expect(r.body.entry.draft).toMatchObject({ title: 'X', fields: { venue: 'Hall', capacity: 5 } });
    expect(r.body.entry.published.fields).toEqual({ venue: 'Hall' });
  });

  it('an unknown entry, or one of another collection, is 404', async () => {
    expect((await action('ent_nope', 'publish')).status).toBe(404);
    const id = (await create('test', { slug: 'x', title: 'X' })).body.entry.id;
    const other = base.replace(/events$/, 'posts');
    await t.request('POST', other.replace(/\/posts$/, ''), { headers: OWNER, json: { key: 'posts', name: 'Posts' } });
    expect((await t.request('POST', `${other}/entries/${id}/publish`, { headers: OWNER })).status).toBe(404);
  });

  it('lists all entries of an environment, drafts included', async () => {
    await create('test', { slug: 'a', title: 'A' });
    await create('live', { slug: 'b', title: 'B' });
    const r = await t.request('GET', `${base}/entries?environment=test`);
    expect(r.body.entries.map((e: { slug: string }) => e.slug)).toEqual(['a']);
  });
});

describe('entry access', () => {
  it('drafts need website management; publishing in Test needs nothing more', async () => {
    const id = (await create('test', { slug: 'x', title: 'X' }, EDITOR)).body.entry.id;
    expect((await action(id, 'publish', EDITOR)).status).toBe(200);
  });

  it('publishing, unpublishing or renaming a published Live entry needs the publish role', async () => {
    const id = (await create('live', { slug: 'x', title: 'X' }, EDITOR)).body.entry.id;
    expect((await action(id, 'publish', EDITOR)).status).toBe(403);
    expect((await action(id, 'publish', OWNER)).status).toBe(200);
    expect((await action(id, 'slug', EDITOR, { slug: 'y' })).status).toBe(403);
    expect((await action(id, 'unpublish', EDITOR)).status).toBe(403);
    expect((await action(id, 'unpublish', OWNER)).status).toBe(200);
  });

  it('entry changes without X-Identity-Sub are 401', async () => {
    expect((await create('test', { slug: 'x', title: 'X' }, {} as typeof OWNER)).status).toBe(401);
  });
});
