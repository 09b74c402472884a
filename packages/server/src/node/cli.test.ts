import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The newest modification time of the files under `dir` that go into the build (tests aside), 0 when it is missing. */
function newestSource(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/**
 * The command under test. The built one (`bin/svc-reference-server.js` on `dist/`, plain `node`: what
 * `npx svc-reference-server` runs) when its build (`dist/node/cli.js`) is newer than every source it is built from (this package's,
 * `@svc/spec`'s and `@svc/types`'s), as in `pnpm verify`, which builds before it tests: it starts in about 0.4 s
 * where the sources through tsx take about 1 s, and this file starts some 25 servers. Otherwise (a fresh clone with
 * no build, or a source edited since) the TypeScript sources through tsx, so the tests never run stale code.
 */
const command = (() => {
  const cli = here('../../dist/node/cli.js');
  const built = existsSync(cli) ? statSync(cli).mtimeMs : 0;
  const sources = ['../../src', '../../../spec/src', '../../../types/src'].map((dir) => newestSource(here(dir)));
  if (built > Math.max(...sources)) {
    return { argv: [here('../../bin/svc-reference-server.js')], label: 'the built CLI, bin/ on dist/' };
  }
  // An absolute loader path, so the CLI can also run from a folder outside the workspace.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const reason = built === 0 ? 'dist/ not built' : 'dist/ older than its sources';
  return { argv: ['--conditions=@svc/source', '--import', tsx, here('./cli.ts')], label: `the sources through tsx: ${reason}` };
})();
/** The command as one line of `sh`. */
const shellCommand = [process.execPath, ...command.argv, '--port', '0'].map((a) => `'${a}'`).join(' ');
const running: ChildProcessWithoutNullStreams[] = [];

function run(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ChildProcessWithoutNullStreams {
  const env = { ...process.env, INIT_CWD: '', ...options.env };
  const child = spawn(process.execPath, [...command.argv, ...args], {
    stdio: 'pipe',
    cwd: options.cwd,
    env,
  });
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

/** Whether the server at `url` stops answering within 10 s. */
async function stopsAnswering(url: string): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const answering = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (!answering) return true;
  }
  return false;
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

// Each test starts real processes (up to 20 s each to print their URL on a busy machine), so 5 s is too short.
describe(`svc-reference-server CLI (${command.label})`, { timeout: 45_000 }, () => {
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
    expect(await page.text()).toContain('Embed it on your site');
    expect(out).toContain(`open ${url}/ for the demo page`);
    expect(out).toContain(`${url}/_console/#/engage`);
    expect((await fetch(`${url}/favicon.ico`)).status).toBe(200);
  });

  it('the printed Try list uses the test environment for every keyed call, and its three calls answer 200, 201, 200', async () => {
    const { url, out } = await started(run(['--port', '0', '--seed', 'demo']), /for the test console/);
    const curls = out
      .slice(out.indexOf('Try:'))
      .split('\n')
      .filter((line) => line.trim().startsWith('curl '));
    expect(curls).toHaveLength(3);
    const keys = curls.map((line) => /X-Api-Key: (\S+)'/.exec(line)![1]!);
    expect(keys.filter((k) => /^(ck|sk)_/.test(k)).every((k) => /^(ck|sk)_test_/.test(k))).toBe(true);
    const statuses: number[] = [];
    for (const line of curls) {
      const headers = Object.fromEntries([...line.matchAll(/-H '([^:]+): ([^']*)'/g)].map((m) => [m[1]!, m[2]!]));
      const body = /-d '([^']*)'/.exec(line)?.[1];
      const target = line.trim().split(' ').at(-1)!;
      expect(target.startsWith(url)).toBe(true);
      const r = await fetch(target, { method: body === undefined ? 'GET' : 'POST', headers, body });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([200, 201, 200]);
  });

  it('--allow-origin URL lets a page of that origin use the demo site; a bad value exits with status 2 naming it', async () => {
    const { url, out } = await started(
      run(['--port', '0', '--seed', 'demo', '--allow-origin', 'http://localhost:5173']),
      /publishable key: pk_/,
    );
    const key = /publishable key: (pk_\S+)/.exec(out)![1]!;
    const config = await fetch(`${url}/v1/engage/config`, { headers: { origin: 'http://localhost:5173', 'x-api-key': key } });
    expect(config.status).toBe(200);
    const bad = run(['--allow-origin', 'localhost:5173/x']);
    let err = '';
    bad.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(bad)).toBe(2);
    expect(err).toContain('--allow-origin "localhost:5173/x"');
    expect(err).toContain('e.g. --allow-origin https://shop.example');
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
  }, 30_000);

  it('--seed demo --data FILE saves the seeded state at start; a restart loads it and never reseeds', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'svc-cli-')), 'state.json');
    const first = run(['--port', '0', '--seed', 'demo', '--data', file]);
    const { url, out } = await started(first, /publishable key: pk_/);
    const captureKey = /Form Capture[\s\S]*?test key: (sk_test_\S+)/.exec(out)![1]!;
    const keysBefore = ((await (await fetch(`${url}/_admin/state`)).json()) as { tables: Record<string, unknown[]> }).tables;
    first.kill('SIGKILL'); // before any request wrote: the seed itself must already be on disk
    await exited(first);
    expect(existsSync(file)).toBe(true);
    // The demo's credentials are shown again (the keys the file holds), not seeded afresh.
    const second = await started(run(['--port', '0', '--seed', 'demo', '--data', file]), /publishable key: pk_/);
    expect(/Form Capture[\s\S]*?test key: (sk_test_\S+)/.exec(second.out)?.[1]).toBe(captureKey);
    const state = ((await (await fetch(`${second.url}/_admin/state`)).json()) as { tables: Record<string, unknown[]> }).tables;
    // Only the demo sites' loopback origins differ: they follow the port each start listens on.
    const portless = (tables: unknown) => JSON.stringify(tables).replace(/http:\/\/(127\.0\.0\.1|localhost):\d+/g, 'http://$1:PORT');
    expect(portless(state)).toBe(portless(keysBefore));
    expect(JSON.stringify(state)).toContain(second.url);
    const captured = await fetch(`${second.url}/v1/capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': captureKey },
      body: JSON.stringify({ fields: { email: 'ada@example.org' } }),
    });
    expect(captured.status).toBe(201);
  }, 30_000);

  it('a second server on the same --data FILE is refused (status 2, naming the pid and the file); nothing the first acknowledged is lost', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'svc-cli-')), 'state.json');
    const first = run(['--port', '0', '--data', file]);
    const { url } = await started(first);
    const create = async (name: string) =>
      (
        await fetch(`${url}/_admin/websites`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, members: [{ sub: 'u1', roles: ['manage'] }] }),
        })
      ).status;
    expect(await create('Before the second start')).toBe(201);
    const second = run(['--port', '0', '--data', file]);
    let err = '';
    second.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(second)).toBe(2);
    expect(err).toContain(`${file} is in use by process ${first.pid}`);
    expect(err).toContain(`${file}.lock`);
    // The refused start touched nothing: the first keeps writing to the journal the data file names.
    expect(await create('After the second start')).toBe(201);
    first.kill('SIGKILL'); // its lock stays behind, held by a process that is gone: the next start takes it over
    await exited(first);
    const third = await started(run(['--port', '0', '--data', file]));
    const list = (await (await fetch(`${third.url}/_admin/websites`)).json()) as { websites: Array<{ name: string }> };
    expect(list.websites.map((w) => w.name)).toEqual(expect.arrayContaining(['Before the second start', 'After the second start']));
  }, 45_000);

  it('a relative --data path resolves against the folder the command was started from (INIT_CWD under pnpm)', async () => {
    const caller = mkdtempSync(join(tmpdir(), 'svc-cli-caller-'));
    const packageDir = mkdtempSync(join(tmpdir(), 'svc-cli-package-'));
    const child = run(['--port', '0', '--data', '.svc-data/state.json'], { cwd: packageDir, env: { INIT_CWD: caller } });
    const { out } = await started(child, /State is kept in/);
    expect(existsSync(join(caller, '.svc-data', 'state.json'))).toBe(true);
    expect(existsSync(join(packageDir, '.svc-data'))).toBe(false);
    expect(out).toContain(join(caller, '.svc-data', 'state.json'));
  });

  it('an unusable --data path is a clear error at start (status 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-cli-'));
    writeFileSync(join(dir, 'not-a-folder'), '');
    const child = run(['--port', '0', '--data', join(dir, 'not-a-folder', 'state.json')]);
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(child)).toBe(2);
    expect(err).toMatch(/cannot keep state in .*not-a-folder.*state\.json: (ENOTDIR|EEXIST)/);
  });

  it('--keys FILE pins the demo keys it lists; a broken file is a clear error at start (status 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-cli-'));
    const keys = join(dir, 'keys.json');
    writeFileSync(keys, JSON.stringify({ capture: { test: 'sk_test_TeamPinnedKey0123456789' } }));
    const { url, out } = await started(run(['--port', '0', '--seed', 'demo', '--keys', keys]), /publishable key: pk_/);
    expect(out).toContain('test key: sk_test_TeamPinnedKey0123456789');
    const capture = await fetch(`${url}/v1/capture`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk_test_TeamPinnedKey0123456789', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { email: 'ada@example.org' } }),
    });
    expect(capture.status).toBe(201);
    writeFileSync(keys, JSON.stringify({ capture: { test: 'ck_test_wrongFamily0123456789' } }));
    const broken = run(['--port', '0', '--seed', 'demo', '--keys', keys]);
    let err = '';
    broken.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(broken)).toBe(2);
    expect(err).toMatch(
      /cannot use the keys in .*keys\.json: invalid keys: capture\.test must be sk_test_ followed by 16 to 100 letters and digits/,
    );
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

  it('--seed empty starts with no data (the seed names the admin reset knows), not a file named empty', async () => {
    const { url, out } = await started(run(['--port', '0', '--seed', 'empty'], { cwd: mkdtempSync(join(tmpdir(), 'svc-cli-')) }));
    expect(out).not.toContain('Demo data is loaded');
    const state = (await (await fetch(`${url}/_admin/state`)).json()) as { tables: Record<string, unknown[]> };
    expect(state.tables.websites ?? []).toEqual([]);
  });

  it('a --seed name that is neither a seed nor a file exits with status 2, naming the seeds there are', async () => {
    const child = run(['--port', '0', '--seed', 'demoo'], { cwd: mkdtempSync(join(tmpdir(), 'svc-cli-')) });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(child)).toBe(2);
    expect(err).toContain(
      '--seed "demoo" is no seed name and no file here; did you mean --seed demo? (the seeds by name are demo and empty',
    );
  });

  it('--version prints the package version; a mistyped flag exits with status 2 naming the nearest one', async () => {
    const version = run(['--version']);
    let out = '';
    version.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    expect(await exited(version)).toBe(0);
    const manifest = createRequire(import.meta.url)('../../package.json') as { version: string };
    expect(out.trim()).toBe(manifest.version);
    const typo = run(['--prot', '0']);
    let err = '';
    typo.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(typo)).toBe(2);
    expect(err).toContain('unknown flag --prot; did you mean --port?');
  });
  it('SVC_PORT sets the default port; a bad SVC_PORT exits with status 2 naming it', async () => {
    const { url } = await started(run([], { env: { SVC_PORT: '0' } }));
    expect(url).not.toMatch(/:4010$/);
    const bad = run([], { env: { SVC_PORT: 'eighty' } });
    let err = '';
    bad.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(bad)).toBe(2);
    expect(err).toContain('--port (from SVC_PORT) must be an integer from 0 to 65535, got "eighty"');
  });

  it('a port in use exits with status 2 naming the port, the reference server already there, how to find it and --port 0', async () => {
    const { url } = await started(run(['--port', '0']));
    const port = new URL(url).port;
    const second = run(['--port', port]);
    let err = '';
    second.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    expect(await exited(second)).toBe(2);
    expect(err).toContain(`port ${port} on 127.0.0.1 is already in use (EADDRINUSE): a reference server is already running at ${url}`);
    expect(err).toContain(`lsof -i :${port}`);
    expect(err).toContain('--port 0 for a free one');
  });

  it('started by a package runner, it stops when the runner is gone (kill of the npx process id leaves no server behind)', async () => {
    // npx runs `sh -c 'svc-reference-server ...'`; killing npx kills its shell, and the server is left to init.
    const shell = spawn('sh', ['-c', `${shellCommand}; true`], {
      stdio: 'pipe',
      env: { ...process.env, INIT_CWD: '', npm_config_user_agent: 'npm/11.0.0 node/v20 linux x64' },
    });
    running.push(shell);
    const { url } = await started(shell);
    shell.kill('SIGKILL');
    expect(await stopsAnswering(url)).toBe(true);
  });
  it.runIf(process.platform === 'linux')(
    'started by a package runner that is killed while its shell lives on, it stops too (the runner is watched)',
    async () => {
      // A runner (its title says npm) whose shell outlives it: the server's parent, the shell, never changes.
      const runnerScript = [
        "process.title = 'npm exec svc-reference-server';",
        "const { spawn } = require('node:child_process');",
        `const shell = spawn('sh', ['-c', ${JSON.stringify(`${shellCommand}; true`)}], { stdio: 'inherit', detached: true });`,
        'shell.unref();',
        'setInterval(() => {}, 1000);',
      ].join(' ');
      const runner = spawn(process.execPath, ['-e', runnerScript], {
        stdio: 'pipe',
        env: { ...process.env, INIT_CWD: '', npm_config_user_agent: 'npm/11.0.0 node/v20 linux x64' },
      });
      running.push(runner);
      const { url } = await started(runner);
      runner.kill('SIGKILL');
      expect(await stopsAnswering(url)).toBe(true);
    },
  );
});
