// After tsc: puts the widget's built sdk.js and its panel file into dist/widget-sdk.js (the mock answers
// GET /v1/engage/sdk.js and GET /v1/engage/sdk/{file} with them),
// and builds the CommonJS entry for Jest and other `require` users: one dist/cjs/index.cjs with the reference server's
// core bundled in (it ships ESM only, which Jest's CommonJS runtime cannot load), its whitespace and syntax minified
// and its names as written (stack traces and errors name their functions and classes; esbuild's `keepNames` would
// cost a call per function made, as the server's scripts/bundle.mjs says). The server's build carries its own
// dependencies (hono, minisearch, ...), so they come in with it. What has CommonJS entries of its own is left to
// require(): `msw`, `@svc/spec` (so the contract's document is not copied in) and `@svc/core`; the build fails if the
// bundle would require anything else, which an install of this package would not have. tsc's declarations become
// .d.cts whose imports of ESM-only packages say `resolution-mode: import`.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { isEsmOnlyDependency, packageName, toCommonJsDeclaration } from '../../../scripts/cjs-declarations.js';
import { NOTICE_FILE } from '../../../scripts/third-party-licenses.mjs';

const sdkPath = createRequire(import.meta.url).resolve('@svc/widget/sdk.js');
const widgetSdk = await readFile(sdkPath, 'utf8');
const files: Record<string, string> = {};
for (const name of (await readdir(join(dirname(sdkPath), 'sdk'))).filter((n) => /^[\w-]+\.js$/.test(n)).sort()) {
  files[name] = await readFile(join(dirname(sdkPath), 'sdk', name), 'utf8');
}
const embedded = [
  '// The built sdk.js of @svc/widget and the panel file it imports, served by the mock at GET /v1/engage/sdk.js and',
  '// GET /v1/engage/sdk/{file} (written by scripts/build.ts).',
  `export const WIDGET_SDK = ${JSON.stringify(widgetSdk)};`,
  `export const WIDGET_SDK_FILES = ${JSON.stringify(files)};`,
  '',
].join('\n');
await writeFile('dist/widget-sdk.js', embedded);

const out = 'dist/cjs';
const manifest = JSON.parse(await readFile('package.json', 'utf8')) as { dependencies: Record<string, string> };
// Everything this package declares but the server itself, which ships ESM only and is bundled in.
const required = ['msw', ...Object.keys(manifest.dependencies).filter((name) => name !== '@svc/reference-server')];
await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  // Node's own resolution: the `@svc/source` condition is for this repository's tests, never for what ships.
  conditions: ['import', 'default'],
  mainFields: ['module', 'main'],
  external: required.flatMap((name) => [name, `${name}/*`]),
  target: 'es2022',
  minifyWhitespace: true,
  minifySyntax: true,
  outfile: `${out}/index.cjs`,
  logLevel: 'warning',
  plugins: [
    {
      name: 'embed-widget-sdk',
      setup(b) {
        b.onLoad({ filter: /[\\/]src[\\/]widget-sdk\.ts$/ }, () => ({ contents: embedded, loader: 'js' }));
      },
    },
  ],
});
// The matcher entries (`@svc/msw/vitest`, `@svc/msw/jest`) hold only the matcher: it calls the mock service it is
// given, so neither carries the core.
for (const entry of ['vitest', 'jest']) {
  await build({
    entryPoints: [`src/${entry}.ts`],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    conditions: ['import', 'default'],
    mainFields: ['module', 'main'],
    external: ['vitest', 'msw', 'msw/*'],
    target: 'es2022',
    outfile: `${out}/${entry}.cjs`,
    logLevel: 'warning',
  });
}
// Every package the CommonJS files require must be one an install of this package has: a dependency or a peer.
const declared = new Set([...required, 'vitest']);
for (const name of (await readdir(out)).filter((n) => n.endsWith('.cjs'))) {
  const code = await readFile(join(out, name), 'utf8');
  const undeclared = [...code.matchAll(/\brequire\(["']([^"']+)["']\)/g)]
    .map(([, specifier]) => specifier!)
    .filter((specifier) => !specifier.startsWith('node:') && !specifier.startsWith('.') && !declared.has(packageName(specifier)));
  if (undeclared.length > 0) {
    throw new Error(
      `dist/cjs/${name} requires ${[...new Set(undeclared)].join(', ')}, which @svc/msw does not declare: bundle it or add it to dependencies`,
    );
  }
}
// The server's build carries code of its dependencies, and so this one does: their licences travel with it.
const serverDir = dirname(createRequire(import.meta.url).resolve('@svc/reference-server/package.json'));
await copyFile(join(serverDir, 'dist', NOTICE_FILE), join(out, NOTICE_FILE));
await mkdir(out, { recursive: true });
for (const name of await readdir('dist')) {
  if (!name.endsWith('.d.ts')) continue;
  const text = await readFile(join('dist', name), 'utf8');
  const cts = toCommonJsDeclaration(text, (dependency) => isEsmOnlyDependency(process.cwd(), dependency), name);
  await writeFile(join(out, name.replace(/\.d\.ts$/, '.d.cts')), cts);
}
console.log(`@svc/msw: dist/widget-sdk.js (the loader and ${Object.keys(files).join(', ')}), dist/cjs/index.cjs, vitest.cjs, jest.cjs`);
