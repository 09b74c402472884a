// The HTTP reference's renderer for /_docs/: Scalar's self-contained browser bundle, read from disk on the first
// request (it is 3.5 MB; a server that never shows the reference never reads it). The published package carries a
// copy in dist/http-reference/ (scripts/copy-http-reference.mjs); run from source, the workspace's
// @scalar/api-reference (a development dependency) is used.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { HttpReferenceRenderer } from '../ports/http-reference.js';

const SCALAR = '@scalar/api-reference/browser/standalone.js';

/** Where the renderer is, first found first: the package's copy, then the workspace's dependency. */
export function httpReferenceRendererPaths(): string[] {
  const fromSource = import.meta.url.endsWith('.ts');
  const paths = [
    fileURLToPath(new URL(fromSource ? '../../dist/http-reference/scalar.js' : '../http-reference/scalar.js', import.meta.url)),
  ];
  try {
    paths.push(createRequire(import.meta.url).resolve(SCALAR));
  } catch {
    // not installed: the published package relies on its copy
  }
  return paths;
}

/** Reads the renderer from the first path that has it; undefined when none does (the page then says so). */
export const loadHttpReferenceRenderer: HttpReferenceRenderer = async () => {
  for (const path of httpReferenceRendererPaths()) {
    try {
      return await readFile(path);
    } catch {
      // try the next
    }
  }
  return undefined;
};
