// Builds the CommonJS entry of a package beside its ESM build (run in the package folder after tsc): one bundled
// dist/cjs/index.cjs with dependencies left to require(), and tsc's declarations copied as .d.cts (cjs-declarations.ts
// renames their imports), so `require` consumers get CommonJS types that typecheck with skipLibCheck off.
// openapi-fetch is bundled in instead: its CommonJS build has only `exports.default`, and a default import of it
// from an ESM-authored file becomes the whole module under Node's interop (`createClient is not a function`). So is
// @svc/types: what a client takes from it at run time is a few generated lists (the event names, the key pattern).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { build } from 'esbuild';
import { isEsmOnlyDependency, toCommonJsDeclaration } from './cjs-declarations.js';

const out = 'dist/cjs';
const INLINE = new Set(['openapi-fetch', 'openapi-typescript-helpers', '@svc/types']);
const manifest = JSON.parse(await readFile('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
const external = ['dependencies', 'peerDependencies', 'optionalDependencies']
  .flatMap((field) => Object.keys(manifest[field] ?? {}))
  .filter((name) => !INLINE.has(name))
  .flatMap((name) => [name, `${name}/*`]);
// One CommonJS file per entry of the exports map (its `@svc/source`), named after the source file.
const exportsMap = (manifest.exports ?? {}) as unknown as Record<string, { '@svc/source'?: string }>;
const entryPoints = Object.values(exportsMap).flatMap((entry) =>
  typeof entry === 'object' && entry['@svc/source'] ? [entry['@svc/source']] : [],
);
// The package's own `#...` imports (package.json `imports`) resolve to their source under the `node` condition:
// `require` is Node's (and Deno's and Bun's), and the source keeps one copy of each module in the bundle.
type Target = string | { [condition: string]: Target } | undefined;
const pick = (target: Target, conditions: string[]): string | undefined => {
  if (typeof target !== 'object') return target;
  for (const [condition, next] of Object.entries(target)) if (conditions.includes(condition)) return pick(next, conditions);
  return undefined;
};
const imports = (manifest.imports ?? {}) as unknown as Record<string, Target>;
const ownImports: Plugin = {
  name: 'own-imports',
  setup(b) {
    b.onResolve({ filter: /^#/ }, (args) => {
      const target = pick(imports[args.path], ['@svc/source', 'node', 'default']);
      return target ? { path: resolve(target) } : undefined;
    });
  },
};
await build({
  entryPoints,
  plugins: [ownImports],
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  external: [...external, 'node:*'],
  target: 'es2022',
  outdir: out,
  outExtension: { '.js': '.cjs' },
  logLevel: 'warning',
});
await mkdir(out, { recursive: true });
for (const name of await readdir('dist')) {
  if (!name.endsWith('.d.ts')) continue;
  const text = await readFile(join('dist', name), 'utf8');
  const cts = toCommonJsDeclaration(text, (dependency) => isEsmOnlyDependency(process.cwd(), dependency), name);
  await writeFile(join(out, name.replace(/\.d\.ts$/, '.d.cts')), cts);
}
