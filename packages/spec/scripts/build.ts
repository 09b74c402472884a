// After tsc: the contract itself as package files (dist/openapi.yaml, dist/openapi.json: `@svc/spec/openapi.yaml` and
// `@svc/spec/openapi.json`), and the CommonJS twins of both entries, so `require('@svc/spec')` works and
// `import type { paths } from '@svc/spec'` compiles in a CommonJS TypeScript file (.cts, or `module: commonjs`).
// The root entry is @svc/types re-exported, in both module systems: one copy of the types and of every value.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';

const IMPORT_MODE = `with { 'resolution-mode': 'import' }`;

await copyFile('../../openapi.yaml', 'dist/openapi.yaml');
const { openapiDocument } = (await import(new URL('../dist/document.js', import.meta.url).href)) as { openapiDocument: unknown };
// Without indentation: the same document, two fifths smaller in every install; tools read it, people read the YAML.
await writeFile('dist/openapi.json', `${JSON.stringify(openapiDocument)}\n`);

await mkdir('dist/cjs', { recursive: true });
await writeFile(
  'dist/cjs/index.cjs',
  `'use strict';\n// The contract's types and generated constants: @svc/types.\nmodule.exports = require('@svc/types');\n`,
);
await writeFile('dist/cjs/index.d.cts', `export * from '@svc/types';\n`);
// The document is the JSON file itself: one copy of the contract's data in the package.
await writeFile(
  'dist/cjs/document.cjs',
  `'use strict';\n// The contract as data: dist/openapi.json.\nexports.openapiDocument = require('../openapi.json');\n`,
);
await writeFile(
  'dist/cjs/document.d.cts',
  [
    `import type { openapiDocument as Document } from '../document.js' ${IMPORT_MODE};`,
    '/** The contract as data (openapi.json). @public */',
    'export declare const openapiDocument: typeof Document;',
    '',
  ].join('\n'),
);
console.log('@svc/spec: dist/openapi.yaml, dist/openapi.json, dist/cjs/ (index, document)');
