// Turns a tsc declaration file (.d.ts, ESM) into its CommonJS twin (.d.cts). A .d.cts is read as CommonJS, so an import
// of a package that offers no `require` types (an ESM-only one such as @svc/spec) must say `resolution-mode: import`,
// or TypeScript reports TS1541 to every consumer that checks library files. Packages that ship CommonJS keep plain
// imports, so a CommonJS consumer sees one declaration of each class (the one behind their `require` condition).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const IMPORT_MODE = `with { 'resolution-mode': 'import' }`;

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function isBare(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:');
}

/**
 * Rewrites one declaration file for CommonJS: relative `.js` imports become `.cjs`, and every import of a package for
 * which `esmOnly(name)` holds becomes a type-only import with `resolution-mode: import`. A value re-export from such a
 * package cannot be expressed in CommonJS typings, so it is refused with the file and specifier named.
 */
export function toCommonJsDeclaration(text: string, esmOnly: (name: string) => boolean, file = 'declaration'): string {
  const needsImportMode = (specifier: string) => isBare(specifier) && esmOnly(packageName(specifier));
  return text
    .replace(/(['"])(\.{1,2}\/[^'"]+)\.js\1/g, '$1$2.cjs$1')
    .replace(/^\/\/# sourceMappingURL=.*$/m, '')
    .replace(
      /^(import|export)(\s+type)?(\s[^;]*?\sfrom\s*)(['"])([^'"]+)\4(\s*with\s*\{[^}]*\})?;/gm,
      (
        statement,
        keyword: string,
        type: string | undefined,
        clause: string,
        quote: string,
        specifier: string,
        attributes: string | undefined,
      ) => {
        if (attributes || !needsImportMode(specifier)) return statement;
        if (keyword === 'export' && !type) {
          throw new Error(
            `${file}: \`${statement}\` re-exports from the ESM-only package ${packageName(specifier)}; CommonJS typings can only re-export its types (export type).`,
          );
        }
        if (keyword === 'import' && !type && /^\s*[\w$]+\s*,/.test(clause)) {
          throw new Error(
            `${file}: \`${statement}\` mixes a default and named imports of ${packageName(specifier)}; a type-only import takes one of them.`,
          );
        }
        return `${keyword} type${clause}${quote}${specifier}${quote} ${IMPORT_MODE};`;
      },
    )
    .replace(/\bimport\((['"])([^'"]+)\1\)/g, (call, quote: string, specifier: string) =>
      needsImportMode(specifier) ? `import(${quote}${specifier}${quote}, { with: { 'resolution-mode': 'import' } })` : call,
    );
}

interface Manifest {
  type?: string;
  exports?: unknown;
}

/**
 * Whether the dependency `name`, as installed for the package in `from`, offers no CommonJS types: an ESM package
 * (`"type": "module"`) whose `exports` have no `require` condition. Unknown packages count as CommonJS-capable
 * (their imports stay as tsc wrote them).
 */
export function isEsmOnlyDependency(from: string, name: string): boolean {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      return manifest.type === 'module' && !JSON.stringify(manifest.exports ?? {}).includes('"require"');
    }
    if (dirname(dir) === dir) return false;
  }
}
