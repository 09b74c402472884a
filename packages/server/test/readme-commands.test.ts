// The README's commands, run as a new user would run them on a fresh clone (from the repository root).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const block = /<!-- readme:commands[^>]*-->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const commands = block
  .split('\n')
  .map((line) => line.replace(/\s+#.*$/, '').trim())
  .filter((line) => line !== '');

/** Runs `command` until it prints its URL; `--port 0` is added where no port is given, so parallel runs never collide. */
async function startedUrl(command: string): Promise<string> {
  const line = /--port\b/.test(command) ? command : `${command} --port 0`;
  const child = spawn('bash', ['-c', line], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    return await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`${line}: no URL within 40 s:\n${out}`)), 40_000);
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const url = /^SVC_REFERENCE_SERVER_URL=(\S+)$/m.exec(out)?.[1];
        if (url && /Demo data is loaded/.test(out)) {
          clearTimeout(timer);
          void fetch(`${url}/health`).then((r) => (r.ok ? resolve(url) : reject(new Error(`${line}: /health answered ${r.status}`))), reject);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`${line}: exited with ${code}:\n${out}`)));
    });
  } finally {
    // pnpm starts node in children of its own: end the whole group.
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
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
