// A fresh consumer project in a temp folder: the packed tarballs installed with npm (as a user would), an ESM and a
// CommonJS import check, and a TypeScript consumer with one tsconfig per module resolution.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Published } from './packages.js';
import { USAGE, shipsCommonJs } from './packages.js';

const exec = promisify(execFile);
const require = createRequire(import.meta.url);

export async function run(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`.trim());
  }
}

/** `pnpm pack` of each package (workspace: ranges become versions); answers the tarball of each package name. */
export async function packAll(packages: Published[], destination: string): Promise<Map<string, string>> {
  const tarballs = new Map<string, string>();
  for (const pkg of packages) {
    const before = new Set(await readdir(destination));
    await run('pnpm', ['pack', '--pack-destination', destination], pkg.dir);
    const added = (await readdir(destination)).filter((file) => file.endsWith('.tgz') && !before.has(file));
    if (added.length !== 1) throw new Error(`pnpm pack of ${pkg.name} made ${added.length} tarballs`);
    tarballs.set(pkg.name, join(destination, added[0]!));
  }
  return tarballs;
}

/**
 * Installs the tarballs into a new project. `overrides` make a package's dependency on another of ours resolve to its
 * tarball, never to the registry. @types/node is the one a Node consumer has; npm prefers its cache.
 */
export async function createConsumerProject(tarballs: Map<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'svc-consumer-'));
  const files = Object.fromEntries([...tarballs].map(([name, file]) => [name, `file:${file}`]));
  const typesNode = (require('@types/node/package.json') as { version: string }).version;
  const manifest = {
    name: 'svc-consumer',
    version: '0.0.0',
    private: true,
    type: 'module',
    dependencies: files,
    devDependencies: { '@types/node': typesNode },
    overrides: files,
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  return dir;
}

/** `@svc/capture-node` → `svc-capture-node`: a file name. */
function slug(name: string): string {
  return name.replace(/^@/, '').replace(/\//g, '-');
}

function specifier(name: string, subpath: string): string {
  return subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
}

/** An ESM script that imports every subpath statically and checks the functions each must export. */
export function esmCheck(packages: Published[]): string {
  const lines: string[] = [];
  const checks: string[] = [];
  packages.forEach((pkg, i) => {
    Object.entries(USAGE[pkg.name]!.functions).forEach(([subpath, functions], j) => {
      const id = `m${i}_${j}`;
      lines.push(`import * as ${id} from '${specifier(pkg.name, subpath)}';`);
      checks.push(`check('${specifier(pkg.name, subpath)}', ${id}, ${JSON.stringify(functions)});`);
    });
  });
  return `${lines.join('\n')}
function check(specifier, module, functions) {
  for (const name of functions) {
    if (typeof module[name] !== 'function') throw new Error(specifier + ' exports no function ' + name);
  }
}
${checks.join('\n')}
console.log('esm ok');
`;
}

/** A CommonJS script that requires each package shipping CommonJS, or undefined when none does. */
export function cjsCheck(packages: Published[]): string | undefined {
  const cjs = packages.filter((pkg) => shipsCommonJs(pkg.manifest));
  if (cjs.length === 0) return undefined;
  const checks = cjs.flatMap((pkg) =>
    Object.entries(USAGE[pkg.name]!.functions).map(
      ([subpath, functions]) => `check('${specifier(pkg.name, subpath)}', ${JSON.stringify(functions)});`,
    ),
  );
  return `'use strict';
function check(specifier, functions) {
  const module = require(specifier);
  for (const name of functions) {
    if (typeof module[name] !== 'function') throw new Error(specifier + ' (require) exports no function ' + name);
  }
}
${checks.join('\n')}
console.log('cjs ok');
`;
}

/** The TypeScript consumer and one tsconfig per module resolution; answers the tsconfig file names. */
export async function writeTypeScriptConsumer(dir: string, packages: Published[]): Promise<Record<string, string>> {
  // One module per package, as separate files of one app would be.
  await mkdir(join(dir, 'consumers'), { recursive: true });
  for (const pkg of packages) {
    await writeFile(join(dir, 'consumers', `${slug(pkg.name)}.ts`), `// A consumer of ${pkg.name}${USAGE[pkg.name]!.consumer}`);
  }
  // Our declaration files are checked (skipLibCheck off); TypeScript's own libs are not (skipDefaultLibCheck).
  // The node16 consumer is a Node program (@types/node); the bundler one is a web app that loads only what it imports.
  const base = { target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], strict: true, noEmit: true, skipLibCheck: false, skipDefaultLibCheck: true };
  const configs: Record<string, Record<string, unknown>> = {
    node16: { ...base, module: 'node16', moduleResolution: 'node16', types: ['node'] },
    bundler: { ...base, module: 'esnext', moduleResolution: 'bundler', types: [] },
  };
  // A CommonJS consumer (.cts, `import = require`) of each package that ships CommonJS; node16 only, where .cts is CJS.
  for (const pkg of packages.filter((p) => shipsCommonJs(p.manifest))) {
    const functions = USAGE[pkg.name]!.functions['.'] ?? [];
    const body = functions.map((name) => `export const ${name}: typeof svc.${name} = svc.${name};`).join('\n');
    await writeFile(join(dir, 'consumers', `${slug(pkg.name)}-require.cts`), `import svc = require('${pkg.name}');\n${body}\n`);
  }
  const includes: Record<string, string[]> = { node16: ['consumers/*.ts'], bundler: ['consumers/*.ts'] };
  if (packages.some((p) => shipsCommonJs(p.manifest))) {
    // The CommonJS typings (.d.cts) are checked like the ESM ones: their imports of ESM-only packages carry
    // `resolution-mode: import` (scripts/cjs-declarations.ts), which TypeScript requires with skipLibCheck off.
    configs['node16-require'] = { ...configs.node16 };
    includes['node16-require'] = ['consumers/*.cts'];
  }
  const files: Record<string, string> = {};
  for (const [resolution, compilerOptions] of Object.entries(configs)) {
    files[resolution] = `tsconfig.${resolution}.json`;
    await writeFile(join(dir, files[resolution]), JSON.stringify({ compilerOptions, include: includes[resolution] }, null, 2));
  }
  return files;
}

export function tscPath(): string {
  return require.resolve('typescript/bin/tsc');
}
