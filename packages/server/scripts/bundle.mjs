// Builds what ships: the two programmatic entries (`.`, the runtime-neutral core; `./node`, the Node adapter) and the
// CLI, as ES modules with the packages they import inside. One build with shared chunks, so the core exists once
// whichever entry loads it and `AdjustableClock` from `.` is the class `./node` uses. Whitespace and syntax are
// minified, names are not: errors and stack traces name their functions and classes as written. (esbuild's
// `keepNames` would rename and then restore them with a call per function made, and those calls cost the hot path
// about a seventh of its throughput, measured beside the unbundled build by `pnpm bench:guard`.)
//
// Why bundled: an install carries only the code the service runs (0.2 MB of hono, minisearch, @noble/hashes,
// @cfworker/json-schema, bowser, ipaddr.js and @hono/node-server, instead of their 3.7 MB packages), and a start loads
// a few modules instead of a few hundred. Left to import: the contract (`@svc/spec`: one copy per install), the
// optional HTTP reference (`@svc/http-reference`) and `mmdb-lib` (loaded only for a database given by path).
//
// Chunks go to dist/chunks/, one level under dist/ as dist/node/ is, so the paths the Node code reads relative to its
// own module (`../widget/`, `../test-console/`, `../../geo/`) hold in whichever file a piece of it lands.
//
// Source maps are made but never shipped: they go to temp/bundle-maps/ (the path of the file they map, under it), where
// `pnpm --filter ./bench profile` reads them to name the module of each sampled function in a minified chunk.
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { NOTICE_FILE, packageRootsOf, thirdPartyNotice } from '../../../scripts/third-party-licenses.mjs';

const result = await build({
  entryPoints: { index: 'src/index.ts', 'node/index': 'src/node/index.ts', 'node/cli': 'src/node/cli.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  // Neutral: the core runs on workerd, Deno and Bun as well; only the Node modules import `node:*`.
  platform: 'neutral',
  target: 'es2022',
  mainFields: ['module', 'main'],
  // Node's own resolution: the `@svc/source` condition is for this repository's tests, never for what ships.
  conditions: ['import', 'default'],
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  external: ['node:*', '@svc/spec', '@svc/spec/*', '@svc/http-reference', '@svc/http-reference/*', 'mmdb-lib'],
  minifyWhitespace: true,
  minifySyntax: true,
  // The packages' licences are collected whole into dist/THIRD-PARTY-LICENSES.txt (below).
  legalComments: 'none',
  metafile: true,
  // No sourceMappingURL comment in what ships, and no sources inside: the maps stay in this repository (below).
  sourcemap: 'external',
  sourcesContent: false,
  logLevel: 'warning',
});
/** Where the map of `dist/<path>.js` is kept: `temp/bundle-maps/<path>.js.map`. */
const MAPS = join('temp', 'bundle-maps');
for (const entry of await readdir('dist', { recursive: true })) {
  if (!entry.endsWith('.js.map')) continue;
  await mkdir(dirname(join(MAPS, entry)), { recursive: true });
  await rename(join('dist', entry), join(MAPS, entry));
}
// The licences of the packages inside, in one file beside the bundles.
await writeFile(
  join('dist', NOTICE_FILE),
  thirdPartyNotice(
    packageRootsOf(Object.keys(result.metafile.inputs)),
    'The bundles in dist/ carry code of these packages, under their licences:',
  ),
);
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kb = (bytes) => `${(bytes / 1000).toFixed(0)} KB`;
console.log(`bundle: ${outputs.map(([file, output]) => `${file} ${kb(output.bytes)}`).join(', ')}`);
