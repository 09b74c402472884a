import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

/** A world's requests: the same paths as at the root, under the world's base URL. */
async function world(seed: 'demo' | 'empty' = 'demo', ttlMs?: number) {
  const r = await t.request('POST', '/_admin/worlds', { json: { seed, ...(ttlMs ? { ttlMs } : {}) } });
  expect(r.status).toBe(201);
  const prefix = new URL(r.body.world.baseUrl as string).pathname;
  return {
    id: r.body.world.id as string,
    prefix,
    body: r.body,
    demo: r.body.demo,
    request: (method: string, path: string, options?: Parameters<TestServer['request']>[2]) =>
      t.request(method, `${prefix}${path}`, options),
  };
}

const capture = (w: Awaited<ReturnType<typeof world>>, key: string, headers: Record<string, string> = {}) =>
  w.request('POST', '/v1/capture', {
    headers: { 'x-api-key': key, ...headers },
    json: { fields: { email: 'ada@example.org', message: 'Hello' } },
  });

describe('worldLimiter', () => {
  it("makes each world's rate limiter, one per world, and leaves the root's alone", async () => {
    const made: Array<{ hits: string[] }> = [];
    t = await startServer({
      seed: 'demo',
      worldLimiter: () => {
        const hits: string[] = [];
        made.push({ hits });
        // Counts, and never limits: what a load test of worlds passes.
        return {
          hit: (bucket, limit) => (hits.push(bucket), { allowed: true, limit, remaining: limit, resetSeconds: 900 }),
          reset: () => {},
        };
      },
    });
    const [one, two] = [await world(), await world()];
    for (const w of [one, two]) {
      const r = await w.request('GET', '/v1/engage/config', { headers: { 'x-api-key': w.demo.engage.publishableKey } });
      expect([r.status, r.headers.get('ratelimit-remaining')]).toEqual([200, r.headers.get('ratelimit-limit')]);
    }
    expect(made.map((m) => m.hits.length)).toEqual([1, 1]);
    const root = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': t.server.demo!.engage.publishableKey } });
    expect(Number(root.headers.get('ratelimit-remaining'))).toBe(Number(root.headers.get('ratelimit-limit')) - 1);
    expect(made.map((m) => m.hits.length)).toEqual([1, 1]);
  });
});

