// A fresh consumer project in a temp folder: the packed tarballs installed with npm (as a user would), the
// reference server started from its installed CLI, and one sub-project per module setup (its own package.json type
// and tsconfig) that resolves the same node_modules.

import type { ChildProcess } from 'node:child_process';
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Published } from './packages.js';

const exec = promisify(execFile);
const require = createRequire(import.meta.url);

export async function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, {
      cwd,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`.trim());
  }
}

/** `pnpm pack` of each package (workspace: ranges become versions); answers the tarball of each package name. */
export async function packAll(packages: Published[], destination: string): Promise<Map<string, string>> {
  const tarballs = new Map<string, string>();
  for (const pkg of packages) {
    const before = new Set(await readdir(destination));
    await run('pnpm', ['pack', '--pack-destination', destination], pkg.dir);
    const added = (await readdir(destination)).filter((file) => file.endsWith('.tgz') && !before.has(file));
    if (added.length !== 1) throw new Error(`pnpm pack of ${pkg.name} made ${added.length} tarballs`);
    tarballs.set(pkg.name, join(destination, added[0]!));
  }
  return tarballs;
}

/**
 * Installs the tarballs into a new project. `overrides` make a package's dependency on another of ours resolve to its
 * tarball, never to the registry. @types/node is the one a Node consumer has; npm prefers its cache.
 */
export async function createConsumerProject(tarballs: Map<string, string>, extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'svc-consumer-'));
  const files = Object.fromEntries([...tarballs].map(([name, file]) => [name, `file:${file}`]));
  const typesNode = (require('@types/node/package.json') as { version: string }).version;
  const manifest = {
    name: 'svc-consumer',
    version: '0.0.0',
    private: true,
    dependencies: { ...extra, ...files },
    devDependencies: { '@types/node': typesNode },
    overrides: files,
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  return dir;
}

/**
 * A new project that installs every package from a registry (what `pnpm release:verify` published to its local one),
 * at the workspace's versions: the @svc scope is mapped to `registry` in the project's .npmrc, as a customer maps a
 * private scope, and everything else comes from the registry npm already uses.
 */
export async function createRegistryProject(packages: Published[], registry: string, extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'svc-consumer-'));
  const typesNode = (require('@types/node/package.json') as { version: string }).version;
  const manifest = {
    name: 'svc-consumer',
    version: '0.0.0',
    private: true,
    dependencies: { ...extra, ...Object.fromEntries(packages.map((p) => [p.name, p.manifest.version])) },
    devDependencies: { '@types/node': typesNode },
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  await writeFile(join(dir, '.npmrc'), `@svc:registry=${registry}\n`);
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  return dir;
}

/** A sub-project: its own package.json (`type`), optional tsconfig, and files; node_modules is its parent's. */
export async function subProject(root: string, name: string, type: 'module' | 'commonjs', files: Record<string, string>): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name, private: true, type }, null, 2));
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  return dir;
}

/** The demo credentials the CLI prints at start, as a user reads them. */
export interface Demo {
  url: string;
  contentKey: string;
  captureKey: string;
  engageKey: string;
  /** The Engage site and the console credentials of its owner (to point its webhooks at a receiver). */
  engageSiteId: string;
  portalKey: string;
  identitySub: string;
}

/**
 * Starts `svc-reference-server --port 0 --seed demo` (and `args`) from the project's node_modules and reads what it
 * prints.
 */
export async function startInstalledServer(project: string, args: string[] = []): Promise<{ demo: Demo; child: ChildProcess }> {
  const cli = join(project, 'node_modules', '@svc', 'reference-server', 'dist', 'node', 'cli.js');
  const child = spawn(process.execPath, [cli, '--port', '0', '--seed', 'demo', ...args], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const demo = await new Promise<Demo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the installed server printed no demo keys in 30 s:\n${out}`)), 30_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      const pick = (re: RegExp) => re.exec(out)?.[1];
      const url = pick(/SVC_REFERENCE_SERVER_URL=(\S+)/);
      const contentKey = pick(/test key: (ck_test_\S+)/);
      const captureKey = pick(/test key: (sk_test_\S+)/);
      const engageKey = pick(/publishable key: (pk_\S+)/);
      const engageSiteId = pick(/Engage +site (\S+),/);
      const portalKey = pick(/X-Portal-Key: (\S+)/);
      const identitySub = pick(/X-Identity-Sub: (\S+)/);
      if (url && contentKey && captureKey && engageKey && engageSiteId && portalKey && identitySub) {
        clearTimeout(timer);
        resolve({ url, contentKey, captureKey, engageKey, engageSiteId, portalKey, identitySub });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the installed server exited (${code}):\n${out}`)));
  });
  return { demo, child };
}

export function tscPath(): string {
  return require.resolve('typescript/bin/tsc');
}
