// The test console's build from the @svc/console package, read once at start so /_console/ is served from memory.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ConsoleFile, ConsoleFiles } from '../ports/console-files.js';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
};

/**
 * The folder of @svc/console's built index.html, or undefined when the package is not installed. Like @svc/widget it
 * is not a dependency of this package (declaring it would tie the workspace into a cycle: the console's tests start
 * this server): it is found beside this package (a workspace root links it) or in the project the server runs from.
 */
export function consoleDistPath(): string | undefined {
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
      files.set(`assets/${name}`, { body: await readFile(join(dir, 'assets', name)), contentType: TYPES[ext] ?? 'application/octet-stream' });
    }
    return files;
  } catch {
    return undefined;
  }
}
