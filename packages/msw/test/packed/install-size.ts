// What `npm install @svc/msw msw` adds to an empty project, beside what msw alone adds: two fresh projects, one with
// `msw` only, one with @svc/msw (and the packages it depends on, packed from this workspace) and `msw`, both from the
// same registry. The target is what @svc/msw adds to a project's node_modules on top of msw, which every user of it
// installs anyway. Sizes are the files' bytes (MB = 1,000,000 bytes).
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installProject, MSW_PACKAGES, pack, sizeOf, workspaceVersion } from './tarballs.js';

export interface InstallFigures {
  /** The project of `npm install @svc/msw msw`. */
  project: string;
  /** node_modules of `npm install @svc/msw msw`. */
  totalMb: number;
  /** node_modules of `npm install msw` alone. */
  mswMb: number;
  /** What @svc/msw adds: the difference. */
  addedMb: number;
  packages: number;
  /** The largest installed packages, name → MB. */
  largest: Array<[string, number]>;
}

const MB = 1_000_000;

/** Installed packages (scoped ones by their full name) with their sizes. */
async function packagesIn(modules: string): Promise<Array<[string, number]>> {
  const out: Array<[string, number]> = [];
  for (const entry of await readdir(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    if (entry.name.startsWith('@')) {
      for (const scoped of await readdir(join(modules, entry.name)))
        out.push([`${entry.name}/${scoped}`, await sizeOf(join(modules, entry.name, scoped))]);
    } else out.push([entry.name, await sizeOf(join(modules, entry.name))]);
  }
  return out;
}

export async function measureInstall(packed?: Record<string, string>): Promise<InstallFigures> {
  const all = packed ?? (await pack(MSW_PACKAGES, await mkdtemp(join(tmpdir(), 'svc-msw-tarballs-'))));
  const tarballs = Object.fromEntries(Object.entries(all).filter(([name]) => MSW_PACKAGES.includes(name)));
  const msw = { msw: await workspaceVersion('msw') };
  const project = await installProject('svc-msw-install', { tarballs, dependencies: msw, manifest: { type: 'module' } });
  const both = join(project, 'node_modules');
  const alone = join(await installProject('msw-alone', { tarballs: {}, dependencies: msw, manifest: { type: 'module' } }), 'node_modules');
  const packages = await packagesIn(both);
  const mswPackages = new Set((await packagesIn(alone)).map(([name]) => name));
  const totalMb = (await sizeOf(both)) / MB;
  const mswMb = (await sizeOf(alone)) / MB;
  return {
    project,
    totalMb,
    mswMb,
    addedMb: totalMb - mswMb,
    packages: packages.length - mswPackages.size,
    largest: packages
      .filter(([name]) => !mswPackages.has(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, bytes]) => [name, bytes / MB]),
  };
}
