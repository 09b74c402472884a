// Copies the HTTP reference's renderer (Scalar's self-contained browser bundle, a development dependency) into
// dist/http-reference/, so the published package serves /_docs/ with nothing to fetch from elsewhere.
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const to = fileURLToPath(new URL('../dist/http-reference/', import.meta.url));
await mkdir(to, { recursive: true });
await copyFile(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'), `${to}scalar.js`);
console.log('copy-http-reference: dist/http-reference/scalar.js copied from @scalar/api-reference');
