// What a customer's node_modules grows by: `npm install` of each package alone into an empty project (ours from packed
// tarballs, everything else from the npm registry), beside the peer a customer would install instead for the same
// job: openapi-fetch for a client, msw alone for the mocks, Prism's CLI for a local server. Budgets and the way a
// closure is counted: scripts/install-budgets.ts. Also each tarball's file count and largest files.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installProject, pack, workspaceVersion } from '../packages/msw/test/packed/tarballs.js';
import { generatedBlock } from '../scripts/generated-block.mjs';
import type { TarballFiles } from '../scripts/install-budgets.js';
import {
  CLIENT_BUDGET_MB,
  CLIENT_BUDGET_RATIO,
  CLIENTS,
  MB,
  MSW_ADDS_BUDGET_MB,
  mb,
  SERVER_BUDGET_MB,
  sizeOf,
  tarballFiles,
  WIDGET_BUDGET_MB,
} from '../scripts/install-budgets.js';
import { PRISM_VERSION } from './processes.js';

export interface InstallRow {
  /** What is installed, as the table names it. */
  ours: string;
  /** node_modules of the project (for the msw row: what @svc/msw adds to msw's own). */
  oursMb: number;
  budget: string;
  met: boolean;
  peer?: string;
  peerMb?: number;
}

export interface InstallSizes {
  rows: InstallRow[];
  tarballs: Array<{ name: string } & TarballFiles>;
  /** The packages `npm install @svc/msw msw` adds to msw's, largest first (MB). */
  mswAdds: Array<[string, number]>;
}

/** Every public package, in the order the tables list them. */
const OURS = [
  '@svc/types',
  '@svc/core',
  '@svc/content',
  '@svc/capture-node',
  '@svc/engage-browser',
  '@svc/widget',
  '@svc/spec',
  '@svc/reference-server',
  '@svc/http-reference',
  '@svc/msw',
];
/**
 * What each of ours needs of ours, read from the packages' own manifests (dependencies and required peers,
 * transitively): npm installs every tarball a project lists, so a row lists the package and only these.
 */
async function needsOfOurs(): Promise<(name: string) => string[]> {
  type Manifest = {
    name: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  const root = fileURLToPath(new URL('../packages/', import.meta.url));
  const manifests = new Map<string, Manifest>();
  for (const folder of await readdir(root)) {
    const manifest = JSON.parse(await readFile(join(root, folder, 'package.json'), 'utf8').catch(() => '{}')) as Manifest;
    if (OURS.includes(manifest.name)) manifests.set(manifest.name, manifest);
  }
  return (name) => {
    const needed = new Set<string>();
    const visit = (pkg: string) => {
      const manifest = manifests.get(pkg);
      const peers = Object.keys(manifest?.peerDependencies ?? {}).filter((peer) => !manifest?.peerDependenciesMeta?.[peer]?.optional);
      for (const dependency of [...Object.keys(manifest?.dependencies ?? {}), ...peers]) {
        if (!manifests.has(dependency) || needed.has(dependency)) continue;
        needed.add(dependency);
        visit(dependency);
      }
    };
    visit(name);
    return [...needed];
  };
}

async function installed(project: string, tarballs: Record<string, string>, dependencies: Record<string, string>): Promise<string> {
  const dir = await installProject(project.replace(/[@/]/g, '-'), { tarballs, dependencies, manifest: { type: 'module' } });
  return join(dir, 'node_modules');
}

/** Installed packages (scoped ones by their full name) with their bytes. */
async function packagesIn(modules: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const entry of await readdir(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    if (entry.name.startsWith('@')) {
      for (const scoped of await readdir(join(modules, entry.name)))
        out.set(`${entry.name}/${scoped}`, await sizeOf(join(modules, entry.name, scoped)));
    } else out.set(entry.name, await sizeOf(join(modules, entry.name)));
  }
  return out;
}

export async function measureInstallSizes(): Promise<InstallSizes> {
  const tarballs = await pack(OURS, await mkdtemp(join(tmpdir(), 'svc-size-tarballs-')));
  const listed = await Promise.all(OURS.map(async (name) => ({ name, ...(await tarballFiles(tarballs[name]!)) })));
  const needs = await needsOfOurs();
  const of = (name: string) => Object.fromEntries([name, ...needs(name)].map((n) => [n, tarballs[n]!]));
  const size = async (modules: string) => (await sizeOf(modules)) / MB;

  const openapiFetch = await size(
    await installed('openapi-fetch', {}, { 'openapi-fetch': await workspaceVersion('openapi-fetch', 'packages/core') }),
  );
  const mswAlone = await installed('msw', {}, { msw: await workspaceVersion('msw') });
  const prism = await size(await installed('prism-cli', {}, { '@stoplight/prism-cli': PRISM_VERSION }));

  const rows: InstallRow[] = [];
  for (const client of CLIENTS) {
    const oursMb = await size(await installed(client, of(client), {}));
    rows.push({
      ours: `\`${client}\``,
      oursMb,
      budget: `≤ ${CLIENT_BUDGET_MB} MB, ≤ ${CLIENT_BUDGET_RATIO}×`,
      met: oursMb <= CLIENT_BUDGET_MB && oursMb / openapiFetch <= CLIENT_BUDGET_RATIO,
      peer: '`openapi-fetch`',
      peerMb: openapiFetch,
    });
  }
  const widget = await size(await installed('widget', of('@svc/widget'), {}));
  rows.push({ ours: '`@svc/widget`', oursMb: widget, budget: `≤ ${WIDGET_BUDGET_MB} MB`, met: widget <= WIDGET_BUDGET_MB });

  const withMsw = await installed('msw-and-ours', of('@svc/msw'), { msw: await workspaceVersion('msw') });
  const mswMb = await size(mswAlone);
  const adds = (await size(withMsw)) - mswMb;
  rows.push({
    ours: '`@svc/msw` beside `msw` (what it adds)',
    oursMb: adds,
    budget: `adds ≤ ${MSW_ADDS_BUDGET_MB} MB`,
    met: adds <= MSW_ADDS_BUDGET_MB,
    peer: '`msw` alone',
    peerMb: mswMb,
  });
  const server = await size(await installed('reference-server', of('@svc/reference-server'), {}));
  rows.push({
    ours: '`@svc/reference-server`',
    oursMb: server,
    budget: `≤ ${SERVER_BUDGET_MB} MB`,
    met: server <= SERVER_BUDGET_MB,
    peer: `\`@stoplight/prism-cli\` ${PRISM_VERSION}`,
    peerMb: prism,
  });

  const before = await packagesIn(mswAlone);
  const mswAdds = [...(await packagesIn(withMsw))]
    .filter(([name]) => !before.has(name))
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]): [string, number] => [name, bytes / MB]);
  return { rows, tarballs: listed, mswAdds };
}