describe('POST /_admin/worlds', () => {
  it('answers 201 with the world (id, baseUrl under /w/<id>, seed, createdAt, expiresAt) and the demo credentials', async () => {
    t = await startServer();
    const r = await t.request('POST', '/_admin/worlds', { json: { seed: 'demo' } });
    expect(r.status).toBe(201);
    const { world: w, demo } = r.body;
    expect(w.id).toMatch(/^wld_[A-Za-z0-9]{16}$/);
    expect(w.baseUrl).toBe(`${t.baseUrl}/w/${w.id}`);
    expect(w.seed).toBe('demo');
    expect(Date.parse(w.expiresAt) - Date.parse(w.createdAt)).toBe(3_600_000);
    expect(demo.capture.keys.test).toMatch(/^sk_test_/);
  });

  it('without a body the world is empty and has no demo credentials', async () => {
    t = await startServer();
    const r = await t.request('POST', '/_admin/worlds');
    expect(r.status).toBe(201);
    expect(r.body.world.seed).toBe('empty');
    expect(r.body.demo).toBeUndefined();
    const w = r.body.world.id as string;
    expect((await t.request('GET', `/w/${w}/_admin/websites`)).body.websites).toEqual([]);
  });

  it('a body that is not the contract is a 400 naming the property, and no world is made', async () => {
    t = await startServer();
    for (const [json, field] of [
      [{ seed: 'full' }, 'seed'],
      [{ ttlMs: 10 }, 'ttlMs'],
      [{ ttlMs: 1.5e3 + 0.5 }, 'ttlMs'],
      [{ ttl: 1000 }, 'ttl'],
    ] as const) {
      const r = await t.request('POST', '/_admin/worlds', { json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.fields).toEqual([field]);
    }
    expect((await t.request('POST', '/_admin/worlds', { body: '[1]', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await t.request('GET', '/_admin/worlds')).body.worlds).toEqual([]);
  });
});

describe('two demo worlds are separate services', () => {
  it('data: a lead captured in one world is not in the other or at the root', async () => {
    t = await startServer({ seed: 'demo' });
    const a = await world();
    const b = await world();
    const leads = async (w: typeof a) =>
      (await w.request('GET', `/_admin/capture/websites/${w.demo.capture.siteId}/leads?environment=test`)).body.leads as Array<{
        email?: string;
      }>;
    const rootLeads = async () =>
      (await t.request('GET', `/_admin/capture/websites/${t.server.demo!.capture.siteId}/leads?environment=test`)).body.leads as unknown[];
    const seeded = (await leads(a)).length;
    expect((await capture(a, a.demo.capture.keys.test)).status).toBe(201);
    expect(await leads(a)).toHaveLength(seeded + 1);
    expect(await leads(b)).toHaveLength(seeded);
    expect(await rootLeads()).toHaveLength(seeded);
  });

  it("keys: a demo world's keys differ from every other world's and the root's; a key of another world is the normal 401", async () => {
    t = await startServer({ seed: 'demo' });
    const a = await world();
    const b = await world();
    const keysOf = (d: typeof a.demo) => [
      d.console.portalKey,
      d.content.keys.test,
      d.content.keys.live,
      d.capture.keys.test,
      d.capture.keys.live,
      d.engage.publishableKey,
    ];
    const all = [...keysOf(a.demo), ...keysOf(b.demo), ...keysOf(t.server.demo)];
    expect(new Set(all).size).toBe(all.length);
    const wrongWorld = await capture(b, a.demo.capture.keys.test);
    expect(wrongWorld.status).toBe(401);
    const rootKeyInWorld = await capture(a, t.server.demo!.capture.keys.test);
    expect(rootKeyInWorld.status).toBe(401);
    expect(rootKeyInWorld.body.code).toBe(wrongWorld.body.code);
    // The root world answers as before, to its own keys only.
    expect(
      (
        await t.request('POST', '/v1/capture', {
          headers: { 'x-api-key': a.demo.capture.keys.test },
          json: { fields: { email: 'a@example.org' } },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.request('POST', '/v1/capture', {
          headers: { 'x-api-key': t.server.demo!.capture.keys.test },
          json: { fields: { email: 'a@example.org' } },
        })
      ).status,
    ).toBe(201);
  });

  it('keys: a reset to the demo inside a world gives that world the same keys again', async () => {
    t = await startServer();
    const a = await world();
    const reset = await a.request('POST', '/_admin/reset', { json: { seed: 'demo' } });
    expect(reset.body.demo).toEqual(a.demo);
  });

  it("clocks: advancing one world's clock leaves the other's and the root's where they were", async () => {
    t = await startServer();
    const a = await world();
    const b = await world();
    const before = Date.parse((await b.request('GET', '/_admin/clock')).body.now);
    await a.request('POST', '/_admin/clock/advance', { json: { seconds: 86_400 } });
    const aNow = Date.parse((await a.request('GET', '/_admin/clock')).body.now);
    const bNow = Date.parse((await b.request('GET', '/_admin/clock')).body.now);
    expect(aNow - before).toBeGreaterThanOrEqual(86_400_000);
    expect(bNow - before).toBeLessThan(60_000);
    expect((await t.request('GET', '/_admin/clock')).body.now).toBe(new Date(t.clock.now()).toISOString());
  });

  it("faults: a fault injected in one world fails only that world's requests", async () => {
    t = await startServer({ seed: 'demo' });
    const a = await world();
    const b = await world();
    expect((await a.request('POST', '/_admin/faults', { json: { operation: 'createCapture', kind: 'rate_limit' } })).status).toBe(201);
    expect((await capture(a, a.demo.capture.keys.test)).status).toBe(429);
    expect((await capture(b, b.demo.capture.keys.test)).status).toBe(201);
    expect((await b.request('GET', '/_admin/faults')).body.faults).toEqual([]);
    expect((await t.request('GET', '/_admin/faults')).body.faults).toEqual([]);
  });

  it('outbox and journal: each world lists only its own emails and requests', async () => {
    t = await startServer();
    const a = await world();
    const b = await world();
    const before = (await b.request('GET', '/_admin/outbox')).body.emails.length;
    const id = (await capture(a, a.demo.capture.keys.test)).body.id as string;
    const refs = async (w: typeof a) =>
      ((await w.request('GET', '/_admin/outbox')).body.emails as Array<{ ref: string }>).map((e) => e.ref);
    expect(await refs(a)).toContain(`capture.submission:${id}`);
    // The other world's outbox holds its own demo alerts only.
    expect(await refs(b)).not.toContain(`capture.submission:${id}`);
    expect((await b.request('GET', '/_admin/outbox')).body.emails).toHaveLength(before);
    const journal = await b.request('GET', '/_admin/requests');
    const paths = (journal.body.requests as Array<{ path: string }>).map((r) => r.path);
    expect(paths).not.toContain('/v1/capture');
    // A world's journal shows its paths as the world sees them, without the prefix.
    const mine = (await a.request('GET', '/_admin/requests')).body.requests as Array<{ path: string }>;
    expect(mine.map((r) => r.path)).toContain('/v1/capture');
  });

  it('idempotency keys and form ids may collide across worlds without effect on each other', async () => {
    t = await startServer();
    const a = await world();
    const b = await world();
    const key = { 'idempotency-key': 'same-key-in-both-worlds' };
    expect((await capture(a, a.demo.capture.keys.test, key)).status).toBe(201);
    const inB = await b.request('POST', '/v1/capture', {
      headers: { 'x-api-key': b.demo.capture.keys.test, ...key },
      json: { fields: { email: 'other@example.org' } },
    });
    expect(inB.status).toBe(201);
  });
});

describe('ending worlds', () => {
  it('DELETE /_admin/worlds/{id} ends one: its base URL then answers 404 in the error format, and it is no longer listed', async () => {
    t = await startServer();
    const a = await world();
    const b = await world('empty');
    const listed = await t.request('GET', '/_admin/worlds');
    expect(listed.body.worlds.map((w: { id: string }) => w.id)).toEqual([a.id, b.id]);
    expect(listed.body.maxWorlds).toBe(1000);
    expect(listed.body.defaultTtlMs).toBe(3_600_000);
    expect((await t.request('DELETE', `/_admin/worlds/${a.id}`)).status).toBe(200);
    for (const path of ['/v1/capture', '/_admin/clock', '/_console/', '']) {
      const r = await a.request('GET', path);
      expect(r.status, path).toBe(404);
      expect(r.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(r.body.message).toContain(a.id);
      expect(r.headers.get('x-request-id')).toBe(r.body.requestId);
    }
    expect((await t.request('GET', '/_admin/worlds')).body.worlds.map((w: { id: string }) => w.id)).toEqual([b.id]);
    expect((await t.request('DELETE', `/_admin/worlds/${a.id}`)).status).toBe(404);
  });

  it('an unknown world id answers 404, as does a path that only looks like a world', async () => {
    t = await startServer();
    expect((await t.request('GET', '/w/wld_0000000000000000/_admin/clock')).status).toBe(404);
    expect((await t.request('GET', '/w/')).status).toBe(404);
  });

  it('an idle world expires after its ttlMs (then 404); a request in time keeps it alive', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    t = await startServer();
    const a = await world('empty', 60_000);
    const b = await world('empty', 60_000);
    vi.setSystemTime(Date.now() + 50_000);
    expect((await b.request('GET', '/_admin/clock')).status).toBe(200);
    vi.setSystemTime(Date.now() + 20_000);
    expect((await a.request('GET', '/_admin/clock')).status).toBe(404);
    expect((await b.request('GET', '/_admin/clock')).status).toBe(200);
    expect((await t.request('GET', '/_admin/worlds')).body.worlds.map((w: { id: string }) => w.id)).toEqual([b.id]);
  });

  it('worlds do not nest: /_admin/worlds under a world is 404', async () => {
    t = await startServer();
    const a = await world('empty');
    expect((await a.request('POST', '/_admin/worlds', { json: {} })).status).toBe(404);
    expect((await a.request('GET', '/_admin/worlds')).status).toBe(404);
  });
});

describe('limits', () => {
  it('past maxWorlds a create is 429 RATE_LIMITED with Retry-After; ending one makes room', async () => {
    t = await startServer({ maxWorlds: 2 });
    const a = await world('empty');
    await world('empty');
    const refused = await t.request('POST', '/_admin/worlds');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toContain('2 worlds');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    await t.request('DELETE', `/_admin/worlds/${a.id}`);
    expect((await t.request('POST', '/_admin/worlds')).status).toBe(201);
  });
});

describe('limits and access', () => {
  it('maxWorlds 0 turns worlds off: a create is 429 saying so', async () => {
    t = await startServer({ maxWorlds: 0 });
    const refused = await t.request('POST', '/_admin/worlds');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('--max-worlds 0');
  });

  it("a world's /_admin needs the server's admin token as the root's does", async () => {
    t = await startServer({ adminToken: 'world-admin-token-0001' });
    const auth = { authorization: 'Bearer world-admin-token-0001' };
    const created = await t.request('POST', '/_admin/worlds', { headers: auth });
    const prefix = new URL(created.body.world.baseUrl as string).pathname;
    expect((await t.request('GET', `${prefix}/_admin/clock`)).status).toBe(401);
    expect((await t.request('GET', `${prefix}/_admin/clock`, { headers: auth })).status).toBe(200);
  });
});

describe('everything answers under the base URL', () => {
  it('the widget files and the console answer under a world; redirects stay inside it', async () => {
    t = await startServer({ sdkScript: 'console.log("sdk")', sdkFiles: { 'panel-abc.js': 'export {}' } });
    const a = await world('demo');
    const sdk = await a.request('GET', '/v1/engage/sdk.js', { unchecked: true });
    expect(sdk.status).toBe(200);
    expect(sdk.text).toContain('console.log("sdk")');
    expect((await a.request('GET', '/v1/engage/sdk/panel-abc.js', { unchecked: true })).status).toBe(200);
    const bare = await t.send(new Request(`${t.baseUrl}${a.prefix}/_console`, { redirect: 'manual' }));
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`${a.prefix}/_console/`);
  });

  it("the Content API reads the world's own demo content with the world's key", async () => {
    t = await startServer();
    const a = await world('demo');
    const r = await a.request('GET', `/v1/content/${a.demo.content.siteId}/${a.demo.content.collections[0]}`, {
      headers: { 'x-api-key': a.demo.content.keys.live },
    });
    expect(r.status).toBe(200);
    expect(r.body.items.length).toBeGreaterThan(0);
  });
});

describe('PUT /_admin/worlds/{worldId}', () => {
  it('creates the world under the id the caller chose (what a proxy hashing the id needs); a taken id is 409 WORLD_EXISTS', async () => {
    t = await startServer();
    const id = 'wld_Abcdefgh12345678';
    const created = await t.request('PUT', `/_admin/worlds/${id}`, { json: { seed: 'demo' } });
    expect(created.status).toBe(201);
    expect(created.body.world.id).toBe(id);
    expect(created.body.world.baseUrl).toBe(`${t.baseUrl}/w/${id}`);
    expect(created.body.demo.capture.keys.test).toMatch(/^sk_test_/);
    expect((await t.request('GET', `/w/${id}/_admin/clock`)).status).toBe(200);
    const again = await t.request('PUT', `/_admin/worlds/${id}`, { json: { seed: 'empty' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('WORLD_EXISTS');
    await t.request('DELETE', `/_admin/worlds/${id}`);
    expect((await t.request('PUT', `/_admin/worlds/${id}`)).status).toBe(201);
  });

  it('an id that is not wld_ and 16 letters and digits is a 400 naming worldId', async () => {
    t = await startServer();
    for (const id of ['mine', 'wld_short', 'wld_Abcdefgh1234567!']) {
      const r = await t.request('PUT', `/_admin/worlds/${encodeURIComponent(id)}`);
      expect(r.status, id).toBe(400);
      expect(r.body.fields).toEqual(['worldId']);
    }
  });
});

describe('GET /_admin/demo', () => {
  it("gives each world's own demo keys in full, the same the world's creation answered; null once reset to empty", async () => {
    t = await startServer({ seed: 'demo' });
    const root = await t.request('GET', '/_admin/demo');
    expect(root.status).toBe(200);
    expect(root.body.demo).toEqual(t.server.demo);
    const w = await world('demo');
    const own = await w.request('GET', '/_admin/demo');
    expect(own.body.demo).toEqual(w.demo);
    expect(own.body.demo.capture.keys.test).not.toBe(root.body.demo.capture.keys.test);
    // The keys it shows work in that world.
    expect((await capture(w, own.body.demo.capture.keys.test)).status).toBe(201);
    await w.request('POST', '/_admin/reset', { json: { seed: 'empty' } });
    expect((await w.request('GET', '/_admin/demo')).body).toEqual({ success: true, demo: null });
    const reseeded = await w.request('POST', '/_admin/reset', { json: { seed: 'demo' } });
    expect((await w.request('GET', '/_admin/demo')).body.demo).toEqual(reseeded.body.demo);
  });

  it('a world created empty has none', async () => {
    t = await startServer();
    const w = await world('empty');
    expect((await w.request('GET', '/_admin/demo')).body).toEqual({ success: true, demo: null });
  });
});
