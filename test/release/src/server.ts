// One fresh project per package manager, installing our packages from the local registry (the @svc scope mapped to it
// as a customer maps a private scope) and everything else from the registry the machine uses: the server started by
// the project's own `svc-reference-server` command, then the smoke script run by the project's runtime.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { run } from './publish.js';

const require = createRequire(import.meta.url);
/** Yarn Berry from the npm registry (@yarnpkg/cli-dist), run by this Node: no download of its own. */
const YARN = require.resolve('@yarnpkg/cli-dist/bin/yarn.js');
/** Bun from the npm registry's `bun` package (its postinstall puts the binary in place). */
const BUN = join(dirname(require.resolve('bun/package.json')), 'bin', 'bun.exe');
const ROOT_PACKAGE_MANAGER = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { packageManager: string }
).packageManager;

export type Manager = 'pnpm' | 'yarn' | 'bun';

export interface SmokeProject {
  dir: string;
  /** The command and arguments that run the installed `svc-reference-server`. */
  serverCommand: [string, string[]];
  /** The command that runs a script file of the project. */
  runtime: string;
}

export async function createSmokeProject(
  manager: Manager,
  registry: string,
  token: string,
  dependencies: Record<string, string>,
): Promise<SmokeProject> {
  const dir = await mkdtemp(join(tmpdir(), `svc-smoke-${manager}-`));
  // pnpm through corepack: the version this repository uses, so corepack needs nothing it has not got.
  const packageManager = manager === 'pnpm' ? { packageManager: ROOT_PACKAGE_MANAGER } : {};
  const manifest = { name: `svc-smoke-${manager}`, version: '0.0.0', private: true, type: 'module', ...packageManager, dependencies };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await copyFile(new URL('../fixtures/smoke.mjs', import.meta.url), join(dir, 'smoke.mjs'));
  const host = registry.replace(/^http:/, '');
  if (manager === 'pnpm') {
    await writeFile(join(dir, '.npmrc'), `@svc:registry=${registry}\n${host}:_authToken=${token}\n`);
    await run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], dir);
    return { dir, serverCommand: ['pnpm', ['exec', 'svc-reference-server']], runtime: process.execPath };
  }
  if (manager === 'yarn') {
    const yarnrc = [
      'nodeLinker: node-modules',
      'enableTelemetry: false',
      // A cache of this project's own: a global one keeps tarball URLs of an earlier run's registry (another port).
      'enableGlobalCache: false',
      'npmRegistryServer: "https://registry.npmjs.org"',
      'unsafeHttpWhitelist: ["127.0.0.1"]',
      // Yarn 4 quarantines releases younger than its minimal age gate; these were published a moment ago.
      'npmPreapprovedPackages: ["@svc/*"]',
      'npmScopes:',
      '  svc:',
      `    npmRegistryServer: "${registry}"`,
      `    npmAuthToken: "${token}"`,
      '',
    ].join('\n');
    await writeFile(join(dir, '.yarnrc.yml'), yarnrc);
    await writeFile(join(dir, 'yarn.lock'), '');
    await run(process.execPath, [YARN, 'install'], dir, {
      YARN_ENABLE_IMMUTABLE_INSTALLS: 'false',
      COREPACK_ENABLE_STRICT: '0',
      YARN_GLOBAL_FOLDER: join(dir, '.yarn-global'),
    });
    return { dir, serverCommand: [process.execPath, [YARN, 'svc-reference-server']], runtime: process.execPath };
  }
  await writeFile(join(dir, 'bunfig.toml'), `[install.scopes]\nsvc = { url = "${registry}", token = "${token}" }\n`);
  await run(BUN, ['install'], dir);
  return { dir, serverCommand: [BUN, ['x', 'svc-reference-server']], runtime: BUN };
}

export interface Started {
  child: ChildProcess;
  url: string;
  contentKey: string;
  out: string;
}

/** Starts the project's `svc-reference-server --port 0 --seed demo` and reads its URL and the demo's content key. */
export function startServer(project: SmokeProject): Promise<Started> {
  const [command, args] = project.serverCommand;
  const child = spawn(command, [...args, '--port', '0', '--seed', 'demo'], {
    cwd: project.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  return new Promise<Started>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server printed no demo keys in 60 s:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      const url = /SVC_REFERENCE_SERVER_URL=(\S+)/.exec(out)?.[1];
      const contentKey = /test key: (ck_test_\S+)/.exec(out)?.[1];
      if (url && contentKey && /publishable key: pk_/.test(out)) {
        clearTimeout(timer);
        resolve({ child, url, contentKey, out });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
}

/** Ends a server started by `startServer` and whatever its package manager started for it. */
export function stopServer(started: Started): void {
  try {
    process.kill(-started.child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}
