// What a browser test loads into Chromium: its page code bundled by esbuild for the browser (the entry points are the
// caller's, so this package depends on no product package), and a page server on 127.0.0.1, port 0, answering fixed
// files with no caching.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plugin } from 'esbuild';
import { build } from 'esbuild';

/** A bundle's entry: a file, or source text resolved from a directory. */
export type PageEntry = string | { contents: string; resolveDir: string; loader?: 'ts' | 'js' };

export interface BundleOptions {
  /**
   * Package export conditions; default `['@svc/source']`, the workspace's TypeScript sources. `[]` leaves esbuild's own
   * (import, browser, module, default): what ships.
   */
  conditions?: string[];
  /** Import specifiers answered by other files (a package by its source entry, for example). */
  alias?: Record<string, string>;
  /** The directory imports resolve from when the entry is a file outside the workspace. */
  absWorkingDir?: string;
  plugins?: Plugin[];
}

/** One ES module for Chromium (chrome120) with everything the entry imports inlined. */
export async function bundlePage(entry: PageEntry, options: BundleOptions = {}): Promise<string> {
  const result = await build({
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { loader: 'ts', ...entry } }),
    ...(options.alias ? { alias: options.alias } : {}),
    ...(options.absWorkingDir ? { absWorkingDir: options.absWorkingDir } : {}),
    ...(options.plugins ? { plugins: options.plugins } : {}),
    ...(options.conditions?.length === 0 ? {} : { conditions: options.conditions ?? ['@svc/source'] }),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** A file the page server answers: text with its content type, or text whose type follows from the path. */
export type PageFile = string | { type: string; body: string; headers?: Record<string, string> };

export interface PageServer {
  /** `http://127.0.0.1:<port>`: loopback, so a secure context (service workers register). */
  origin: string;
  /** Serves `file` at `path` from now on and answers its URL. */
  add(path: string, file: PageFile): string;
  close(): Promise<void>;
}

/** A document that runs `/page.js` as a module: the usual page of a bundled test. */
export function modulePage(title: string, script = '/page.js'): string {
  return `<!doctype html><meta charset="utf-8"><title>${title}</title><script type="module" src="${script}"></script>`;
}

const typeOf = (path: string): string =>
  /\.m?js$/.test(path) ? 'text/javascript' : /\.json$/.test(path) ? 'application/json' : 'text/html; charset=utf-8';

/** A page server on 127.0.0.1 (port 0) answering `files` by path (query ignored), 404 for anything else. */
export async function servePage(files: Record<string, PageFile> = {}): Promise<PageServer> {
  const served = new Map<string, { type: string; body: string; headers: Record<string, string> }>();
  const add = (path: string, file: PageFile): void => {
    served.set(path, typeof file === 'string' ? { type: typeOf(path), body: file, headers: {} } : { headers: {}, ...file });
  };
  for (const [path, file] of Object.entries(files)) add(path, file);
  const server = createServer((req, res) => {
    const file = served.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store', ...file.headers }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    add: (path, file) => (add(path, file), `${origin}${path}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
