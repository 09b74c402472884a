// The README's commands, run as a new user would run them on a fresh clone (from the repository root).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const block = /<!-- readme:commands[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '');
const commands = linesOf(block);
const dataCommand = linesOf(/<!-- readme:data-command[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '')[0] ?? '';

interface Started {
  url: string;
  output: string;
  stop: () => void;
}

/** Runs `command` until it prints its URL; `--port 0` is added where no port is given, so parallel runs never collide. */
async function start(command: string): Promise<Started> {
  const line = /--port\b/.test(command) ? command : `${command} --port 0`;
  const child = spawn('bash', ['-c', line], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  // pnpm starts node in children of its own: end the whole group.
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  try {
    return await new Promise<Started>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`${line}: no URL within 40 s:\n${out}`)), 40_000);
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const url = /^SVC_REFERENCE_SERVER_URL=(\S+)$/m.exec(out)?.[1];
        // Ready once it has said what it holds: the demo's credentials, or (a restart) where its state is kept.
        if (url && /Demo data is loaded|State is kept in/.test(out)) {
          clearTimeout(timer);
          child.stdout.off('data', read);
          child.stderr.off('data', read);
          void fetch(`${url}/health`).then(
            (r) => (r.ok ? resolve({ url, output: out, stop }) : reject(new Error(`${line}: /health answered ${r.status}`))),
            reject,
          );
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`${line}: exited with ${code}:\n${out}`)));
    });
  } catch (error) {
    stop();
    throw error;
  }
}

async function startedUrl(command: string): Promise<string> {
  const started = await start(command);
  started.stop();
  return started.url;
}

describe("the server README's commands work on a fresh clone, as written", { timeout: 120_000 }, () => {
  it('the README lists its run commands in a tested block', () => {
    expect(commands.length).toBeGreaterThanOrEqual(2);
    expect(commands[0]).toBe('pnpm start');
  });

  it.each(commands)('%s starts, prints its real URL, and answers there', async (command) => {
    const url = await startedUrl(command);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toMatch(/:0$/);
  });
});

describe("the server README's --data command keeps state across restarts, as written", { timeout: 120_000 }, () => {
  it('creates its folder, and a restart has the keys and the records stored before', async (context) => {
    const path = /--data (\S+)/.exec(dataCommand)?.[1];
    expect(path, 'the README has a readme:data-command block with --data').toBeDefined();
    // As written, from the repository root: the folder is the root's. Never touch one a developer keeps state in.
    const folder = resolve(root, dirname(path!));
    if (existsSync(folder)) {
      const message = `${folder} exists (state of your own?): the README --data command test did not run; move it aside to run it`;
      if (process.env.CI === 'true') throw new Error(message);
      console.warn(`\n\n!!! ${message} !!!\n`);
      context.skip();
    }
    const testKey = (output: string) => /Form Capture[\s\S]*?test key: (\S+)/.exec(output)?.[1];
    try {
      const first = await start(dataCommand);
      let id: string;
      try {
        const key = testKey(first.output)!;
        const stored = await fetch(`${first.url}/v1/capture`, {
          method: 'POST',
          headers: { 'x-api-key': key, 'content-type': 'application/json' },
          body: JSON.stringify({ fields: { email: 'ada@example.org', message: 'kept across a restart' } }),
        });
        expect(stored.status).toBe(201);
        id = ((await stored.json()) as { id: string }).id;
      } finally {
        // Killed, not stopped: an acknowledged write is on disk before its answer.
        first.stop();
      }
      expect(existsSync(resolve(root, path!))).toBe(true);
      const second = await start(dataCommand);
      try {
        // Loaded, not seeded again: the key issued at the first start still works, and the record is there.
        const again = await fetch(`${second.url}/v1/capture`, {
          method: 'POST',
          headers: { 'x-api-key': testKey(first.output)!, 'content-type': 'application/json' },
          body: JSON.stringify({ fields: { email: 'ada@example.org', message: 'after the restart' } }),
        });
        expect(again.status).toBe(201);
        const kept = await fetch(`${second.url}/_admin/capture/submissions/${id}`);
        expect(kept.status).toBe(200);
      } finally {
        second.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
