// The test console's build, read once at start so /_console/ is served from memory: the copy the server's build puts
// in dist/test-console/ (what the published package carries), or the @svc/console package's own build in the workspace.

import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleFile, ConsoleFiles } from '@svc/reference-server';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
  // The notice of the code the console's files carry (THIRD-PARTY-LICENSES.txt), readable in the browser.
  txt: 'text/plain; charset=utf-8',
};

/**
 * The folder of the console's built index.html, or undefined when there is none. Run from dist/ (the published
 * package), the copy in dist/test-console/ comes first; run from source (the workspace), @svc/console's own build does,
 * so a console rebuilt on its own is what the server shows. @svc/console is not a dependency of this package
 * (declaring it would tie the workspace into a cycle: the console's tests start this server): it is found beside
 * this package (a workspace root links it) or in the project the server runs from.
 */
export function consoleDistPath(): string | undefined {
  const fromSource = import.meta.url.endsWith('.ts');
  const copy = fileURLToPath(new URL(fromSource ? '../../dist/test-console/' : '../test-console/', import.meta.url));
  const copied = existsSync(join(copy, 'index.html')) ? copy : undefined;
  return fromSource ? (workspaceConsole() ?? copied) : (copied ?? workspaceConsole());
}

function workspaceConsole(): string | undefined {
  for (const from of [import.meta.url, join(process.cwd(), 'package.json')]) {
    try {
      return dirname(createRequire(from).resolve('@svc/console/index.html'));
    } catch {
      // not installed there
    }
  }
  return undefined;
}

/** index.html and assets/*, or undefined when the console is not built (the page then says how to build it). */
export async function readConsoleFiles(dir = consoleDistPath()): Promise<ConsoleFiles | undefined> {
  if (dir === undefined) return undefined;
  try {
    const files = new Map<string, ConsoleFile>();
    files.set('index.html', { body: await readFile(join(dir, 'index.html')), contentType: TYPES.html! });
    for (const name of await readdir(join(dir, 'assets')).catch(() => [] as string[])) {
      const ext = name.slice(name.lastIndexOf('.') + 1);
      files.set(`assets/${name}`, {
        body: await readFile(join(dir, 'assets', name)),
        contentType: TYPES[ext] ?? 'application/octet-stream',
      });
    }
    return files;
  } catch {
    return undefined;
  }
}
