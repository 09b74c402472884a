// The HTTP reference's renderer for /_docs/: Scalar's self-contained browser bundle (3.6 MB), which the optional
// package @svc/http-reference carries, so a plain install of the server (or of @svc/msw) does not. Read from disk on
// the first request for the page, never at start; without the package the page says what to install.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { HttpReferenceRenderer } from '@svc/reference-server';

/** The renderer as a package export: installed beside the server, a peer it resolves from its own folder. */
export const HTTP_REFERENCE_RENDERER = '@svc/http-reference/scalar.js';

/** Where the renderer is, or undefined when @svc/http-reference is not installed. */
export function httpReferenceRendererPath(
  resolve: (specifier: string) => string = createRequire(import.meta.url).resolve,
): string | undefined {
  try {
    return resolve(HTTP_REFERENCE_RENDERER);
  } catch {
    return undefined;
  }
}

/** A loader of the renderer from `resolve`'s answer; undefined when there is none (the page then says so). */
export function createHttpReferenceRendererLoader(resolve?: (specifier: string) => string): HttpReferenceRenderer {
  return async () => {
    const path = httpReferenceRendererPath(resolve);
    if (path === undefined) return undefined;
    try {
      return await readFile(path);
    } catch {
      return undefined;
    }
  };
}

/** Reads the renderer from the installed @svc/http-reference; undefined when it is not installed. */
export const loadHttpReferenceRenderer: HttpReferenceRenderer = createHttpReferenceRendererLoader();
