import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCli, parseDuration } from './cli-args.js';
import { startNodeServer } from './start.js';

const json = { 'content-type': 'application/json' };

async function createWorld(url: string, body: unknown = { seed: 'demo' }) {
  const r = await fetch(`${url}/_admin/worlds`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  expect(r.status).toBe(201);
  return (await r.json()) as {
    world: { id: string; baseUrl: string };
    demo: { capture: { siteId: string; keys: { test: string } }; engage: { publishableKey: string } };
  };
}

describe('worlds on Node', () => {
  it("a world's demo page is served under its base URL, with the world's own key in the widget's tag and links inside the world", async () => {
    const running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    try {
      const { world, demo } = await createWorld(running.url);
      const page = await fetch(`${world.baseUrl}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`src="${world.baseUrl}/v1/engage/sdk.js"`);
      expect(html).toContain(demo.engage.publishableKey);
      expect(html).not.toContain(running.server.demo!.engage.publishableKey);
      expect(html).toContain(`href="/w/${world.id}/_console/#/engage"`);
      const agent = await fetch(`${world.baseUrl}/agent`, { redirect: 'manual' });
      expect(agent.headers.get('location')).toBe(`/w/${world.id}/_console/#/engage`);
      // The page of a world that does not exist is the service's 404.
      expect((await fetch(`${running.url}/w/wld_0000000000000000/`)).status).toBe(404);
      // The root's page is as it was.
      expect(await (await fetch(`${running.url}/`)).text()).toContain(running.server.demo!.engage.publishableKey);
    } finally {
      await running.close();
    }
  });

  it('with a data file, each world is kept in its own files and survives a restart with its data and keys; an ended world leaves none', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-worlds-'));
    const dataFile = join(dir, 'state.json');
    try {
      let running = await startNodeServer({ port: 0, seed: 'demo', dataFile });
      const kept = await createWorld(running.url);
      const ended = await createWorld(running.url, { seed: 'empty' });
      const captured = await fetch(`${kept.world.baseUrl}/v1/capture`, {
        method: 'POST',
        headers: { ...json, 'x-api-key': kept.demo.capture.keys.test },
        body: JSON.stringify({ fields: { email: 'ada@example.org' } }),
      });
      expect(captured.status).toBe(201);
      const { id } = (await captured.json()) as { id: string };
      expect((await fetch(`${running.url}/_admin/worlds/${ended.world.id}`, { method: 'DELETE' })).status).toBe(200);
      await running.server.idle();
      const files = await readdir(`${dataFile}.worlds`);
      expect(files.sort()).toEqual([`${kept.world.id}.state.json`, `${kept.world.id}.world.json`]);
      await running.close();

      running = await startNodeServer({ port: 0, seed: 'demo', dataFile });
      const base = `${running.url}/w/${kept.world.id}`;
      const stored = await fetch(`${base}/_admin/capture/submissions/${id}`);
      expect(stored.status).toBe(200);
      const again = await fetch(`${base}/v1/capture`, {
        method: 'POST',
        headers: { ...json, 'x-api-key': kept.demo.capture.keys.test },
        body: JSON.stringify({ fields: { email: 'grace@example.org' } }),
      });
      expect(again.status).toBe(201);
      // The same keys, and the demo sites follow the address the server listens on now.
      const recalled = running.server.worlds.demoOf(kept.world.id)!;
      expect(recalled.capture.keys).toEqual(kept.demo.capture.keys);
      expect(recalled.engage.publishableKey).toBe(kept.demo.engage.publishableKey);
      expect(recalled.engage.origin).toBe(running.url);
      expect((await fetch(`${running.url}/w/${ended.world.id}/_admin/clock`)).status).toBe(404);
      await running.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("maxWorlds and worldTtlMs (the CLI's --max-worlds, --world-ttl) reach the server", async () => {
    const running = await startNodeServer({ port: 0, maxWorlds: 1, worldTtlMs: 90_000 });
    try {
      const { world } = await createWorld(running.url, {});
      const listed = (await (await fetch(`${running.url}/_admin/worlds`)).json()) as {
        worlds: Array<{ id: string; ttlMs: number }>;
        maxWorlds: number;
      };
      expect(listed.maxWorlds).toBe(1);
      expect(listed.worlds).toMatchObject([{ id: world.id, ttlMs: 90_000 }]);
      const refused = await fetch(`${running.url}/_admin/worlds`, { method: 'POST' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    } finally {
      await running.close();
    }
  });
});

describe('--world-ttl and --max-worlds', () => {
  it('--world-ttl takes milliseconds or a number with s, m, h or d; default 1h; 1s to 7d', () => {
    expect(parseCli([]).worldTtlMs).toBe(3_600_000);
    expect(parseCli(['--world-ttl', '90s']).worldTtlMs).toBe(90_000);
    expect(parseCli(['--world-ttl', '30m']).worldTtlMs).toBe(1_800_000);
    expect(parseCli(['--world-ttl', '5000']).worldTtlMs).toBe(5000);
    expect(parseDuration('world-ttl', '7d')).toBe(604_800_000);
    for (const bad of ['0', '999', '8d', '1.5h', 'soon', '-1s', '']) {
      expect(() => parseCli([`--world-ttl=${bad}`]), bad).toThrow(`--world-ttl must be a duration from 1s to 7d`);
    }
  });

  it('--max-worlds N: default 1000, 0 turns worlds off', () => {
    expect(parseCli([]).maxWorlds).toBe(1000);
    expect(parseCli(['--max-worlds', '0']).maxWorlds).toBe(0);
    expect(() => parseCli(['--max-worlds', 'many'])).toThrow('--max-worlds must be an integer from 0 to 100000, got "many"');
  });
});
