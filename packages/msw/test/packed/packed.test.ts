// @svc/msw as customers install it: the packed tarballs (and those of the packages it depends on) installed with npm
// into fresh folders. The install adds at most 9 MB to msw's own, and the reference server's part of it is within its
// own budget; the tarballs ship no src/ and no source maps; the vitest example passes with msw 3 (the journey of
// docs/start/tests.md runs both examples with msw 2); the browser page runs on setupWorker from the installed files.
// Run after `pnpm build`.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePage, chromiumAvailable } from '@svc/test-chromium';
import { beforeAll, describe, expect, it } from 'vitest';
import { installClosure, MSW_ADDS_BUDGET_MB, mb, SERVER_BUDGET_MB, tarballFiles } from '../../../../scripts/install-budgets.js';
import { expectServiceOutcome, runPage } from '../browser/serve-page.js';
import { measureInstall } from './install-size.js';
import { installProject, MSW_PACKAGES, pack, run } from './tarballs.js';

const examples = fileURLToPath(new URL('../../../../examples/', import.meta.url));
let tarballs: Record<string, string>;
/** The current msw 3 release, installed beside the example's msw 2 to prove the peer range `^2.0.0 || ^3.0.0`. */
const MSW_3 = '3.0.5';
/**
 * msw 3 needs Node 22.12 or later (it calls Promise.withResolvers); its project gets Node 22 from the npm registry's
 * `node` package, whose binary npx puts first on the PATH, so the suite runs as a Node 22 customer's would.
 */
const NODE_22 = '22.23.3';

beforeAll(async () => {
  tarballs = await pack([...MSW_PACKAGES, '@svc/engage-browser'], await mkdtemp(join(tmpdir(), 'svc-msw-packed-')));
}, 180_000);

/** Our tarballs a project needs: `names` and what they depend on. */
const ours = (...names: string[]) => Object.fromEntries(Object.entries(tarballs).filter(([name]) => names.includes(name)));

/** An example's registry dependencies at the versions it names (ours come from tarballs). */
async function registryDependencies(
  example: string,
): Promise<{ dependencies: Record<string, string>; devDependencies: Record<string, string>; jest?: unknown }> {
  const manifest = JSON.parse(await readFile(join(examples, example, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const registry = (deps: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(deps).filter(([, range]) => !range.startsWith('workspace:')));
  return { dependencies: registry(manifest.dependencies), devDependencies: registry(manifest.devDependencies), jest: manifest.jest };
}

describe('the packed tarballs', () => {
  it('ship their build, not src/ or source maps (which would point at src/)', async () => {
    for (const [name, tarball] of Object.entries(tarballs)) {
      const files = await tarballFiles(tarball, Number.POSITIVE_INFINITY);
      console.log(
        `[packed] ${name}: ${files.files} files, ${mb(files.bytes)}; largest: ${files.largest
          .slice(0, 3)
          .map(([path, bytes]) => `${path} ${mb(bytes)}`)
          .join(', ')}`,
      );
      expect(
        files.largest.filter(([path]) => path.startsWith('src/') || path.endsWith('.map')).map(([path]) => `${name}: ${path}`),
      ).toEqual([]);
    }
  });
});

describe('npm install @svc/msw msw', () => {
  it(`adds at most ${MSW_ADDS_BUDGET_MB} MB to what msw alone installs; the reference server's part is at most ${SERVER_BUDGET_MB} MB`, async () => {
    const install = await measureInstall(tarballs);
    console.log(
      `[packed] npm install @svc/msw msw: ${install.totalMb.toFixed(1)} MB; msw alone: ${install.mswMb.toFixed(1)} MB; @svc/msw adds ${install.addedMb.toFixed(1)} MB`,
    );
    expect(install.addedMb).toBeLessThanOrEqual(MSW_ADDS_BUDGET_MB);
    // What `npm install @svc/reference-server` alone would install, counted in this project: it and all it needs.
    const server = await installClosure(install.project, '@svc/reference-server');
    console.log(`[packed] @svc/reference-server's install closure: ${mb(server.bytes)} in ${server.packages.length} packages`);
    expect(server.bytes / 1_000_000).toBeLessThanOrEqual(SERVER_BUDGET_MB);
    // The HTTP reference's renderer is an optional peer: a plain install does not pull it in.
    expect(server.packages.map(([name]) => name)).not.toContain('@svc/http-reference');
    expect(install.largest.map(([name]) => name)).not.toContain('@svc/http-reference');
  }, 240_000);
});

/**
 * The msw majors the peer range covers beyond the one the examples use: the current 3. The examples themselves (msw 2:
 * the vitest suite and the Jest suite in CommonJS TypeScript) are walked from the release registry by the journey of
 * docs/start/tests.md (test/release/journeys.test.ts), exactly as that page prints them.
 */
const MSW_MAJORS = [{ major: 3, version: MSW_3 }];

describe.each(MSW_MAJORS)('examples/msw-vitest from the tarballs with msw $major', ({ version }) => {
  it('installs (the peer range accepts it) and its vitest suite passes without the @svc/source condition', async () => {
    const { dependencies, devDependencies } = await registryDependencies('msw-vitest');
    const dir = await installProject('msw-vitest', {
      tarballs: ours(...MSW_PACKAGES, '@svc/engage-browser'),
      dependencies,
      devDependencies: version ? { ...devDependencies, msw: version, node: NODE_22 } : devDependencies,
      manifest: { type: 'module' },
    });
    if (version) {
      expect(JSON.parse(await readFile(join(dir, 'node_modules', 'msw', 'package.json'), 'utf8')).version).toBe(version);
      expect((await run('npx', ['node', '--version'], dir)).split('\n')).toContain(`v${NODE_22}`);
    }
    await cp(join(examples, 'msw-vitest', 'src'), join(dir, 'src'), { recursive: true });
    await writeFile(join(dir, 'vitest.config.js'), "export default { test: { environment: 'node', include: ['src/**/*.test.ts'] } };\n");
    const output = await run('npx', ['vitest', 'run'], dir);
    expect(output).toMatch(/Tests\s+\d+ passed/);
    expect(output).not.toMatch(/failed/);
  }, 300_000);
});

describe.skipIf(!chromiumAvailable('the packed @svc/msw browser test'))('setupWorker from the tarballs', () => {
  it('the browser page is answered by the installed handlers', async () => {
    const dir = await installProject('msw-browser', {
      tarballs: ours(...MSW_PACKAGES, '@svc/engage-browser'),
      dependencies: (await registryDependencies('msw-vitest')).devDependencies,
      manifest: { type: 'module' },
    });
    const page = (await readFile(new URL('../browser/page.ts', import.meta.url), 'utf8')).replace("'../../src/index.js'", "'@svc/msw'");
    await writeFile(join(dir, 'page.ts'), page);
    // What ships: no `@svc/source` condition, imports resolved in the installed project.
    const pageJs = await bundlePage(join(dir, 'page.ts'), { absWorkingDir: dir, conditions: [] });
    const workerJs = await readFile(join(dir, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'), 'utf8');
    expectServiceOutcome(await runPage(pageJs, workerJs));
  }, 300_000);
});
