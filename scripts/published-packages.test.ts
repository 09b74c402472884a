// Every published package ships an MIT licence and a README, listed in its `files`, whose links work on the registry's
// page; every package says where its repository, home page and issue tracker are.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = readdirSync(join(root, 'packages'))
  .map((dir) => join(root, 'packages', dir))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      private?: boolean;
      license?: string;
      files?: string[];
    },
  }))
  .filter((p) => p.manifest.private !== true);

describe('published packages', () => {
  it('the repository root has the MIT licence', () => {
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) 2026 svc contributors/);
  });

  it.each(packages.map((p) => [p.manifest.name, p] as const))('%s has an MIT LICENSE and a README, both in `files`', (_name, p) => {
    expect(p.manifest.license).toBe('MIT');
    expect(readFileSync(join(p.dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(readFileSync(join(p.dir, 'README.md'), 'utf8').length).toBeGreaterThan(200);
    expect(p.manifest.files).toEqual(expect.arrayContaining(['LICENSE', 'README.md']));
  });
});

/** The repository every package names (the contract's `info.contact.url` names the same). */
const REPOSITORY = 'https://github.com/svc/svc';

const allManifests = ['packages', 'examples'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((dir) => existsSync(join(root, folder, dir, 'package.json')))
    .map((dir) => ({
      path: `${folder}/${dir}`,
      manifest: JSON.parse(readFileSync(join(root, folder, dir, 'package.json'), 'utf8')) as Record<string, unknown>,
    })),
);

describe('package metadata', () => {
  it.each(allManifests.map((p) => [p.path, p] as const))(
    '%s names its repository folder, home page (the docs, when published) and issue tracker',
    (path, p) => {
      expect(p.manifest.repository).toEqual({ type: 'git', url: `git+${REPOSITORY}.git`, directory: path });
      // A published package's home page is the documentation (plain markdown that reads on the repository host);
      // a private one's is its folder.
      const docs = `${REPOSITORY}/blob/main/docs/index.md`;
      expect(p.manifest.homepage).toBe(p.manifest.private ? `${REPOSITORY}/tree/main/${path}#readme` : docs);
      expect(p.manifest.bugs).toEqual({ url: `${REPOSITORY}/issues` });
    },
  );

  it('the contract names the same repository', () => {
    expect(readFileSync(join(root, 'openapi.yaml'), 'utf8')).toContain(`url: ${REPOSITORY}\n`);
  });
});

describe('packaged READMEs work for an npm user', () => {
  it.each(packages.map((p) => [p.manifest.name, p] as const))(
    '%s links only to absolute URLs or its own headings (a relative link breaks on the registry)',
    (_name, p) => {
      const readme = readFileSync(join(p.dir, 'README.md'), 'utf8').replace(/```[\s\S]*?```/g, '');
      const targets = [...readme.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
      expect(targets.filter((t) => !/^(https?:\/\/|mailto:|#)/.test(t))).toEqual([]);
    },
  );

  it.each(packages.map((p) => [p.manifest.name, p] as const))(
    '%s: where it sends the reader to the reference server, it gives the npx command',
    (_name, p) => {
      const readme = readFileSync(join(p.dir, 'README.md'), 'utf8');
      if (/pnpm start/.test(readme)) expect(readme).toContain('npx svc-reference-server');
    },
  );
});

describe('release notes', () => {
  it.each(packages.map((p) => [p.manifest.name, p] as const))('%s ships a CHANGELOG.md whose newest heading is its version', (_name, p) => {
    const manifest = p.manifest as { version?: string; files?: string[] };
    const changelog = readFileSync(join(p.dir, 'CHANGELOG.md'), 'utf8');
    expect(changelog.startsWith(`# ${p.manifest.name}\n`)).toBe(true);
    expect(/^## (\S+)$/m.exec(changelog)?.[1]).toBe(manifest.version);
    expect(manifest.files).toContain('CHANGELOG.md');
    // Written for customers: no commit hashes.
    expect(changelog).not.toMatch(/^- [0-9a-f]{7}: /m);
  });
});

/** An exports (or imports) map without the workspace's own `@svc/source` condition: what a customer's install resolves. */
function withoutSource(map: unknown): unknown {
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return map;
  return Object.fromEntries(
    Object.entries(map as Record<string, unknown>)
      .filter(([condition]) => condition !== '@svc/source')
      .map(([key, value]) => [key, withoutSource(value)]),
  );
}

describe('what a package publishes', () => {
  const manifestOf = (p: (typeof packages)[number]) =>
    p.manifest as { exports?: unknown; imports?: unknown; publishConfig?: Record<string, unknown>; files?: string[] };

  it.each(packages.map((p) => [p.manifest.name, p] as const))(
    '%s publishes its exports (and imports) without the @svc/source condition, through publishConfig',
    (_name, p) => {
      const manifest = manifestOf(p);
      // pnpm pack and pnpm publish write publishConfig's maps over the workspace's; publint checks the published ones.
      // A package without sources to resolve to (the HTTP reference's renderer) publishes its exports as they are.
      const published = manifest.publishConfig ?? { exports: manifest.exports, imports: manifest.imports };
      expect(published.exports).toEqual(withoutSource(manifest.exports));
      expect(published.imports).toEqual(withoutSource(manifest.imports));
      expect(JSON.stringify(published)).not.toContain('@svc/source');
    },
  );

  it.each(packages.map((p) => [p.manifest.name, p] as const))(
    '%s ships no src/: only the build, its README, licence and changelog',
    (_name, p) => {
      expect(manifestOf(p).files?.filter((f) => /^!?src(\/|$)/.test(f))).toEqual([]);
    },
  );

  it('builds emit no source maps that would point at src/ (the packages do not ship it)', () => {
    const base = readFileSync(join(root, 'tsconfig.base.json'), 'utf8');
    expect(base).not.toMatch(/"(sourceMap|declarationMap)": true/);
  });
});

describe('what the mocks and the server install', () => {
  const manifestAt = (dir: string) =>
    JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

  it('@svc/reference-server installs only the contract and mmdb-lib: its build carries the packages the service runs on', () => {
    expect(Object.keys(manifestAt('server').dependencies).sort()).toEqual(['@svc/spec', 'mmdb-lib']);
  });

  it('@svc/msw depends on our packages alone (its CommonJS build takes the server from its build, dependencies inside)', () => {
    expect(Object.keys(manifestAt('msw').dependencies).filter((name) => !name.startsWith('@svc/'))).toEqual([]);
  });
});
