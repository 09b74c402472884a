import { AuthenticationError, NotFoundError, PermissionError, RateLimitError, UnavailableError } from '@svc/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentClient } from './client.js';
import { createSnapshotCache } from './snapshot-cache.js';
import { BASE, startReference } from './test-support.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
let clock = 0;
beforeEach(async () => {
  ref = await startReference();
  clock = Date.UTC(2026, 10, 23, 12);
});
afterEach(() => undefined);

const client = (extra: Partial<Parameters<typeof createContentClient>[0]> = {}) =>
  createContentClient({
    apiKey: ref.demo.content.keys.test,
    siteId: ref.demo.content.siteId,
    baseUrl: BASE,
    fetch: ref.fetch,
    backoff: { baseMs: 1, capMs: 1 },
    ...extra,
  });
const cached = (extra: Partial<Parameters<typeof createContentClient>[0]> = {}) =>
  client({ cache: createSnapshotCache({ maxAgeMs: 60_000, now: () => clock }), maxRetries: 0, ...extra });
const down = () => ref.fault({ operation: '*', kind: 'key_verification_unavailable' });
const up = () => ref.admin('DELETE', '/_admin/faults');

describe('createContentClient', () => {
  it('an environment that disagrees with the key is refused before anything is sent', () => {
    expect(() => client({ environment: 'live' })).toThrow(/test key; it cannot read the live environment/);
    expect(() => client({ apiKey: ref.demo.content.keys.live, environment: 'test' })).toThrow(TypeError);
    expect(() => client({ environment: 'staging' as 'test' })).toThrow(TypeError);
    expect(ref.sent).toHaveLength(0);
  });

  it('sends the environment so the service checks it too', async () => {
    const content = client();
    expect(content.environment).toBe('test');
    const page = await content.list('events', { limit: 2 });
    expect(page.meta).toMatchObject({ siteId: ref.demo.content.siteId, environment: 'test', limit: 2, count: page.items.length });
    expect(new URL(ref.sent[0]!.url).searchParams.get('environment')).toBe('test');
  });

  it('needs an explicit positive maximum age for the snapshot cache', () => {
    expect(() => createSnapshotCache({ maxAgeMs: 0 })).toThrow(TypeError);
    expect(() => createSnapshotCache({} as { maxAgeMs: number })).toThrow(TypeError);
  });
});

describe('paging', () => {
  it('entries() iterates every published entry across pages, in the order of a single large read', async () => {
    const content = client();
    const all = await content.list('events', { limit: 200 });
    const seen: string[] = [];
    for await (const entry of content.entries('events', { limit: 2 })) seen.push(entry.id);
    expect(seen).toEqual(all.items.map((e) => e.id));
    expect(ref.sent.length - 1).toBe(Math.ceil(all.items.length / 2));
  });

  it('toArray({ max }) fetches no page beyond what it needs, and the cursor resumes', async () => {
    const content = client();
    const it = content.entries('posts', { limit: 1 });
    expect(await it.toArray({ max: 2 })).toHaveLength(2);
    expect(ref.sent).toHaveLength(2);
    const rest = await content.entries('posts', { limit: 1, cursor: it.cursor! }).toArray();
    const all = await content.list('posts', { limit: 200 });
    expect(rest.map((e) => e.id)).toEqual(all.items.slice(2).map((e) => e.id));
  });

  it('an error is thrown, never turned into an empty list', async () => {
    await down();
    const error = await client({ maxRetries: 0 })
      .list('events')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    await expect(client({ maxRetries: 0 }).entries('events').toArray()).rejects.toBeInstanceOf(UnavailableError);
  });
});

