// Turns a tsc declaration file (.d.ts, ESM) into its CommonJS twin (.d.cts). A .d.cts is read as CommonJS, so an import
// of a package that offers no `require` types (an ESM-only one such as @svc/spec) must say `resolution-mode: import`,
// or TypeScript reports TS1541 to every consumer that checks library files. Packages that ship CommonJS keep plain
// imports, so a CommonJS consumer sees one declaration of each class (the one behind their `require` condition).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const IMPORT_MODE = `with { 'resolution-mode': 'import' }`;
/** An import or export statement with a `from` clause: keyword, `type`, clause, quote, specifier, attributes. */
const STATEMENT = /^(import|export)(\s+type)?(\s[^;]*?\sfrom\s*)(['"])([^'"]+)\4(\s*with\s*\{[^}]*\})?;/gm;

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
export function toCommonJsDeclaration(
  text: string,
  esmOnly: (name: string) => boolean,
  file = 'declaration',
  shared: (specifier: string) => string | undefined = () => undefined,
): string {
  const needsImportMode = (specifier: string) => isBare(specifier) && esmOnly(packageName(specifier));
  return text
    .replace(STATEMENT, (statement, keyword: string, _type: string | undefined, clause: string, quote: string, specifier: string) => {
      const target = specifier.startsWith('.') ? shared(specifier) : undefined;
      if (target === undefined) return statement;
      // Every binding of a shared file is a type: inline `type` modifiers go, the statement says it once.
      return `${keyword} type${clause.replace(/([{,]\s*)type\s+/g, '$1')}${quote}${target}${quote} ${IMPORT_MODE};`;
    })
    .replace(/\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (call, quote: string, specifier: string) => {
      const target = shared(specifier);
      return target === undefined ? call : `import(${quote}${target}${quote}, { with: { 'resolution-mode': 'import' } })`;
    })
    .replace(/(['"])(\.{1,2}\/[^'"]+)\.js\1(?!\s*(?:with\s*\{|,\s*\{\s*with))/g, '$1$2.cjs$1')
    .replace(/^\/\/# sourceMappingURL=.*$/m, '')
    .replace(
      STATEMENT,
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

/**
 * A declaration file with its comments taken out, so words in documentation are not read as code. tsc puts every
 * comment at the start of a line; one starting inside a line is text (a media type such as `"*\/*"`).
 */
function code(text: string): string {
  return text.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');
}

/**
 * The declaration files both module formats can share, by path relative to the build folder: files that declare
 * types only (no `declare` of a value, class, enum or namespace, no value re-export) and import nothing but other
 * shared files. A CommonJS declaration imports such a file from the ESM build with `resolution-mode: import`
 * instead of carrying its own copy: a client's slice of the contract's types is then installed once. Files that
 * import a package stay per format, so a CommonJS consumer sees one declaration of each of its classes.
 */
export function sharedDeclarations(files: ReadonlyMap<string, string>): Set<string> {
  const typeOnly = new Map<string, string[]>();
  for (const [name, text] of files) {
    const body = code(text);
    if (/\bdeclare\b/.test(body) || /^export\s+(?:default\b|=|\*|\{(?!\s*\})|import\b)/m.test(body)) continue;
    const specifiers = [...body.matchAll(/\bfrom\s*(['"])([^'"]+)\1|\bimport\((['"])([^'"]+)\3\)/g)].map((m) => m[2] ?? m[4]!);
    if (specifiers.some((specifier) => !specifier.startsWith('.'))) continue;
    typeOnly.set(
      name,
      specifiers.map((specifier) => posix.join(posix.dirname(name), specifier).replace(/\.js$/, '.d.ts')),
    );
  }
  // A file stays shared only while everything it imports is shared too.
  const shared = new Set(typeOnly.keys());
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, imports] of typeOnly) {
      if (shared.has(name) && imports.some((target) => !shared.has(target))) {
        shared.delete(name);
        changed = true;
      }
    }
  }
  return shared;
}

/**
 * tsc prints declarations indented by four spaces; they are read in node_modules and in editors as much as any
 * source, so they take the repository's two (a fifth of a generated slice of the contract is indentation). Only the
 * leading run of each line changes: text inside comments and types keeps its own spacing.
 */
export function twoSpaceIndent(text: string): string {
  return text.replace(/^(?: {4})+/gm, (run) => ' '.repeat(run.length / 2));
}

/**
 * An ESM entry's declaration (`dist/index.d.ts`) as a re-export of its CommonJS twin's exports: each relative
 * specifier points at the twin in `cjs/` (`./errors.js` -> `./cjs/errors.cjs`), except a shared file's (types only,
 * kept in the ESM build). Its export lists stay as tsc wrote them, so a reader still sees what the entry offers. An
 * ESM module may import a CommonJS one, types and values alike, so an ESM consumer gets the same declarations, and the
 * same classes, as a CommonJS one, installed once. An entry that declares something itself is refused: it would need
 * its own copy.
 */
export function esmEntryDeclaration(text: string, file: string, shared: ReadonlySet<string>): string {
  if (/\bdeclare\b/.test(code(text)))
    throw new Error(`${file}: an entry's declaration file declares something itself; move it into a module the entry re-exports.`);
  return text.replace(/(['"])(\.{1,2}\/[^'"]+)\.js\1/g, (whole, quote: string, specifier: string) => {
    const target = posix.join(posix.dirname(file), `${specifier}.d.ts`);
    if (shared.has(target)) return whole;
    const twin = posix.relative(posix.dirname(file), `cjs/${target.replace(/\.d\.ts$/, '.cjs')}`);
    return `${quote}${twin.startsWith('.') ? twin : `./${twin}`}${quote}`;
  });
}
