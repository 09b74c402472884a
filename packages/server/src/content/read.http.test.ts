import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestOptions, TestResponse, TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { unrefused } from '../http/validation.js';
import { issueKey } from '../keys.js';
import { createWebsite } from '../websites.js';
import { createCollection, saveSchema } from './collections.js';
import { changeSlug, createEntry, publishEntry, unpublishEntry, updateEntry } from './entries.js';

/** A content read; the harness checks status, headers and body against openapi.yaml. */
const contentRead = (path: string, options: RequestOptions = {}): Promise<TestResponse> => t.request('GET', path, options);

const FIELDS = [
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'time', label: 'Time', type: 'time' },
  { key: 'venue', label: 'Venue', type: 'text' },
  { key: 'bookingUrl', label: 'Booking', type: 'url' },
  { key: 'capacity', label: 'Capacity', type: 'number' },
  { key: 'free', label: 'Free', type: 'boolean' },
  { key: 'kind', label: 'Kind', type: 'select', options: ['talk', 'workshop'] },
];

let t: TestServer;
let siteId: string;
let liveKey: string;
let testKey: string;
let n = 0;

/** Creates and publishes a live entry one second after the previous one. */
function published(collection = 'events', environment: 'test' | 'live' = 'live', slug = `entry-${++n}`): string {
  const deps = t.server.deps;
  t.clock.advance(1000);
  const entry = unrefused(createEntry(deps, { websiteId: siteId, environment, collection, slug, title: `Entry ${slug}` }));
  publishEntry(deps, { websiteId: siteId, collection, entryId: entry.id });
  return entry.id;
}

const ref = (entryId: string, collection = 'events') => ({ websiteId: siteId, collection, entryId });
const read = (path: string, key = liveKey) => contentRead(`/v1/content/${siteId}/${path}`, { headers: { 'x-api-key': key } });

