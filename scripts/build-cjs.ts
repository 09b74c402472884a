// Builds the CommonJS entry of a package beside its ESM build (run in the package folder after tsc): one bundled
// dist/cjs/index.cjs with dependencies left to require(), and tsc's declarations copied as .d.cts (cjs-declarations.ts
// renames their imports), so `require` consumers get CommonJS types that typecheck with skipLibCheck off.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { isEsmOnlyDependency, toCommonJsDeclaration } from './cjs-declarations.js';

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
  const cts = toCommonJsDeclaration(text, (dependency) => isEsmOnlyDependency(process.cwd(), dependency), name);
  await writeFile(join(out, name.replace(/\.d\.ts$/, '.d.cts')), cts);
}
