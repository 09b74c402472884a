// Where Bun's binary is: the platform package that the npm registry's `bun` lists as an optional dependency
// (`@oven/bun-linux-x64`, `@oven/bun-darwin-aarch64`, ...), the same file bun's own postinstall would copy over its
// placeholder. The postinstall stays off (pnpm-workspace.yaml, ignoredBuiltDependencies): with it, bin/bun.exe and
// bin/bunx.exe are 107 MB each, and pnpm reads every bin file whole to look for a shebang on each install, about 20 s
// of every `pnpm install` here, no-op installs included. The runtime matrix and the Bun journey both run this file.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The name of Bun's platform package for this machine, as bun's npm package names its optional dependencies. */
export function bunPlatformPackage(platform: NodeJS.Platform = process.platform, arch: string = process.arch, musl = isMusl()): string {
  const os = platform === 'win32' ? 'windows' : platform === 'android' ? 'linux' : platform;
  const cpu = arch === 'arm64' ? 'aarch64' : arch;
  const android = platform === 'android' ? '-android' : '';
  return `@oven/bun-${os}-${cpu}${musl && platform === 'linux' ? '-musl' : ''}${android}`;
}

function isMusl(): boolean {
  if (process.platform !== 'linux') return false;
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return header?.glibcVersionRuntime === undefined;
}

/** The path of the Bun executable installed with the `bun` devDependency; throws naming the package when absent. */
export function bunBinary(): string {
  const bunPackage = require.resolve('bun/package.json');
  const name = bunPlatformPackage();
  let folder: string;
  try {
    // Resolved from bun's own folder: the platform package is bun's dependency, not ours.
    folder = dirname(createRequire(bunPackage).resolve(`${name}/package.json`));
  } catch {
    throw new Error(
      `Bun's binary for ${process.platform}-${process.arch} (${name}) is not installed beside ${dirname(bunPackage)}: ` +
        'run pnpm install on a platform bun publishes a binary for',
    );
  }
  const binary = join(folder, 'bin', process.platform === 'win32' ? 'bun.exe' : 'bun');
  if (existsSync(binary)) return binary;
  // An install made while the postinstall was on: it moved the binary over the placeholder.
  const moved = join(dirname(bunPackage), 'bin', 'bun.exe');
  if (statSync(moved).size > 1_000_000) return moved;
  throw new Error(`${name} has no ${binary}: reinstall it (pnpm install --force)`);
}
