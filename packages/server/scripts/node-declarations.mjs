// The `./node` entry's declarations: tsc's files for src/node/ as they are (dist/node/*.d.ts). They take the core's
// types from the package's own `.` entry (`import type { ReferenceServer } from '@svc/reference-server'`, the
// rolled-up dist/index.d.ts), so a class such as `MemoryStore` is declared once: a rolled-up copy in this entry
// would be another class to TypeScript (private members compare by declaration), and
// `listen(await createReferenceServer())` would not compile. The core's own declarations are rolled up by
// api-extractor (api-extractor.types.json), so none of its internal files (and none of hono's types) ship.
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const from = 'temp/types/node';
const to = 'dist/node';
await mkdir(to, { recursive: true });
const files = (await readdir(from)).filter((name) => name.endsWith('.d.ts'));
for (const name of files) {
  const text = await readFile(join(from, name), 'utf8');
  // Anything but the package's own entry, its sibling files and the contract would be a file or package that does not ship.
  for (const [, fromClause, importCall] of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\('([^']+)'\)/g)) {
    const specifier = fromClause ?? importCall;
    if (specifier && !specifier.startsWith('./') && specifier !== '@svc/reference-server' && !specifier.startsWith('@svc/spec')) {
      throw new Error(
        `${join(from, name)} imports '${specifier}': the ./node declarations may import only ./ files, @svc/reference-server and @svc/spec`,
      );
    }
  }
  await copyFile(join(from, name), join(to, name));
}
console.log(`node-declarations: ${files.length} files in dist/node/`);