const figure = (value: number) => value.toFixed(value >= 1 ? 1 : 2);

function installTable(rows: InstallRow[]): string[] {
  return [
    '| install | installed | budget | peer | peer installed | ratio |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.ours} | ${figure(r.oursMb)} MB | ${r.budget} | ${r.peer ?? '-'} | ${r.peerMb === undefined ? '-' : `${figure(r.peerMb)} MB`} | ` +
        `${r.peerMb === undefined ? '-' : `${(r.oursMb / r.peerMb).toFixed(2)}×`} |`,
    ),
  ];
}

function tarballTable(tarballs: InstallSizes['tarballs']): string[] {
  return [
    '| tarball | files | unpacked | largest files |',
    '|---|---|---|---|',
    ...tarballs.map(
      (t) => `| \`${t.name}\` | ${t.files} | ${mb(t.bytes)} | ${t.largest.map(([path, bytes]) => `\`${path}\` ${mb(bytes)}`).join(', ')} |`,
    ),
  ];
}

export function printInstallSizes(sizes: InstallSizes): void {
  console.log('\nInstall size: npm install of each package alone into an empty project (ours from packed tarballs), beside a peer:');
  for (const line of installTable(sizes.rows)) console.log(line);
  console.log('\nWhat npm install @svc/msw msw adds to npm install msw, by package:');
  for (const [name, value] of sizes.mswAdds) console.log(`  ${name.padEnd(36)}${value.toFixed(2)} MB`);
  console.log('\nThe packed tarballs:');
  for (const line of tarballTable(sizes.tarballs)) console.log(line);
}

/** The bench's targets: each row within its budget. */
export function installTargets(
  sizes: InstallSizes | undefined,
): Array<{ section: 'install'; name: string; met: boolean | undefined; figure: string }> {
  if (!sizes)
    return [
      {
        section: 'install',
        name: 'every install within its budget (clients, widget, @svc/msw, @svc/reference-server)',
        met: undefined,
        figure: '-',
      },
    ];
  return sizes.rows.map((r) => ({
    section: 'install' as const,
    name: `${r.ours.replace(/`/g, '')} ${r.budget}`,
    met: r.met,
    figure: `${figure(r.oursMb)} MB${r.peerMb === undefined ? '' : `, ${(r.oursMb / r.peerMb).toFixed(2)}× ${r.peer!.replace(/`/g, '')}`}`,
  }));
}

/**
 * Writes the READMEs' install figures from this run (`pnpm bench --only install --write`): the root README's tables and
 * the figure the msw README gives. Not checked by `pnpm verify`, which checks the budgets instead (the peers' sizes
 * move with what the registry serves, so each table says the day it was measured).
 */
export function writeInstallSizes(sizes: InstallSizes): void {
  const day = new Date().toISOString().slice(0, 10);
  const msw = sizes.rows.find((r) => r.ours.startsWith('`@svc/msw`'))!;
  generatedBlock({
    file: fileURLToPath(new URL('../README.md', import.meta.url)),
    name: 'install sizes',
    command: 'pnpm bench --only install',
    body: [
      ...installTable(sizes.rows),
      '',
      `Measured ${day}. The packed tarballs (\`pnpm pack\`: what the registry serves), their files and the largest:`,
      '',
      ...tarballTable(sizes.tarballs),
    ].join('\n'),
    write: true,
  });
  generatedBlock({
    file: fileURLToPath(new URL('../packages/msw/README.md', import.meta.url)),
    name: 'install size',
    command: 'pnpm bench --only install',
    body:
      `\`npm install @svc/msw msw\` adds ${figure(msw.oursMb)} MB to what \`npm install msw\` installs (${figure(msw.peerMb!)} MB), ` +
      `${msw.met ? 'within' : 'over'} the ${MSW_ADDS_BUDGET_MB} MB budget; its largest parts: ${sizes.mswAdds
        .slice(0, 4)
        .map(([name, value]) => `\`${name}\` ${value.toFixed(2)} MB`)
        .join(', ')}. Measured ${day} from the packed tarballs.`,
    write: true,
  });
}
