// What a customer's node_modules grows by: `npm install` of each package alone into an empty project (ours from packed
// tarballs, everything else from the npm registry), beside the peer a customer would install instead for the same
// job: openapi-fetch for a client, msw alone for the mocks, Prism's CLI for a local server. MB = 1,000,000 bytes of
// the installed files.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installProject, pack, sizeOf, workspaceVersion } from '../packages/msw/test/packed/tarballs.js';
import { generatedBlock } from '../scripts/generated-block.mjs';
import { PRISM_VERSION } from './processes.js';

const MB = 1_000_000;

export interface InstallRow {
  ours: string;
  oursMb: number;
  peer: string;
  peerMb: number;
}

const OURS = ['@svc/spec', '@svc/core', '@svc/content', '@svc/capture-node', '@svc/engage-browser', '@svc/reference-server', '@svc/msw'];

async function installed(name: string, tarballs: Record<string, string>, dependencies: Record<string, string>): Promise<number> {
  const dir = await installProject(name.replace(/[@/]/g, '-'), { tarballs, dependencies, manifest: { type: 'module' } });
  return (await sizeOf(join(dir, 'node_modules'))) / MB;
}

export async function measureInstallSizes(): Promise<InstallRow[]> {
  const tarballs = await pack(OURS, await mkdtemp(join(tmpdir(), 'svc-size-tarballs-')));
  const openapiFetch = { 'openapi-fetch': await workspaceVersion('openapi-fetch', 'packages/content') };
  const msw = { msw: await workspaceVersion('msw') };
  const peers = {
    'openapi-fetch': await installed('openapi-fetch', {}, openapiFetch),
    msw: await installed('msw', {}, msw),
    prism: await installed('prism-cli', {}, { '@stoplight/prism-cli': PRISM_VERSION }),
  };
  // npm installs every tarball a project lists; each row lists only the package and what it depends on of ours.
  const of = (...names: string[]) => Object.fromEntries(Object.entries(tarballs).filter(([name]) => names.includes(name)));
  const client = ['@svc/spec', '@svc/core'];
  return [
    {
      ours: '@svc/content',
      oursMb: await installed('content', of('@svc/content', ...client), {}),
      peer: 'openapi-fetch',
      peerMb: peers['openapi-fetch'],
    },
    {
      ours: '@svc/capture-node',
      oursMb: await installed('capture-node', of('@svc/capture-node', ...client), {}),
      peer: 'openapi-fetch',
      peerMb: peers['openapi-fetch'],
    },
    {
      ours: '@svc/engage-browser',
      oursMb: await installed('engage-browser', of('@svc/engage-browser', ...client), {}),
      peer: 'openapi-fetch',
      peerMb: peers['openapi-fetch'],
    },
    {
      ours: '@svc/msw + msw',
      oursMb: await installed('msw-and-ours', of('@svc/msw', '@svc/reference-server', '@svc/spec'), msw),
      peer: 'msw alone',
      peerMb: peers.msw,
    },
    {
      ours: '@svc/reference-server',
      oursMb: await installed('reference-server', of('@svc/reference-server', '@svc/spec'), {}),
      peer: `@stoplight/prism-cli ${PRISM_VERSION}`,
      peerMb: peers.prism,
    },
  ];
}

function table(rows: InstallRow[]): string[] {
  return [
    '| package | installed | peer | peer installed | ratio |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.ours}\` | ${r.oursMb.toFixed(1)} MB | \`${r.peer}\` | ${r.peerMb.toFixed(1)} MB | ${(r.oursMb / r.peerMb).toFixed(2)}× |`,
    ),
  ];
}

export function printInstallSizes(rows: InstallRow[]): void {
  console.log('\nInstall size: npm install of each package alone into an empty project (ours from packed tarballs), beside a peer:');
  for (const line of table(rows)) console.log(line);
}

/**
 * Writes README.md's install table from this run (`pnpm bench --only install --write`). Not checked by `pnpm verify`:
 * the peers' sizes move with what the registry serves, so the table says the day it was measured.
 */
export function writeInstallSizes(rows: InstallRow[], mswAddsMb: number): void {
  const server = rows.find((r) => r.ours === '@svc/reference-server');
  const body = [
    ...table(rows),
    '',
    `Measured ${new Date().toISOString().slice(0, 10)}. \`@svc/msw\` adds ${mswAddsMb.toFixed(1)} MB to msw's own install (the budget is`,
    `20 MB, checked by \`pnpm test:packed\`); the reference server's ${server ? `${server.oursMb.toFixed(1)} MB` : 'install'} is everything`,
    '`npx svc-reference-server` runs on, the country database (3.8 MB compressed) included.',
  ];
  generatedBlock({
    file: fileURLToPath(new URL('../README.md', import.meta.url)),
    name: 'install sizes',
    command: 'pnpm bench --only install',
    body: body.join('\n'),
    write: true,
  });
}
