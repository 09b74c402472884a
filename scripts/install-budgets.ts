// What a customer's node_modules may grow by, per package, and how it is measured. `pnpm bench --only install` installs
// each package alone into an empty project beside its peer and prints (and with --write, writes) the figures; the
// packed-install tests that already run in `pnpm verify` (test:packed, the consumer matrix) check the budgets on the
// projects they install anyway, by summing each package's install closure, so the check costs no install of its own.
// MB = 1,000,000 bytes of the installed files.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export const MB = 1_000_000;

/**
 * The clients a web or server application installs: each alone at most 0.6 MB, and at most 2.35× openapi-fetch alone
 * (0.26 MB, which every client installs for `createSvcClient`; 0.6 MB is 2.33× of it). A client carries its own slice
 * of the contract's types (the operations it sends and the schemas they use, with their documentation, generated
 * by `pnpm gen`) instead of the whole contract's (@svc/types, 0.51 MB), and @svc/core takes from the contract only the
 * key format and the error codes. Measured: content 0.51 MB (1.96×), capture 0.53 (2.05×), Engage 0.59 (2.31×),
 * down from 1.0-1.1 MB with the whole contract's types and 3.8 MB with the contract itself.
 */
export const CLIENTS = ['@svc/content', '@svc/capture-node', '@svc/engage-browser'] as const;
export const CLIENT_BUDGET_MB = 0.6;
export const CLIENT_BUDGET_RATIO = 2.35;
/**
 * What `npm install @svc/msw msw` may add to msw's own install (19.2 MB): 5.5 MB. The server's build carries the code
 * it runs from hono, minisearch, @noble/hashes, @cfworker/json-schema, bowser, ipaddr.js and @hono/node-server (0.2 MB
 * of their 3.7 MB of packages; scripts/bundle.mjs in the server), so the mocks add the server (1.5 MB, a third of it
 * the offline country table), the contract (@svc/spec 1.25 MB with @svc/types 0.52), the mocks themselves (1.2 MB,
 * their CommonJS build with the server inside for Jest) and @svc/core with openapi-fetch (0.44 MB): 5.0 MB measured,
 * down from 9.1 MB with the server's dependencies installed whole, and 19-20 MB before that.
 */
export const MSW_ADDS_BUDGET_MB = 5.5;
/**
 * `npm install @svc/reference-server` alone: everything `npx svc-reference-server` runs on. 3.3 MB measured (the
 * server 1.5, the contract 1.8); 4 MB keeps room for the service to grow without a package's whole weight slipping in.
 */
export const SERVER_BUDGET_MB = 4;
/**
 * `npm install @svc/widget` alone (its ESM entry for bundlers and the sdk.js files): at most 1 MB, and nothing besides
 * the widget itself. Its ESM build carries its own Preact and client, as sdk.js does, and its types are one rolled-up
 * file: 0.59 MB measured (the fifty languages twice, as `sdk/` files for the script tag and as chunks of the ESM
 * build), down from 2.2 MB when it installed a client and preact beside it, and 5.1 MB before that.
 */
export const WIDGET_BUDGET_MB = 1;

/** The budget of one package installed alone, in MB, or undefined when it has none of its own. */
export function budgetOf(name: string): number | undefined {
  if ((CLIENTS as readonly string[]).includes(name)) return CLIENT_BUDGET_MB;
  if (name === '@svc/reference-server') return SERVER_BUDGET_MB;
  if (name === '@svc/widget') return WIDGET_BUDGET_MB;
  return undefined;
}

/** Bytes of every file under `path`, symbolic links left out; `skip` names folders not to enter. */
export async function sizeOf(path: string, skip: (name: string) => boolean = () => false): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isSymbolicLink() || (entry.isDirectory() && skip(entry.name))) continue;
    total += await sizeOf(join(path, entry.name), skip);
  }
  return total;
}

interface InstalledManifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The folder Node resolves `name` to from `from` (the nearest node_modules up the tree), or undefined. */
function resolvePackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

export interface Closure {
  bytes: number;
  /** Each package of the closure (by folder name under node_modules) and its bytes, largest first. */
  packages: Array<[string, number]>;
}

/**
 * What installing `name` alone would put in node_modules, read from a project that has it installed: the package and
 * every package it needs (dependencies, optional dependencies and the peers npm installs, not the optional ones),
 * each counted once, as Node resolves them from where they sit. A project installing more than `name` gives the
 * same figure, so one install of every package checks them all.
 */
export async function installClosure(project: string, name: string): Promise<Closure> {
  const seen = new Map<string, [string, number]>();
  const visit = async (pkg: string, from: string): Promise<void> => {
    const dir = resolvePackage(pkg, from);
    if (dir === undefined) throw new Error(`${pkg} is not installed where ${from} would find it`);
    if (seen.has(dir)) return;
    seen.set(dir, [pkg, await sizeOf(dir, (folder) => folder === 'node_modules')]);
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as InstalledManifest;
    const peers = Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !manifest.peerDependenciesMeta?.[peer]?.optional);
    const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}));
    for (const dependency of [...Object.keys(manifest.dependencies ?? {}), ...optional, ...peers]) {
      // An optional dependency npm skipped (another platform's binary) is not part of this install.
      if (optional.has(dependency) && resolvePackage(dependency, dir) === undefined) continue;
      await visit(dependency, dir);
    }
  };
  await visit(name, project);
  const packages = [...seen.values()].sort((a, b) => b[1] - a[1]);
  return { bytes: packages.reduce((sum, [, bytes]) => sum + bytes, 0), packages };
}

export interface TarballFiles {
  files: number;
  /** The bytes of its files, unpacked. */
  bytes: number;
  /** Its largest files (paths inside the package), largest first. */
  largest: Array<[string, number]>;
}

/** The files of a packed tarball (.tgz, ustar with pax headers, as npm and pnpm write it). */
export async function tarballFiles(tarball: string, keep = 3): Promise<TarballFiles> {
  const tar = gunzipSync(await readFile(tarball));
  const files: Array<[string, number]> = [];
  let paxPath: string | undefined;
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const text = (from: number, length: number) =>
      header
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = Number.parseInt(text(124, 12).trim() || '0', 8);
    const type = text(156, 1);
    const body = tar.subarray(at + 512, at + 512 + size);
    if (type === 'x') paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
    else if (type === '0' || type === '') {
      const prefix = text(345, 155);
      const path = paxPath ?? (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
      files.push([path.replace(/^package\//, ''), size]);
      paxPath = undefined;
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  files.sort((a, b) => b[1] - a[1]);
  return { files: files.length, bytes: files.reduce((sum, [, bytes]) => sum + bytes, 0), largest: files.slice(0, keep) };
}

/** `1.23 MB` / `0.4 MB`: one decimal from 1 MB, two below. */
export function mb(bytes: number): string {
  const value = bytes / MB;
  return `${value.toFixed(value >= 1 ? 1 : 2)} MB`;
}
