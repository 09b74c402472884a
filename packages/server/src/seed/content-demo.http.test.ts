import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

const read = (path: string, key: string, headers: Record<string, string> = {}) =>
  t.request('GET', `/v1/content/web_demo/${path}`, { headers: { 'x-api-key': key, ...headers } });

describe('content demo seed', () => {
  it('seeds Demo Studio (web_demo) with its members, origins, collections and a key per environment', async () => {
    const demo = t.server.demo!.content;
    expect(demo).toMatchObject({ siteId: 'web_demo', collections: ['events', 'posts'], origin: 'http://localhost:4010' });
    const website = t.server.deps.store
      .table<{ id: string; name: string; members: unknown[]; content: unknown }>('websites')
      .get('web_demo')!;
    expect(website.name).toBe('Demo Studio');
    expect(website.members).toEqual([
      { sub: 'user_demo', name: 'Demo Owner', roles: ['manage', 'publish', 'leads'] },
      { sub: 'user_teammate', name: 'Sam Teammate', roles: ['leads'] },
    ]);
    expect(website.content).toEqual({
      enabled: true,
      allowedOrigins: ['http://localhost:4010', 'http://127.0.0.1:4010', 'https://demo.svc.example'],
    });
  });

  it('both keys read published events and posts, from an allowed origin too', async () => {
    const { keys, origin } = t.server.demo!.content;
    for (const key of [keys.test, keys.live]) {
      for (const collection of ['events', 'posts']) {
        const r = await read(collection, key, { origin });
        expect(r.status).toBe(200);
        expect(r.body.items).toHaveLength(4);
        expect(r.headers.get('access-control-allow-origin')).toBe(origin);
      }
    }
  });

  it('events carry the seven field types', async () => {
    const r = await read('events/spring-open-day', t.server.demo!.content.keys.live);
    expect(r.body.item.fields).toEqual({
      date: '2026-04-18',
      time: '10:00',
      venue: 'Main studio',
      bookingUrl: 'https://demo.svc.example/book/open-day',
      capacity: 40,
      free: true,
      kind: 'open-day',
    });
  });

  it('has a draft, an unpublished entry and an entry read through its former slug', async () => {
    const key = t.server.demo!.content.keys.live;
    expect((await read('events/watercolour-workshop-draft', key)).status).toBe(404);
    expect((await read('events/light-and-colour-talk-retired', key)).status).toBe(404);
    const former = await read('events/spring-open-day-old', key);
    expect(former.status).toBe(200);
    expect(former.body.item.canonicalSlug).toBe('spring-open-day-renamed');
  });
});