describe('one entry by slug', () => {
  it('reports the canonical slug, and whether a former slug was used', async () => {
    const content = client();
    const first = (await content.list('events', { limit: 1 })).items[0]!;
    const read = await content.get('events', first.slug);
    expect(read).toMatchObject({ canonicalSlug: first.slug, formerSlug: false, item: { id: first.id } });
    await ref.admin('POST', `${ref.entryPath('events', first.id)}/slug?environment=test`, { slug: 'renamed-event' });
    const old = await content.get('events', first.slug);
    expect(old).toMatchObject({ canonicalSlug: 'renamed-event', formerSlug: true, item: { id: first.id, slug: 'renamed-event' } });
  });

  it('a missing entry is a NotFoundError', async () => {
    await expect(client().get('events', 'no-such-entry')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('snapshot cache', () => {
  it('every read still asks the service; a snapshot is served only when it answers 503, within the maximum age', async () => {
    const content = cached();
    const fresh = await content.list('events', { limit: 2 });
    expect(fresh.snapshot).toBeUndefined();
    await down();
    clock += 59_000;
    const served = await content.list('events', { limit: 2 });
    expect(served.items).toEqual(fresh.items);
    expect(served.snapshot).toEqual({ savedAt: clock - 59_000, ageMs: 59_000 });
    expect(ref.sent).toHaveLength(2);
    clock += 2_000;
    await expect(content.list('events', { limit: 2 })).rejects.toBeInstanceOf(UnavailableError);
    expect(ref.sent).toHaveLength(3);
  });

  it('an entry is evicted the moment the service answers 404: an unpublished entry is never resurrected', async () => {
    const content = cached();
    const page = await content.list('events', { limit: 200 });
    const entry = page.items[0]!;
    await content.get('events', entry.slug);
    await ref.admin('POST', `${ref.entryPath('events', entry.id)}/unpublish?environment=test`);
    await expect(content.get('events', entry.slug)).rejects.toBeInstanceOf(NotFoundError);
    await down();
    // Neither the entry nor a list page that showed it comes back from a snapshot.
    await expect(content.get('events', entry.slug)).rejects.toBeInstanceOf(UnavailableError);
    await expect(content.list('events', { limit: 200 })).rejects.toBeInstanceOf(UnavailableError);
  });

  it('a 404 under the current slug also evicts the snapshot under a former slug', async () => {
    const content = cached();
    const entry = (await content.list('events', { limit: 1 })).items[0]!;
    await ref.admin('POST', `${ref.entryPath('events', entry.id)}/slug?environment=test`, { slug: 'renamed-event' });
    await content.get('events', entry.slug); // the former slug, now cached
    await content.get('events', 'renamed-event');
    await ref.admin('POST', `${ref.entryPath('events', entry.id)}/unpublish?environment=test`);
    await expect(content.get('events', 'renamed-event')).rejects.toBeInstanceOf(NotFoundError);
    await down();
    await expect(content.get('events', entry.slug)).rejects.toBeInstanceOf(UnavailableError);
  });

  it('a 401, a 403 or a 429 is never masked by a snapshot', async () => {
    const content = cached();
    await content.list('events');
    await ref.fault({ operation: 'listContentEntries', kind: 'rate_limit', times: 1, resetSeconds: 1 });
    await expect(content.list('events')).rejects.toBeInstanceOf(RateLimitError);
    await ref.admin('PATCH', `/_admin/content/websites/${ref.demo.content.siteId}/settings`, { enabled: false });
    await expect(content.list('events')).rejects.toBeInstanceOf(PermissionError);
    await ref.admin('PATCH', `/_admin/content/websites/${ref.demo.content.siteId}/settings`, { enabled: true });
    const keys = (await (await ref.admin('GET', `/_admin/content/websites/${ref.demo.content.siteId}/keys`)).json()) as {
      keys: { id: string; environment: string }[];
    };
    for (const k of keys.keys.filter((k) => k.environment === 'test')) await ref.admin('POST', `/_admin/content/keys/${k.id}/revoke`);
    await expect(content.list('events')).rejects.toBeInstanceOf(AuthenticationError);
    await up();
  });
});
