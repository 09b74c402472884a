// The server README's nginx configuration, run as written in front of two servers: every world's creation, requests
// and end reach the one server that holds it, and the worlds spread over both. Skips, saying so, without nginx.

import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningNodeServer } from '../src/node/start.js';
import { startNodeServer } from '../src/node/start.js';
import { randomBase62 } from '../src/ports/ids.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);
// CI installs nginx (.ci/run), so there a missing nginx is a failure, not a skip.
if (!nginxBin && process.env.CI === 'true') throw new Error('nginx is required with CI=true: apt-get install nginx-light (.ci/run does)');
if (!nginxBin) {
  const rule = '!'.repeat(78);
  console.warn(
    `\n${rule}\n!! SKIPPED the README's nginx configuration test: nginx is not installed (apt-get install nginx-light).\n${rule}\n`,
  );
}

/** The README's ```nginx block, with its two upstream servers and the root's address replaced by ours. */
function readmeConfig(upstreams: string[], listenPort: number): string {
  const block = /```nginx\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no nginx block');
  const servers = block.match(/server 10\.0\.0\.\d+:4010;/g) ?? [];
  expect(servers).toHaveLength(2);
  let config = block.replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
  config = config.replace(/proxy_pass http:\/\/10\.0\.0\.11:4010;/, `proxy_pass http://${upstreams[0]};`);
  servers.forEach((line, i) => (config = config.replace(line, `server ${upstreams[i]};`)));
  return config;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!nginxBin)("the server README's nginx configuration (hash $world consistent)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-nginx-'));
  let servers: RunningNodeServer[] = [];
  let nginx: ChildProcess | undefined;
  let proxy = '';

  beforeAll(async () => {
    servers = [await startNodeServer({ port: 0 }), await startNodeServer({ port: 0 })];
    const port = await freePort();
    const upstreams = servers.map((s) => new URL(s.url).host);
    const temp = (name: string) => join(dir, name);
    writeFileSync(
      temp('nginx.conf'),
      `worker_processes 1;\nerror_log stderr warn;\npid ${temp('nginx.pid')};\nevents { worker_connections 256; }\nhttp {\n` +
        `access_log off;\nclient_body_temp_path ${temp('body')};\nproxy_temp_path ${temp('proxy')};\n` +
        `fastcgi_temp_path ${temp('fastcgi')};\nuwsgi_temp_path ${temp('uwsgi')};\nscgi_temp_path ${temp('scgi')};\n` +
        `${readmeConfig(upstreams, port)}\n}\n`,
    );
    nginx = spawn(nginxBin!, ['-p', dir, '-c', temp('nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    proxy = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${proxy}/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('nginx did not answer within 5 s');
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const s of servers) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a world created with PUT under a random id is served, ended and gone through the proxy, and worlds spread over both servers', async () => {
    const ids = Array.from({ length: 24 }, () => `wld_${randomBase62(16)}`);
    for (const id of ids) {
      const created = await fetch(`${proxy}/_admin/worlds/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"seed":"demo"}',
      });
      expect(created.status, id).toBe(201);
      const { world, demo } = (await created.json()) as { world: { baseUrl: string }; demo: { capture: { keys: { test: string } } } };
      expect(world.baseUrl).toBe(`${proxy}/w/${id}`);
      const captured = await fetch(`${world.baseUrl}/v1/capture`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': demo.capture.keys.test },
        body: JSON.stringify({ fields: { email: 'ada@example.org' } }),
      });
      expect(captured.status, id).toBe(201);
    }
    const held = servers.map((s) => s.server.worlds.list().map((w) => w.id));
    expect(held[0]!.length + held[1]!.length).toBe(ids.length);
    expect(held[0]!.length).toBeGreaterThan(0);
    expect(held[1]!.length).toBeGreaterThan(0);
    for (const id of ids.slice(0, 4)) {
      expect((await fetch(`${proxy}/_admin/worlds/${id}`, { method: 'DELETE' })).status).toBe(200);
      expect((await fetch(`${proxy}/w/${id}/_admin/clock`)).status).toBe(404);
    }
    // The root world is the first server's.
    const root = (await (await fetch(`${proxy}/_admin/worlds`)).json()) as { worlds: Array<{ id: string }> };
    expect(root.worlds.map((w) => w.id).sort()).toEqual(
      servers[0]!.server.worlds
        .list()
        .map((w) => w.id)
        .sort(),
    );
  });
});
