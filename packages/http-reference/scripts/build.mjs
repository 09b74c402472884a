// Copies the renderer (Scalar's self-contained browser bundle, a development dependency) into dist/scalar.js, with a
// note of where it comes from and its licence. The reference server serves the file at /_docs/scalar.js.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
// `--if-missing` (pnpm start and dev in the workspace): nothing to do when the file is there.
if (process.argv.includes('--if-missing')) {
  if (existsSync(join(dist, 'scalar.js'))) process.exit(0);
  console.log('Building the HTTP reference renderer (dist/scalar.js) once...');
}
const bundle = require.resolve('@scalar/api-reference/browser/standalone.js');
const manifest = JSON.parse(await readFile(join(dirname(bundle), '..', '..', 'package.json'), 'utf8'));
await mkdir(dist, { recursive: true });
await copyFile(bundle, join(dist, 'scalar.js'));
await writeFile(
  join(dist, 'NOTICE.md'),
  [
    '# dist/scalar.js',
    '',
    `\`scalar.js\` is \`browser/standalone.js\` of ${manifest.name}@${manifest.version} (${manifest.license} licence,`,
    'https://github.com/scalar/scalar), copied unchanged.',
    '',
  ].join('\n'),
);
console.log(`@svc/http-reference: dist/scalar.js from ${manifest.name}@${manifest.version}`);
