// Installs workspace packages the way a user gets them: `pnpm pack` (workspace ranges become versions), then npm into
// a fresh temp project, with our packages' dependencies on each other pinned to the tarballs (never the registry).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Workspace package name → its folder. */
const FOLDERS: Record<string, string> = {
  '@svc/msw': 'packages/msw',
  '@svc/reference-server': 'packages/server',
  '@svc/spec': 'packages/spec',
  '@svc/types': 'packages/types',
  '@svc/core': 'packages/core',
  '@svc/engage-browser': 'packages/engage-browser',
  '@svc/content': 'packages/content',
  '@svc/capture-node': 'packages/capture-node',
  '@svc/widget': 'packages/widget',
  '@svc/http-reference': 'packages/http-reference',
};

/** What `npm install @svc/msw msw` brings of ours: @svc/msw and the packages it depends on. */
export const MSW_PACKAGES = ['@svc/msw', '@svc/reference-server', '@svc/core', '@svc/spec', '@svc/types'];

export async function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, {
      cwd,
      maxBuffer: 32 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`.trim());
  }
}

/** `pnpm pack` of each named workspace package into `destination`; answers name → tarball path. */
export async function pack(names: string[], destination: string): Promise<Record<string, string>> {
  const tarballs: Record<string, string> = {};
  for (const name of names) {
    const dir = join(root, FOLDERS[name]!);
    if (!existsSync(join(dir, 'dist'))) throw new Error(`${name} is not built: run pnpm build first`);
    const before = new Set(await readdir(destination));
    await run('pnpm', ['pack', '--pack-destination', destination], dir);
    const added = (await readdir(destination)).filter((f) => f.endsWith('.tgz') && !before.has(f));
    if (added.length !== 1) throw new Error(`pnpm pack of ${name} made ${added.length} tarballs`);
    tarballs[name] = join(destination, added[0]!);
  }
  return tarballs;
}

/** The version of a dependency in this repository (so a packed project tests what the workspace tests). */
export async function workspaceVersion(name: string, from = 'packages/msw'): Promise<string> {
  const manifest = JSON.parse(await readFile(join(root, from, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export interface ProjectOptions {
  /** Our packages, from tarballs. */
  tarballs: Record<string, string>;
  /** Registry dependencies, name → version. */
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  /** Other package.json fields (type, scripts, jest config). */
  manifest?: Record<string, unknown>;
  /** Files to write, path → text. */
  files?: Record<string, string>;
}

/** A new project in a temp folder with `npm install` done; answers its folder. */
export async function installProject(name: string, options: ProjectOptions): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `${name}-`));
  const files = Object.fromEntries(Object.entries(options.tarballs).map(([pkg, file]) => [pkg, `file:${file}`]));
  const manifest = {
    name,
    version: '0.0.0',
    private: true,
    ...options.manifest,
    dependencies: { ...files, ...options.dependencies },
    devDependencies: options.devDependencies ?? {},
    overrides: files,
  };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [path, text] of Object.entries(options.files ?? {})) {
    const file = join(dir, path);
    await (await import('node:fs/promises')).mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, text);
  }
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  return dir;
}

/** Bytes of every file under `path` (what the files hold, as npm and `du --apparent-size` count them). */
export async function sizeOf(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    total += await sizeOf(join(path, entry.name));
  }
  return total;
}
