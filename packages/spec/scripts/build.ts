// After tsc: the contract itself as package files (dist/openapi.yaml, dist/openapi.json: `@svc/spec/openapi.yaml` and
// `@svc/spec/openapi.json`), and the CommonJS twins of both entries, so `require('@svc/spec')` works and
// `import type { paths } from '@svc/spec'` compiles in a CommonJS TypeScript file (.cts, or `module: commonjs`).
// The CommonJS declarations point at the ESM ones with `resolution-mode: import` instead of copying the 340 KB of
// generated types: a type-only import may cross module systems, and one copy of every type keeps them identical.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

const IMPORT_MODE = `with { 'resolution-mode': 'import' }`;

await copyFile('../../openapi.yaml', 'dist/openapi.yaml');
const { openapiDocument } = (await import(new URL('../dist/document.js', import.meta.url).href)) as { openapiDocument: unknown };
await writeFile('dist/openapi.json', `${JSON.stringify(openapiDocument, null, 2)}\n`);

await mkdir('dist/cjs', { recursive: true });
await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  target: 'es2022',
  outfile: 'dist/cjs/index.cjs',
  logLevel: 'warning',
});
// The document is the JSON file itself: one copy of the contract's data in the package.
await writeFile(
  'dist/cjs/document.cjs',
  `'use strict';\n// The contract as data: dist/openapi.json.\nexports.openapiDocument = require('../openapi.json');\n`,
);

/** dist/index.d.ts for CommonJS: its relative imports become type-only imports of the ESM declarations. */
function toCommonJs(text: string): string {
  return text
    .replace(/^\/\/# sourceMappingURL=.*$/m, '')
    .replace(
      /^(import|export) (type )?(\{[^}]*\}) from '\.\/([^']+)';$/gm,
      (statement, keyword: string, _type: string | undefined, names: string, path: string) => {
        if (keyword === 'export' && !_type) {
          // A value (a generated list): declared here with the ESM declaration's type, since a type-only import cannot
          // re-export a value; the CommonJS bundle holds the value itself.
          const values = names
            .slice(1, -1)
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean);
          if (values.some((name) => / as /.test(name)))
            throw new Error(`dist/index.d.ts: \`${statement}\` renames a value; the CommonJS rewrite keeps names as they are`);
          return values
            .map(
              (name) =>
                `import type { ${name} as __${name} } from '../${path}' ${IMPORT_MODE};\nexport declare const ${name}: typeof __${name};`,
            )
            .join('\n');
        }
        return `${keyword} type ${names} from '../${path}' ${IMPORT_MODE};`;
      },
    );
}
const index = toCommonJs(await readFile('dist/index.d.ts', 'utf8'));
if (/from '\.\//.test(index)) throw new Error('dist/index.d.ts has a relative import the CommonJS rewrite did not handle');
await writeFile('dist/cjs/index.d.cts', index);
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
