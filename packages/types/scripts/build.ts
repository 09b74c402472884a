// After tsc: the CommonJS twin of the entry, so `require('@svc/types')` works and `import type { paths } from
// '@svc/types'` compiles in a CommonJS TypeScript file (.cts, or `module: commonjs`). The CommonJS declarations point at
// the ESM ones with `resolution-mode: import` instead of copying the generated types: a type-only import may cross
// module systems, and one copy of every type keeps them identical (and the install small).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

const IMPORT_MODE = `with { 'resolution-mode': 'import' }`;

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

/** dist/index.d.ts for CommonJS: its relative imports become type-only imports of the ESM declarations. */
function toCommonJs(text: string): string {
  return text.replace(
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
// tsc writes declarations indented by four spaces; the generated types nest deep, so two (this repository's style)
// make the same file a sixth smaller in every install. JSDoc continuation lines keep their one extra space.
for (const file of ['dist/generated/openapi.d.ts', 'dist/generated/limits.d.ts']) {
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace(/^( +)/gm, (indent: string) => ' '.repeat(Math.floor(indent.length / 4) * 2 + (indent.length % 4))),
  );
}

const index = toCommonJs(await readFile('dist/index.d.ts', 'utf8'));
if (/from '\.\//.test(index)) throw new Error('dist/index.d.ts has a relative import the CommonJS rewrite did not handle');
await writeFile('dist/cjs/index.d.cts', index);
console.log('@svc/types: dist/cjs/ (index)');