async function walk(limit: number, between?: (page: number) => void): Promise<{ ids: string[]; counts: number[] }> {
  const ids: string[] = [];
  const counts: number[] = [];
  let cursor: string | null = null;
  do {
    const r: TestResponse = await read(`events?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(r.status).toBe(200);
    ids.push(...r.body.items.map((i: { id: string }) => i.id));
    counts.push(r.body.meta.count);
    expect(r.body.meta.count).toBe(r.body.items.length);
    cursor = r.body.meta.nextCursor;
    between?.(counts.length);
  } while (cursor !== null);
  return { ids, counts };
}

beforeEach(async () => {
  t = await startServer();
  n = 0;
  const deps = t.server.deps;
  siteId = createWebsite(deps, { name: 'Studio', members: [{ sub: 'owner', name: 'Owner', roles: ['manage', 'publish'] }] }).id;
  createCollection(deps, siteId, { key: 'events', name: 'Events', fields: FIELDS });
  createCollection(deps, siteId, { key: 'posts', name: 'Posts' });
  liveKey = (await issueKey(deps, { family: 'content', siteId, environment: 'live' })).plaintext;
  testKey = (await issueKey(deps, { family: 'content', siteId, environment: 'test' })).plaintext;
});
afterEach(() => t.close());

describe('Content API list limit', () => {
  it('limit defaults to 100 and meta.count counts this page only', async () => {
    for (let i = 0; i < 120; i++) published();
    const r = await read('events');
    expect(r.body.items).toHaveLength(100);
    expect(r.body.meta).toMatchObject({ siteId, environment: 'live', count: 100, limit: 100 });
    expect(r.body.meta.nextCursor).toEqual(expect.any(String));
    expect(r.body.collection).toBe('events');
  });

  it('a limit above 200 is applied as 200 and meta.limit reports the size applied', async () => {
    for (let i = 0; i < 210; i++) published();
    const r = await read('events?limit=5000');
    expect(r.body.items).toHaveLength(200);
    expect(r.body.meta.limit).toBe(200);
    const small = await read('events?limit=3');
    expect(small.body.meta).toMatchObject({ limit: 3, count: 3 });
  });

  it('a limit that is not a positive integer is 400 INVALID_LIMIT "limit must be a positive integer"', async () => {
    for (const limit of ['0', '-1', 'abc', '1.5', '', '1e2', '+5', '%205', '0x10']) {
      const r = await read(`events?limit=${limit}`);
      expect(r.status, limit).toBe(400);
      expect(r.body).toMatchObject({ code: 'INVALID_LIMIT', message: 'limit must be a positive integer' });
    }
  });
});

describe('Content API cursor paging', () => {
  it('paging to the end returns every published entry once, publishedAt descending, and ends with nextCursor null', async () => {
    const ids = Array.from({ length: 50 }, () => published());
    const { ids: seen, counts } = await walk(7);
    expect(seen).toEqual([...ids].reverse());
    expect(counts).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
  });

  it('entries published in the same millisecond are ordered by id descending', async () => {
    const deps = t.server.deps;
    const ids = ['a', 'b', 'c'].map((slug) => {
      const e = unrefused(createEntry(deps, { websiteId: siteId, environment: 'live', collection: 'events', slug, title: slug }));
      publishEntry(deps, ref(e.id));
      return e.id;
    });
    expect((await walk(2)).ids).toEqual([...ids].reverse());
  });

  it('a last page that is exactly full has nextCursor null (no empty trailing page)', async () => {
    for (let i = 0; i < 14; i++) published();
    expect((await walk(7)).counts).toEqual([7, 7]);
  });

  it('an empty collection is one empty page, never an error', async () => {
    const r = await read('events');
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([]);
    expect(r.body.meta).toMatchObject({ count: 0, nextCursor: null });
  });

  it('inserts and unpublishes between pages never duplicate or skip the entries that remain', async () => {
    const ids = Array.from({ length: 40 }, () => published());
    const unpublished = new Set<string>();
    const { ids: seen } = await walk(6, (page) => {
      if (page > 4) return;
      published(); // new entries go to the front, never into later pages
      published();
      const ahead = ids[ids.length - 1 - page * 6 - 3]!; // an entry on a page not read yet
      const behind = ids[ids.length - 1 - (page - 1) * 6]!; // an entry already read
      for (const id of [ahead, behind]) {
        unpublishEntry(t.server.deps, ref(id));
        unpublished.add(id);
      }
    });
    expect(new Set(seen).size).toBe(seen.length);
    const remaining = ids.filter((id) => !unpublished.has(id) || seen.includes(id));
    expect(seen).toEqual([...remaining].reverse());
  });

  it('a republished entry keeps its first publishedAt, so its position does not move', async () => {
    const [first, second, third] = [published(), published(), published()];
    t.clock.advance(60_000);
    updateEntry(t.server.deps, ref(first!), { title: 'Edited' });
    publishEntry(t.server.deps, ref(first!));
    const r = await read('events');
    expect(r.body.items.map((i: { id: string }) => i.id)).toEqual([third, second, first]);
    expect(r.body.items[2].title).toBe('Edited');
    expect(Date.parse(r.body.items[2].updatedAt)).toBeGreaterThan(Date.parse(r.body.items[2].publishedAt));
  });

  it('a malformed or tampered cursor is 400 INVALID_CURSOR', async () => {
    for (let i = 0; i < 3; i++) published();
    const cursor = (await read('events?limit=1')).body.meta.nextCursor as string;
    const [payload, signature] = cursor.split('.') as [string, string];
    const tampered = `${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}${payload.slice(-1)}.${signature}`;
    for (const bad of ['', 'abc', 'not.a.cursor', tampered, `${payload}.`, 'x'.repeat(600)]) {
      const r = await read(`events?cursor=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(400);
      expect(r.body).toMatchObject({ code: 'INVALID_CURSOR', message: 'cursor is malformed or belongs to another collection' });
    }
  });

  it('a cursor belongs to its website, environment and collection: elsewhere it is 400 INVALID_CURSOR', async () => {
    for (let i = 0; i < 3; i++) {
      published();
      published('posts');
      published('events', 'test');
    }
    const cursor = encodeURIComponent((await read('events?limit=1')).body.meta.nextCursor as string);
    expect((await read(`events?limit=1&cursor=${cursor}`)).status).toBe(200);
    expect((await read(`posts?limit=1&cursor=${cursor}`)).body.code).toBe('INVALID_CURSOR');
    expect((await read(`events?limit=1&cursor=${cursor}`, testKey)).body.code).toBe('INVALID_CURSOR');
    const deps = t.server.deps;
    const other = createWebsite(deps, { name: 'Other', members: [{ sub: 'owner', name: 'Owner', roles: ['manage'] }] }).id;
    createCollection(deps, other, { key: 'events', name: 'Events' });
    const otherKey = (await issueKey(deps, { family: 'content', siteId: other, environment: 'live' })).plaintext;
    const r = await contentRead(`/v1/content/${other}/events?cursor=${cursor}`, { headers: { 'x-api-key': otherKey } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_CURSOR');
  });

  it('a cursor stays valid across a state export and import into another server', async () => {
    for (let i = 0; i < 5; i++) published();
    const first = await read('events?limit=2');
    const state = await t.request('GET', '/_admin/state');
    const expected = (await read(`events?limit=2&cursor=${encodeURIComponent(first.body.meta.nextCursor)}`)).body.items;
    await t.close();
    t = await startServer();
    expect((await t.request('PUT', '/_admin/state', { json: state.body })).status).toBe(200);
    const next = await read(`events?limit=2&cursor=${encodeURIComponent(first.body.meta.nextCursor)}`);
    expect(next.status).toBe(200);
    expect(next.body.items).toEqual(expected);
  });
});

