// Builds the CommonJS entry of a package beside its ESM build (run in the package folder after tsc): one bundled
// dist/cjs/index.cjs with dependencies left to require(), and tsc's declarations copied as .d.cts with their relative
// imports renamed, so `require` consumers get CommonJS types that resolve to CommonJS types.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const out = 'dist/cjs';
await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  packages: 'external',
  target: 'es2022',
  outfile: `${out}/index.cjs`,
  logLevel: 'warning',
});
await mkdir(out, { recursive: true });
for (const name of await readdir('dist')) {
  if (!name.endsWith('.d.ts')) continue;
  const text = await readFile(join('dist', name), 'utf8');
  const cts = text
    .replace(/(['"])(\.{1,2}\/[^'"]+)\.js\1/g, '$1$2.cjs$1')
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
  await writeFile(join(out, name.replace(/\.d\.ts$/, '.d.cts')), cts);
}
