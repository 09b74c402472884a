// `pnpm start:check`: what a newcomer does first, on a fresh clone. Clones the committed repository into a temporary
// folder, runs README.md's first `sh` block exactly as written, waits for the URL it prints, checks that the demo page,
// the console and sdk.js answer, runs every curl command of the printed "Try" list, then starts each example that has
// a `start` script and fetches every URL it prints. Any miss fails with the last lines of the output.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { curlWithStatus, firstShBlock, printedUrls, tryCommands } from './start-check-lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const README_FIRST = 'README.md';
// The Try list reads content, captures a submission and asks the assistant, in that order.
const TRY_STATUSES = [200, 201, 200];
const SERVED = ['/', '/_console/', '/v1/engage/sdk.js'];

class CheckFailed extends Error {}

interface Running {
  child: ChildProcess;
  output: string[];
  /** Resolves with the first match of `pattern` in the output, or rejects when the process ends or time runs out. */
  waitFor(pattern: RegExp, ms: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

function start(command: string, cwd: string, env: Record<string, string> = {}): Running {
  // A process group of its own, so stopping it stops pnpm and the server it started.
  const child = spawn('bash', ['-c', command], {
    cwd,
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n'));
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    for (const listener of listeners) listener();
  });
  return {
    child,
    output,
    waitFor(pattern, ms) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new CheckFailed(`nothing matching ${pattern} was printed within ${ms / 1000} s`)), ms);
        const check = () => {
          const match = output.join('\n').match(pattern);
          if (match) done(undefined, match);
          else if (exited)
            done(new CheckFailed(`the command ended (exit code ${child.exitCode}) before printing anything matching ${pattern}`));
        };
        const done = (error?: Error, match?: RegExpMatchArray) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve(match!);
        };
        listeners.add(check);
        check();
      });
    },
    async stop() {
      if (exited || child.pid === undefined) return;
      const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await ended;
      clearTimeout(timer);
    },
  };
}

async function expectStatus(url: string, expected: number): Promise<void> {
  const response = await fetch(url, { redirect: 'manual' }).catch((error: unknown) => {
    throw new CheckFailed(`GET ${url} failed: ${(error as Error).message}`);
  });
  await response.arrayBuffer();
  if (response.status !== expected) throw new CheckFailed(`GET ${url} answered ${response.status}, expected ${expected}`);
  console.log(`  GET ${url} -> ${response.status}`);
}

function tail(lines: string[], count = 40): string {
  return lines
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .join('\n');
}

async function checkReadmeStart(clone: string): Promise<void> {
  const command = firstShBlock(readFileSync(join(clone, README_FIRST), 'utf8'));
  console.log(`start:check: README's first command, in a fresh clone:\n  ${command}`);
  const began = Date.now();
  const server = start(command, clone);
  try {
    const [, url] = await server.waitFor(/listening on (http:\/\/\S+)/, 300_000);
    // The Try list is printed after the URL; wait for its last line.
    await server.waitFor(/Try:\n(?:.*\n)*?\s*open .*_console/, 10_000);
    console.log(`  serving ${url} after ${((Date.now() - began) / 1000).toFixed(1)} s`);
    for (const path of SERVED) await expectStatus(new URL(path, url).href, 200);
    const curls = tryCommands(server.output.join('\n'));
    if (curls.length !== TRY_STATUSES.length)
      throw new CheckFailed(`the Try list printed ${curls.length} curl commands, expected ${TRY_STATUSES.length}`);
    for (const [i, curl] of curls.entries()) {
      const status = curlWithStatus(curl, clone);
      console.log(`  ${curl}\n    -> ${status}`);
      if (status !== TRY_STATUSES[i])
        throw new CheckFailed(`Try command ${i + 1} answered ${status}, expected ${TRY_STATUSES[i]}:\n  ${curl}`);
    }
  } catch (error) {
    throw new CheckFailed(`${(error as Error).message}\n--- last lines of the output ---\n${tail(server.output)}`);
  } finally {
    await server.stop();
  }

  // A second start reuses what the first one built.
  const again = Date.now();
  const second = start(command, clone);
  try {
    await second.waitFor(/listening on (http:\/\/\S+)/, 120_000);
    console.log(`  a second run serves after ${((Date.now() - again) / 1000).toFixed(1)} s`);
    // Its time depends on the machine's load; what must hold is that nothing is built again.
    const rebuilt = second.output.filter((line) => /^Building the .* once/.test(line));
    if (rebuilt.length > 0) throw new CheckFailed(`the second run built again what the first had built:\n  ${rebuilt.join('\n  ')}`);
  } catch (error) {
    throw new CheckFailed(`${(error as Error).message}\n--- last lines of the output ---\n${tail(second.output)}`);
  } finally {
    await second.stop();
  }
}

async function checkExampleStarts(clone: string): Promise<void> {
  const examples = readdirSync(join(clone, 'examples')).filter((name) => existsSync(join(clone, 'examples', name, 'package.json')));
  for (const dir of examples) {
    const manifest = JSON.parse(readFileSync(join(clone, 'examples', dir, 'package.json'), 'utf8')) as {
      name: string;
      scripts?: Record<string, string>;
    };
    if (!manifest.scripts?.start) continue;
    const command = `pnpm --filter ${manifest.name} start`;
    console.log(`start:check: ${command} (ports 0)`);
    // Every example's ports come from PORT and SVC_PORT (README), so 0 keeps them off each other and off 4010.
    const example = start(command, clone, { PORT: '0', SVC_PORT: '0' });
    try {
      await example.waitFor(/http:\/\/127\.0\.0\.1:[1-9]\d*/, 180_000);
      // Let the example print the rest of its URLs.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const urls = printedUrls(example.output.join('\n'));
      if (urls.some((url) => /:0(?:\/|$)/.test(url)))
        throw new CheckFailed(`${manifest.name} printed a URL with port 0: ${urls.join(', ')}`);
      for (const url of urls) await expectStatus(url, 200);
    } catch (error) {
      throw new CheckFailed(`${manifest.name}: ${(error as Error).message}\n--- last lines of the output ---\n${tail(example.output)}`);
    } finally {
      await example.stop();
    }
  }
}

const work = mkdtempSync(join(tmpdir(), 'svc-start-check-'));
const clone = join(work, 'clone');
try {
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
  if (dirty) console.log('start:check: uncommitted changes are not part of the check (it clones the last commit)');
  execFileSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
  await checkReadmeStart(clone);
  await checkExampleStarts(clone);
  console.log('start:check: passed');
} catch (error) {
  console.error(`start:check failed: ${error instanceof CheckFailed ? error.message : (error as Error).stack}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
