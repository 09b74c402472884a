// The consumer test: the packages as a user gets them (packed tarballs installed by npm into a fresh project),
// imported as ESM (and CommonJS where shipped) and typechecked under moduleResolution node16 and bundler.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Published } from './src/packages.js';
import { findPublished, shipsCommonJs } from './src/packages.js';
import { cjsCheck, createConsumerProject, esmCheck, packAll, run, tscPath, writeTypeScriptConsumer } from './src/project.js';

let packages: Published[];
let tarballDir: string;
let project: string;

beforeAll(async () => {
  packages = findPublished();
  tarballDir = await mkdtemp(join(tmpdir(), 'svc-tarballs-'));
  const tarballs = await packAll(packages, tarballDir);
  const started = Date.now();
  project = await createConsumerProject(tarballs);
  console.log(`npm install of ${tarballs.size} tarballs: ${Date.now() - started} ms`);
  console.log(`consumer project with ${packages.map((p) => `${p.name}@${p.manifest.version}`).join(', ')}`);
});

afterAll(async () => {
  await Promise.all([tarballDir, project].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('packed packages in a fresh project', () => {
  it('installs every package from its tarball, with workspace ranges replaced by versions', async () => {
    expect(packages.map((p) => p.name)).toContain('@svc/spec');
    for (const pkg of packages) {
      const installed = JSON.parse(await readFile(join(project, 'node_modules', pkg.name, 'package.json'), 'utf8'));
      expect(installed).toMatchObject({ name: pkg.name, version: pkg.manifest.version });
      expect(JSON.stringify(installed.dependencies ?? {})).not.toContain('workspace:');
    }
  });

  it('imports every package subpath as ESM from node_modules', async () => {
    await writeFile(join(project, 'esm-check.mjs'), esmCheck(packages));
    expect(await run(process.execPath, ['esm-check.mjs'], project)).toContain('esm ok');
  });

  it('requires the packages that ship CommonJS', async (context) => {
    const script = cjsCheck(packages);
    if (!script) {
      console.log('no package ships CommonJS: nothing to require');
      context.skip();
    }
    await writeFile(join(project, 'cjs-check.cjs'), script!);
    expect(await run(process.execPath, ['cjs-check.cjs'], project)).toContain('cjs ok');
  });

  it('typechecks a TypeScript consumer under moduleResolution node16 and bundler, CommonJS too, with skipLibCheck off', async () => {
    const configs = await writeTypeScriptConsumer(project, packages);
    for (const [resolution, file] of Object.entries(configs)) {
      const { compilerOptions } = JSON.parse(await readFile(join(project, file), 'utf8'));
      expect(compilerOptions, `${file} checks our declaration files`).toMatchObject({ skipLibCheck: false });
      const started = Date.now();
      await run(process.execPath, [tscPath(), '-p', file], project);
      console.log(`tsc (${resolution}): ${Date.now() - started} ms`);
    }
    const commonJs = packages.some((pkg) => shipsCommonJs(pkg.manifest)) ? ['node16-require'] : [];
    expect(Object.keys(configs)).toEqual(expect.arrayContaining(['node16', 'bundler', ...commonJs]));
  });
});