describe('Content API entries', () => {
  it('a single read returns the published entry with canonicalSlug and meta', async () => {
    const deps = t.server.deps;
    // What was written is what is read back: the same title, summary, image and field values.
    const written = {
      title: 'Open day',
      summary: 'Come along.',
      image: 'https://cdn.example/open.jpg',
      fields: {
        date: '2026-04-18',
        time: '10:00',
        venue: 'Studio',
        bookingUrl: 'https://example.org/book',
        capacity: 40,
        free: true,
        kind: 'talk',
      },
    };
    const e = unrefused(createEntry(deps, { websiteId: siteId, environment: 'live', collection: 'events', slug: 'open-day', ...written }));
    publishEntry(deps, ref(e.id));
    const r = await read('events/open-day');
    expect(r.body.item).toMatchObject({ id: e.id, slug: 'open-day', canonicalSlug: 'open-day', ...written });
    expect(r.body.meta).toEqual({ siteId, environment: 'live', generatedAt: new Date(t.clock.now()).toISOString() });
  });

  it('every schema field is present, null when unset; summary and image are null when empty', async () => {
    published('events', 'live', 'bare');
    const r = await read('events/bare');
    expect(r.body.item.fields).toEqual({ date: null, time: null, venue: null, bookingUrl: null, capacity: null, free: null, kind: null });
    expect(r.body.item).toMatchObject({ summary: null, image: null });
  });

  it('a former published slug resolves to the same entry; canonicalSlug gives the current slug', async () => {
    const id = published('events', 'live', 'spring-fair');
    changeSlug(t.server.deps, ref(id), 'spring-fair-2026');
    changeSlug(t.server.deps, ref(id), 'spring-fair-final');
    for (const slug of ['spring-fair', 'spring-fair-2026', 'spring-fair-final']) {
      const r = await read(`events/${slug}`);
      expect(r.status, slug).toBe(200);
      expect(r.body.item).toMatchObject({ id, slug: 'spring-fair-final', canonicalSlug: 'spring-fair-final' });
    }
    expect((await read('events')).body.items[0].slug).toBe('spring-fair-final');
  });

  it('drafts are never returned: absent from lists and 404 on a single read', async () => {
    published('events', 'live', 'public');
    createEntry(t.server.deps, { websiteId: siteId, environment: 'live', collection: 'events', slug: 'secret', title: 'Secret' });
    expect((await read('events')).body.items.map((i: { slug: string }) => i.slug)).toEqual(['public']);
    const r = await read('events/secret');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'NOT_FOUND', message: 'entry not found' });
  });

  it('draft edits of a published entry stay private until the next publish', async () => {
    const id = published('events', 'live', 'talk');
    updateEntry(t.server.deps, ref(id), { title: 'Unreviewed title', fields: { venue: 'Secret room' } });
    const before = await read('events/talk');
    expect(before.body.item.title).toBe('Entry talk');
    expect(before.body.item.fields.venue).toBeNull();
    publishEntry(t.server.deps, ref(id));
    expect((await read('events/talk')).body.item).toMatchObject({ title: 'Unreviewed title', fields: { venue: 'Secret room' } });
  });

  it('unpublishing takes effect on the next request: gone from lists, 404 on read, former slugs included', async () => {
    const id = published('events', 'live', 'gone-soon');
    changeSlug(t.server.deps, ref(id), 'gone-now');
    expect((await read('events')).body.items).toHaveLength(1);
    unpublishEntry(t.server.deps, ref(id));
    expect((await read('events')).body.items).toEqual([]);
    for (const slug of ['gone-soon', 'gone-now']) {
      const r = await read(`events/${slug}`);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('entry not found');
    }
  });

  it('a missing collection is 404 "collection not found" on lists and single reads', async () => {
    for (const path of ['nope', 'nope/some-slug']) {
      const r = await read(path);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'NOT_FOUND', message: 'collection not found' });
    }
  });

  it('a missing entry or an impossible slug is 404 "entry not found"', async () => {
    for (const slug of ['nothing-here', 'UPPER', '-dash', encodeURIComponent('sp ace')]) {
      const r = await read(`events/${slug}`);
      expect(r.status, slug).toBe(404);
      expect(r.body.message).toBe('entry not found');
    }
  });

  it('an entry of the other environment is not found', async () => {
    published('events', 'test', 'test-only');
    expect((await read('events/test-only')).status).toBe(404);
    expect((await read('events/test-only', testKey)).status).toBe(200);
  });

  it('eventsHidden is display-only: it hides nothing from the API', async () => {
    published('events', 'live', 'still-here');
    const deps = t.server.deps;
    saveSchema(deps, { websiteId: siteId, key: 'events' }, { revision: 1, fields: FIELDS, eventsHidden: true });
    expect((await read('events')).body.items.map((i: { slug: string }) => i.slug)).toEqual(['still-here']);
    expect((await read('events/still-here')).status).toBe(200);
  });

  it('a field added to the schema later reads as null on existing entries', async () => {
    published('posts', 'live', 'hello');
    saveSchema(
      t.server.deps,
      { websiteId: siteId, key: 'posts' },
      { revision: 1, fields: [{ key: 'author', label: 'Author', type: 'text' }] },
    );
    expect((await read('posts/hello')).body.item.fields).toEqual({ author: null });
  });

  it('a page read again is the same page until entries or the schema change, then the changed one (pages are kept as text)', async () => {
    published('posts', 'live', 'first');
    const before = await read('posts?limit=1');
    t.clock.advance(5);
    const again = await read('posts?limit=1');
    expect(again.body).toEqual({ ...before.body, meta: { ...before.body.meta, generatedAt: again.body.meta.generatedAt } });
    expect(again.body.meta.generatedAt).not.toBe(before.body.meta.generatedAt);
    published('posts', 'live', 'second');
    const afterPublish = await read('posts?limit=1');
    expect(afterPublish.body.items.map((i: { slug: string }) => i.slug)).toEqual(['second']);
    expect(afterPublish.body.meta.nextCursor).not.toBeNull();
    saveSchema(
      t.server.deps,
      { websiteId: siteId, key: 'posts' },
      { revision: 1, fields: [{ key: 'author', label: 'Author', type: 'text' }] },
    );
    expect((await read('posts?limit=1')).body.items[0].fields).toEqual({ author: null });
    const next = await read(`posts?limit=1&cursor=${encodeURIComponent(afterPublish.body.meta.nextCursor)}`);
    expect(next.body.items.map((i: { slug: string }) => i.slug)).toEqual(['first']);
  });
});
