import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startNodeServer } from './start.js';

describe('startNodeServer (the programmatic Node API)', () => {
  it('the demo follows the address it really listens on: a page served from it may call Content and Engage', async () => {
    const running = await startNodeServer({ port: 0, seed: 'demo' });
    try {
      const demo = running.server.demo!;
      expect(running.url).not.toMatch(/:4010$/);
      expect(demo.content.origin).toBe(running.url);
      const content = await fetch(`${running.url}/v1/content/web_demo/events`, {
        headers: { origin: running.url, 'x-api-key': demo.content.keys.live },
      });
      expect(content.status).toBe(200);
      expect(content.headers.get('access-control-allow-origin')).toBe(running.url);
      const localhost = running.url.replace('127.0.0.1', 'localhost');
      const engage = await fetch(`${running.url}/v1/engage/config`, {
        headers: { origin: localhost, 'x-api-key': demo.engage.publishableKey },
      });
      expect(engage.status).toBe(200);
      // A reset with the demo seeds the same origins again.
      await fetch(`${running.url}/_admin/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"seed":"demo"}',
      });
      const again = await fetch(`${running.url}/v1/engage/config`, {
        headers: { origin: running.url, 'x-api-key': demo.engage.publishableKey },
      });
      expect(again.status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it("allowOrigins (the CLI's --allow-origin): a page of another origin may embed the widget and read the demo content", async () => {
    const running = await startNodeServer({
      port: 0,
      seed: 'demo',
      sdkScript: '/* widget */',
      allowOrigins: ['https://shop.example', 'http://localhost:5173'],
    });
    try {
      const demo = running.server.demo!;
      for (const origin of ['https://shop.example', 'http://localhost:5173', running.url]) {
        const engage = await fetch(`${running.url}/v1/engage/config`, { headers: { origin, 'x-api-key': demo.engage.publishableKey } });
        expect(engage.status, origin).toBe(200);
        const content = await fetch(`${running.url}/v1/content/web_demo/events`, {
          headers: { origin, 'x-api-key': demo.content.keys.live },
        });
        expect(content.headers.get('access-control-allow-origin'), origin).toBe(origin);
      }
      const other = await fetch(`${running.url}/v1/engage/config`, {
        headers: { origin: 'https://other.example', 'x-api-key': demo.engage.publishableKey },
      });
      expect(other.status).toBe(403);
    } finally {
      await running.close();
    }
  });

  it('has the CLI defaults, the offline country table included', async () => {
    const running = await startNodeServer({ port: 0, seed: 'demo' });
    try {
      const r = await fetch(`${running.url}/v1/capture`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': running.server.demo!.capture.keys.test },
        body: JSON.stringify({ fields: { email: 'ada@example.org' }, context: { ip: '81.2.69.142' } }),
      });
      expect(r.status).toBe(201);
      const { id } = (await r.json()) as { id: string };
      const stored = await fetch(`${running.url}/_admin/capture/submissions/${id}`);
      expect(((await stored.json()) as { submission: { countryCode: string } }).submission.countryCode).toBe('GB');
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(running.adminToken).toBeUndefined();
    } finally {
      await running.close();
    }
  });

  it('a restart from a data file seeded with the demo shows the same demo credentials again, unless a demo key is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-recall-'));
    const dataFile = join(dir, 'state.json');
    try {
      const first = await startNodeServer({ port: 0, seed: 'demo', dataFile });
      const demo = first.server.demo!;
      await first.close();
      const second = await startNodeServer({ port: 0, seed: 'demo', dataFile });
      try {
        expect(second.server.demo?.content.keys).toEqual(demo.content.keys);
        expect(second.server.demo?.engage.publishableKey).toBe(demo.engage.publishableKey);
        // Revoke a demo key (through the admin state), restart: the credentials are no longer offered.
        const state = (await (await fetch(`${second.url}/_admin/state`)).json()) as {
          tables: { keys: { id: string; prefix: string; status: string; revokedAt: string | null }[] };
        };
        const live = state.tables.keys.find((k) => demo.content.keys.live.startsWith(k.prefix))!;
        Object.assign(live, { status: 'revoked', revokedAt: '2026-11-23T12:00:00.000Z' });
        const put = await fetch(`${second.url}/_admin/state`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(state),
        });
        expect(put.status).toBe(200);
      } finally {
        await second.close();
      }
      const third = await startNodeServer({ port: 0, seed: 'demo', dataFile });
      expect(third.server.demo).toBeUndefined();
      await third.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
