// After tsc: puts the widget's built sdk.js into dist/widget-sdk.js (the mock answers GET /v1/engage/sdk.js with it),
// and builds the CommonJS entry for Jest and other `require` users: one dist/cjs/index.cjs with the reference server's
// core bundled in (it and @svc/spec ship ESM only, which Jest's CommonJS runtime cannot load), `msw` left to require(),
// and tsc's declarations as .d.cts whose imports of ESM-only packages say `resolution-mode: import`.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { isEsmOnlyDependency, toCommonJsDeclaration } from '../../../scripts/cjs-declarations.js';

const widgetSdk = await readFile(createRequire(import.meta.url).resolve('@svc/widget/sdk.js'), 'utf8');
const embedded = [
  '// The built sdk.js of @svc/widget, served by the mock at GET /v1/engage/sdk.js (written by scripts/build.ts).',
  `export const WIDGET_SDK = ${JSON.stringify(widgetSdk)};`,
  '',
].join('\n');
await writeFile('dist/widget-sdk.js', embedded);

const out = 'dist/cjs';
await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  // Node's own resolution: the `source` condition is for this repository's tests, never for what ships.
  conditions: ['import', 'default'],
  mainFields: ['module', 'main'],
  external: ['msw', 'msw/*'],
  target: 'es2022',
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
await mkdir(out, { recursive: true });
for (const name of await readdir('dist')) {
  if (!name.endsWith('.d.ts')) continue;
  const text = await readFile(join('dist', name), 'utf8');
  const cts = toCommonJsDeclaration(text, (dependency) => isEsmOnlyDependency(process.cwd(), dependency), name);
  await writeFile(join(out, name.replace(/\.d\.ts$/, '.d.cts')), cts);
}
console.log(`@svc/msw: dist/widget-sdk.js (${(widgetSdk.length / 1024).toFixed(1)} KB loader), dist/cjs/index.cjs`);
