// Builds the CommonJS entry of a package beside its ESM build (run in the package folder after tsc): one bundled
// dist/cjs/index.cjs with dependencies left to require(), and tsc's declarations copied as .d.cts (cjs-declarations.ts
// renames their imports), so `require` consumers get CommonJS types that typecheck with skipLibCheck off. Files of
// types only (a client's slice of the contract) are not copied: the CommonJS declarations import the ESM build's.
// Every other declaration is then kept once, as the CommonJS twin: the ESM entry files re-export from their twins.
// openapi-fetch is required too, through a one-line shim: its CommonJS build has only `exports.default`, and a default
// import of it from an ESM-authored file becomes the whole module under Node's interop (`createClient is not a
// function`), so the shim hands the function itself to that import. The package is installed anyway (a dependency):
// bundling a second copy into every CommonJS build would only add its bytes.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix, resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { build } from 'esbuild';
import { esmEntryDeclaration, isEsmOnlyDependency, sharedDeclarations, toCommonJsDeclaration, twoSpaceIndent } from './cjs-declarations.js';

const out = 'dist/cjs';
/** Packages whose CommonJS build exports its function as `exports.default` only. */
const DEFAULT_ONLY = new Set(['openapi-fetch']);
const manifest = JSON.parse(await readFile('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
const external = ['dependencies', 'peerDependencies', 'optionalDependencies']
  .flatMap((field) => Object.keys(manifest[field] ?? {}))
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
// A file left from an earlier build would be published: the folder is made afresh.
await rm(out, { recursive: true, force: true });
const defaultOnly: Plugin = {
  name: 'default-only',
  setup(b) {
    b.onResolve({ filter: /^[^.#]/ }, (args) => {
      if (!DEFAULT_ONLY.has(args.path)) return undefined;
      return args.namespace === 'default-only' ? { path: args.path, external: true } : { path: args.path, namespace: 'default-only' };
    });
    b.onLoad({ filter: /.*/, namespace: 'default-only' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)}).default;`,
      loader: 'js',
    }));
  },
};
await build({
  entryPoints,
  plugins: [ownImports, defaultOnly],
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
// Every declaration file of the ESM build, by path inside dist (the CommonJS folder left out), indented by two.
const declarations = new Map<string, string>();
for (const name of (await readdir('dist', { recursive: true })).map((n) => n.split(sep).join('/')).sort()) {
  if (!name.endsWith('.d.ts') || name.startsWith('cjs/')) continue;
  const text = twoSpaceIndent(await readFile(join('dist', name), 'utf8'));
  await writeFile(join('dist', name), text);
  declarations.set(name, text);
}
const shared = sharedDeclarations(declarations);
for (const [name, text] of declarations) {
  if (shared.has(name)) continue;
  const twin = `cjs/${name.replace(/\.d\.ts$/, '.d.cts')}`;
  // A relative import of a shared file points at the ESM build's copy, from where the twin lies.
  const toShared = (specifier: string) => {
    const target = posix.join(posix.dirname(name), specifier).replace(/\.js$/, '.d.ts');
    if (!shared.has(target)) return undefined;
    const path = posix.relative(posix.dirname(twin), target.replace(/\.d\.ts$/, '.js'));
    return path.startsWith('.') ? path : `./${path}`;
  };
  const cts = toCommonJsDeclaration(text, (dependency) => isEsmOnlyDependency(process.cwd(), dependency), name, toShared);
  await mkdir(join('dist', dirname(twin)), { recursive: true });
  await writeFile(join('dist', twin), cts);
}
// The ESM build's entry declarations re-export from the CommonJS twins, and its other declarations (all but the shared
// files) go: each declaration is installed once, and both formats see the same declaration of each class.
const esmEntries = new Set(
  Object.values(exportsMap).flatMap((entry) => {
    const types = (entry as { import?: { types?: string } }).import?.types;
    return typeof types === 'string' ? [posix.relative('dist', posix.normalize(types))] : [];
  }),
);
for (const [name, text] of declarations) {
  if (shared.has(name)) continue;
  if (!esmEntries.has(name)) {
    await rm(join('dist', name));
    continue;
  }
  await writeFile(join('dist', name), esmEntryDeclaration(text, name, shared));
}
