// Publishes every public workspace package to a registry the way a release does (`pnpm publish -r`: `workspace:`
// ranges become the versions released together), and lists what each package publishes (`npm publish --dry-run`).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);
export const root = fileURLToPath(new URL('../../../', import.meta.url));

export async function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`.trim());
  }
}

export interface PublicPackage {
  name: string;
  version: string;
  dir: string;
}

/** Every package under packages/ that is not private. */
export function publicPackages(): PublicPackage[] {
  return readdirSync(join(root, 'packages'))
    .sort()
    .flatMap((folder) => {
      const dir = join(root, 'packages', folder);
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          name: string;
          version: string;
          private?: boolean;
        };
        return manifest.private ? [] : [{ name: manifest.name, version: manifest.version, dir }];
      } catch {
        return [];
      }
    });
}

/** `pnpm publish -r` of the public packages to `registry`, with the token in `npmrc`. */
export async function publishAll(registry: string, npmrc: string): Promise<string> {
  return run('pnpm', ['-r', '--filter', './packages/*', 'publish', '--no-git-checks', '--registry', registry], root, {
    npm_config_userconfig: npmrc,
  });
}

/**
 * The files `npm publish` puts in each package's tarball, by package name: `npm pack --dry-run`, the packing step of
 * `npm publish --dry-run` without its registry check (which refuses a version the local registry already holds). One
 * npm process packs every folder given: npm's own start is about a second, paid once instead of once a package.
 */
export async function dryRunFiles(dirs: string[]): Promise<Map<string, string[]>> {
  const args = ['pack', '--dry-run', '--json', '--ignore-scripts', ...dirs];
  // The report is stdout alone: npm's notices and warnings go to stderr.
  const { stdout } = await exec('npm', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch((error: unknown) => {
    const { stdout: out = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed in ${root}\n${out}\n${stderr}`.trim());
  });
  const reports = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{
    name: string;
    files: Array<{ path: string }>;
  }>;
  return new Map(reports.map((report) => [report.name, report.files.map((f) => f.path)]));
}
