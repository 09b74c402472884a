import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const running: ChildProcessWithoutNullStreams[] = [];

function run(args: string[]): ChildProcessWithoutNullStreams {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], { stdio: 'pipe' });
  running.push(child);
  return child;
}

/** Resolves with everything printed once the parseable URL line and `until` (if given) have appeared. */
function started(child: ChildProcessWithoutNullStreams, until?: RegExp): Promise<{ url: string; out: string }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no start line within 20 s:\n${out}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^SVC_REFERENCE_SERVER_URL=(\S+)$/m.exec(out);
      if (match && (!until || until.test(out))) {
        clearTimeout(timer);
        resolve({ url: match[1]!, out });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

// Each test starts real processes (up to 20 s each to print their URL on a busy machine), so 5 s is too short.
describe('svc-reference-server CLI', { timeout: 45_000 }, () => {
  it('--port 0 picks a free port on 127.0.0.1 and prints it in a parseable line', async () => {
    const { url } = await started(run(['--port', '0']));
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toMatch(/:4010$/);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('--seed demo prints the console credentials and one key per interface and environment, which work', async () => {
    const { url, out } = await started(run(['--port', '0', '--seed', 'demo']), /publishable key: pk_/);
    expect(out).toMatch(/X-Portal-Key: \S+/);
    const liveContentKey = /Content[\s\S]*?live key: (ck_live_\S+)/.exec(out)?.[1];
    expect(/test key: sk_test_\S+/.test(out) && /live key: sk_live_\S+/.test(out)).toBe(true);
    expect(liveContentKey).toBeDefined();
    const list = await fetch(`${url}/v1/content/web_demo/events`, { headers: { 'x-api-key': liveContentKey! } });
    expect(list.status).toBe(200);
    const page = await fetch(`${url}/`);
    expect(await page.text()).toContain('Ask the demo assistant');
  });

  it('--data FILE keeps state across restarts', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'svc-cli-')), 'state.json');
    const first = run(['--port', '0', '--data', file]);
    const { url } = await started(first);
    const created = await fetch(`${url}/_admin/websites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Survives restarts', members: [{ sub: 'u1', roles: ['manage'] }] }),
    });
    expect(created.status).toBe(201);
    first.kill('SIGKILL'); // no graceful flush: the response already waited for the write
    await exited(first);
    const second = await started(run(['--port', '0', '--data', file]));
    const list = (await (await fetch(`${second.url}/_admin/websites`)).json()) as { websites: Array<{ name: string }> };
    expect(list.websites.map((w) => w.name)).toContain('Survives restarts');
  });

  it('bad arguments exit with status 2 and the usage', async () => {
    const child = run(['--port', 'eighty']);
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(child)).toBe(2);
    expect(err).toMatch(/--port must be an integer/);
    expect(err).toMatch(/Usage: svc-reference-server/);
  });

  it('a --seed file that breaks the contract exits with status 2, naming table, row and field', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'svc-cli-')), 'state.json');
    const snapshot = { format: 'svc-reference-state', version: 1, tables: { websites: [{ id: 'web_demo' }] } };
    writeFileSync(file, JSON.stringify(snapshot));
    const child = run(['--port', '0', '--seed', file]);
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(child)).toBe(2);
    expect(err).toContain('table websites, row 0 (id "web_demo"), field name: is required');
  });
});
