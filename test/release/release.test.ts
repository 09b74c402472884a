// The release as customers receive it: every public package published to a local registry (Verdaccio) and installed
// from there, never from tarballs. Checks what each package publishes, what the registry holds, the server's command
// on a plain npm install of @svc/reference-server alone (pnpm, Yarn and Bun projects are walked by the journey of
// docs/start/package-managers.md, in journeys.test.ts). `pnpm release:verify` runs this beside the consumer matrix (npm) against one registry;
// run alone, it starts and fills a registry of its own.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPackage } from './src/publish.js';
import { dryRunFiles, publicPackages, root, run } from './src/publish.js';
import type { LocalRegistry } from './src/registry.js';
import { useRegistry } from './src/registry.js';
import type { Started } from './src/server.js';
import { startServer, stopServer } from './src/server.js';

const packages: PublicPackage[] = publicPackages();
let registry: Pick<LocalRegistry, 'url' | 'token' | 'npmrc'>;
let stopRegistry: () => Promise<void> = async () => {};
const servers: Started[] = [];

beforeAll(async () => {
  ({ registry, stop: stopRegistry } = await useRegistry());
}, 300_000);

afterAll(async () => {
  for (const server of servers.splice(0)) stopServer(server);
  await stopRegistry();
});

const versionOf = (name: string) => packages.find((p) => p.name === name)!.version;

describe('what each package publishes (the file list of npm publish --dry-run)', () => {
  let published: Map<string, string[]>;
  beforeAll(async () => {
    published = await dryRunFiles(packages.map((p) => p.dir));
  });

  it.each(packages.map((p) => [p.name, p] as const))(
    '%s: its build, README and licence; no tests, fixtures or paths of this machine',
    (name, p) => {
      const files = published.get(name) ?? [];
      expect(files, `the files npm pack --dry-run lists for ${name}`).toEqual(
        expect.arrayContaining(['package.json', 'README.md', 'LICENSE']),
      );
      expect(files.some((f) => f.startsWith('dist/'))).toBe(true);
      expect(files.filter((f) => /\.test\.|(^|\/)(test|tests|__tests__|fixtures)\/|test-support|\.tsbuildinfo$/.test(f))).toEqual([]);
      // Text that names the folder the package was built in would be a path of this machine.
      const local = files.filter((f) => {
        const path = join(p.dir, f);
        if (!existsSync(path) || statSync(path).size > 4_000_000 || /\.(gz|png|woff2)$/.test(f)) return false;
        return readFileSync(path, 'utf8').includes(root.replace(/\/$/, ''));
      });
      expect(local).toEqual([]);
    },
  );
});

/** Where a package's published files carry others' code, bundled, and the packages each notice must name. */
const NOTICES: Record<string, Record<string, string[]>> = {
  '@svc/reference-server': {
    'dist/THIRD-PARTY-LICENSES.txt': [
      'hono',
      '@hono/node-server',
      'minisearch',
      '@noble/hashes',
      '@cfworker/json-schema',
      'bowser',
      'ipaddr.js',
    ],
    'dist/widget/sdk/THIRD-PARTY-LICENSES.txt': ['preact'],
    'dist/test-console/assets/THIRD-PARTY-LICENSES.txt': ['preact'],
  },
  '@svc/msw': { 'dist/cjs/THIRD-PARTY-LICENSES.txt': ['hono', 'minisearch', '@noble/hashes', '@cfworker/json-schema'] },
  '@svc/widget': { 'dist/THIRD-PARTY-LICENSES.txt': ['preact'], 'dist/sdk/THIRD-PARTY-LICENSES.txt': ['preact'] },
};

describe('the licences of bundled code travel with it', () => {
  let published: Map<string, string[]>;
  beforeAll(async () => {
    published = await dryRunFiles(packages.filter((p) => p.name in NOTICES).map((p) => p.dir));
  });

  it.each(Object.entries(NOTICES))(
    '%s publishes a notice beside each bundle, naming each package with its licence text',
    (name, notices) => {
      const dir = packages.find((p) => p.name === name)!.dir;
      for (const [file, names] of Object.entries(notices)) {
        expect(published.get(name), `${name} publishes ${file}`).toContain(file);
        const text = readFileSync(join(dir, file), 'utf8');
        const listed = [...text.matchAll(/^(\S+)@\d[^ ]* \(([^)]+)\)$/gm)].map((m) => ({ name: m[1], licence: m[2] }));
        expect(
          listed.map((l) => l.name),
          file,
        ).toEqual(expect.arrayContaining(names));
        expect(
          listed.filter((l) => !/^(MIT|ISC|BSD-[23]-Clause|Apache-2\.0|0BSD)$/.test(l.licence!)),
          `${file}: licences outside the allowed`,
        ).toEqual([]);
        // Each entry quotes a licence (the MIT text's grant), or says which one its package.json names.
        expect(text.split(`\n${'-'.repeat(80)}\n`).filter((entry) => !/Permission|names the \S+ licence/.test(entry))).toEqual([]);
      }
    },
  );
});

describe('what the registry holds', () => {
  it.each(packages.map((p) => [p.name, p] as const))(
    '%s: the workspace version, its dependencies on ours as version ranges',
    async (name, p) => {
      const packument = (await (await fetch(`${registry.url}${name.replace('/', '%2f')}`)).json()) as {
        versions: Record<string, { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }>;
      };
      const published = packument.versions[p.version];
      expect(published).toBeDefined();
      for (const [dep, range] of Object.entries({ ...published!.dependencies, ...published!.peerDependencies })) {
        expect(range, `${name} -> ${dep}`).not.toMatch(/^(workspace|file|link):/);
        if (dep.startsWith('@svc/')) expect(range, `${name} -> ${dep}`).toBe(`^${versionOf(dep)}`);
      }
    },
  );
});

describe('npm install @svc/reference-server alone', () => {
  it('npx svc-reference-server --seed demo serves the demo page, the widget and the console, and --version names the release', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-server-alone-'));
    const manifest = {
      name: 'server-alone',
      version: '0.0.0',
      private: true,
      devDependencies: { '@svc/reference-server': versionOf('@svc/reference-server') },
    };
    await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
    await writeFile(join(dir, '.npmrc'), `@svc:registry=${registry.url}\n`);
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    const server = await startServer({ dir, serverCommand: ['npx', ['svc-reference-server']] });
    servers.push(server);
    expect(server.out).not.toMatch(/widget's built files were not found|not installed/);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/v1/engage/sdk.js');
    expect((await fetch(`${server.url}/v1/engage/sdk.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/_console/`)).status).toBe(200);
    const version = await run('npx', ['svc-reference-server', '--version'], dir);
    expect(version).toContain(versionOf('@svc/reference-server'));
    stopServer(server);
  });
});
