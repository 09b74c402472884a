// Starts a reference server on Node with the Node ports (data file, offline country table) and the demo page.

import { randomBytes } from 'node:crypto';
import type { ConnectionInfo, Persistence, ReferenceServer, ReferenceServerOptions, StoreSnapshot } from '@svc/reference-server';
import { createReferenceServer } from '../app.js';
import { originsOf, setDemoOrigins } from '../seed/demo.js';
import { nodeCompressor } from './compress.js';
import { readConsoleFiles } from './console-files.js';
import type { DemoTheme } from './demo-page.js';
import { demoCsp, demoPage, FAVICON_SVG } from './demo-page.js';
import { createFilePersistence } from './file-persistence.js';
import { createMmdbGeoLookup } from './geo.js';
import { loadHttpReferenceRenderer } from './http-reference-files.js';
import type { ListeningServer } from './http-server.js';
import { listen } from './http-server.js';
import type { WebhookLookup } from './webhook-sender.js';
import { NodeWebhookSender } from './webhook-sender.js';
import { readWidgetFiles } from './widget-script.js';
import { createWorldFileStorage } from './world-files.js';

/** Options of `startNodeServer`: the server's options plus what the Node adapter adds. @public */
export interface NodeServerOptions extends Omit<ReferenceServerOptions, 'seed' | 'persistence'> {
  /** Default 4010, as the CLI; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1, as the CLI; any other address makes `/_admin` require the admin token. */
  host?: string;
  /** `demo` for the demo data, or a state snapshot to start from (a data file's state wins). */
  seed?: 'demo' | StoreSnapshot;
  /**
   * How webhook destinations' names are resolved (default: the system resolver). Used by the default webhook sender,
   * which checks every address and connects to the one it checked; ignored when `webhooks` is given.
   */
  webhookLookup?: WebhookLookup;
  /**
   * Keep state in this file (and `FILE.journal`) across restarts; a relative path resolves against the current folder.
   * Worlds are kept in the folder `FILE.worlds`, one description and one state file each, unless `worldStorage` is given.
   */
  dataFile?: string;
  /**
   * Origins the demo sites allow besides the server's own address (the CLI's `--allow-origin`), for a page of yours
   * that embeds the widget or reads the demo content: `https://shop.example`, scheme, host and port only.
   */
  allowOrigins?: string[];
}

/** A reference server running on Node, as `startNodeServer` returns it. @public */
export interface RunningNodeServer extends ListeningServer {
  /** The reference server itself: its demo credentials, clock jobs and fetch handler. */
  server: ReferenceServer;
}

/**
 * A reference server on Node: offline country lookup, optional data file, the widget's sdk.js and panel file (from
 * `@svc/widget` unless `sdkScript` is given: then the files it imports are `sdkFiles`), gzip and brotli for them, and a
 * demo page at `/`.
 * @example
 * ```ts
 * const running = await startNodeServer({ port: 0, seed: 'demo' });
 * console.log(`${running.url}/_console/`, running.server.demo!.capture.keys.test);
 * await running.close();
 * ```
 * @public
 */
export async function startNodeServer(options: NodeServerOptions = {}): Promise<RunningNodeServer> {
  const { port, host, dataFile, webhookLookup, allowOrigins = [], ...rest } = options;
  const persistence = dataFile ? createFilePersistence(dataFile) : undefined;
  // The widget's loader and panel from @svc/widget, unless the caller gives a loader (and its files) of its own.
  const widget = rest.sdkScript === undefined ? await readWidgetFiles() : { script: rest.sdkScript, files: {} };
  const server = await nodeReferenceServer(rest, { dataFile, webhookLookup, persistence, widget });
  let url = '';
  const withPage = withPages(server, { shownUrl: () => url, widgetBuilt: Boolean(widget.script) });
  let listening: ListeningServer;
  try {
    listening = await listen(withPage, { port, host });
  } catch (error) {
    await persistence?.close?.();
    throw error;
  }
  url = listening.url;
  await followAddress(server, [...new Set([...originsOf(url), ...allowOrigins])]);
  return {
    ...listening,
    server,
    close: async () => {
      await listening.close();
      await server.close();
      await persistence?.close?.();
    },
  };
}

/** What the Node adapter builds the server from besides the caller's options. */
interface NodePorts {
  dataFile: string | undefined;
  webhookLookup: WebhookLookup | undefined;
  persistence: Persistence | undefined;
  /** The widget's loader and the files it imports. */
  widget: { script: string | undefined; files: Record<string, string> };
}

/**
 * The reference server with the Node adapter's ports and defaults: the offline country table, the checked webhook
 * sender, compression, the console's and the HTTP reference's files, the data file and the worlds' folder beside it.
 */
async function nodeReferenceServer(
  rest: Omit<NodeServerOptions, 'port' | 'host' | 'dataFile' | 'webhookLookup' | 'allowOrigins'>,
  { dataFile, webhookLookup, persistence, widget }: NodePorts,
): Promise<ReferenceServer> {
  try {
    return await createReferenceServer({
      ...rest,
      // The CLI's defaults: the offline country table unless another lookup is given.
      geo: rest.geo ?? createMmdbGeoLookup(),
      // Webhooks go to the address that was resolved and checked, not wherever a later lookup points.
      webhooks: rest.webhooks ?? new NodeWebhookSender({ localDevelopment: rest.localDevelopment ?? false, lookup: webhookLookup }),
      sdkScript: widget.script,
      sdkFiles: rest.sdkFiles ?? widget.files,
      sdkCompressor: rest.sdkCompressor ?? nodeCompressor,
      consoleFiles: rest.consoleFiles ?? (await readConsoleFiles()),
      httpReferenceRenderer: rest.httpReferenceRenderer ?? loadHttpReferenceRenderer,
      persistence,
      worldStorage: rest.worldStorage ?? (dataFile ? createWorldFileStorage(`${dataFile}.worlds`) : undefined),
    });
  } catch (error) {
    // A data file that cannot be loaded keeps no lock behind.
    await persistence?.close?.();
    throw error;
  }
}

/**
 * The server with what the Node adapter answers itself in front: the demo page (of the root and of each world), the
 * agent view's redirect and the icon. `shownUrl` is the address the server listens on, once it does.
 */
function withPages(server: ReferenceServer, page: { shownUrl: () => string; widgetBuilt: boolean }): ReferenceServer {
  const pageResponse = pageResponder(server, page);
  return {
    ...server,
    fetch: (request, connection) => {
      // Every request passes here: only a GET of a page's path is parsed further. Not an async function, so the
      // service's own promise is handed on as it is.
      if (request.method !== 'GET') return server.fetch(request, connection);
      const path = pathOf(request.url);
      const world = isNodePath(path) ? undefined : worldPage(path);
      if (world === null || (world !== undefined && !server.worlds.has(world))) return server.fetch(request, connection);
      try {
        return Promise.resolve(pageResponse(request, connection, world));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
}

/** The page at `pathname` of the root (`world` undefined) or of a world, whose paths start with `/w/<id>`. */
function pageResponder(
  server: ReferenceServer,
  { shownUrl, widgetBuilt }: { shownUrl: () => string; widgetBuilt: boolean },
): (request: Request, connection: ConnectionInfo | undefined, world?: string) => Response | Promise<Response> {
  return (request, connection, world) => {
    const { searchParams, origin } = new URL(request.url);
    const prefix = world === undefined ? '' : `/w/${world}`;
    const pathname = new URL(request.url).pathname.slice(prefix.length) || '/';
    if (pathname === AGENT_PATH) {
      // The agent view became the test console's Engage tab: old links and bookmarks land there.
      return new Response(null, { status: 302, headers: { location: `${prefix}${CONSOLE_ENGAGE}`, 'cache-control': 'no-store' } });
    }
    if (pathname === '/') {
      // The page shows the address the visitor used (any port, localhost or 127.0.0.1), falling back to ours.
      const shown = /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin) ? origin : shownUrl();
      const asked = searchParams.get('theme');
      const theme: DemoTheme = asked === 'light' || asked === 'dark' ? asked : 'auto';
      const nonce = randomBytes(16).toString('base64');
      const demo = world === undefined ? server.demo : server.worlds.demoOf(world);
      const html = demoPage({ origin: `${shown}${prefix}`, demo, theme, nonce, widgetBuilt });
      return new Response(html, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': demoCsp(nonce), 'cache-control': 'no-store' },
      });
    }
    if (pathname === '/favicon.svg' || pathname === '/favicon.ico') {
      // Browsers ask for /favicon.ico whatever the page links; both answer the demo's SVG icon.
      return new Response(FAVICON_SVG, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
    }
    return server.fetch(request, connection);
  };
}

/**
 * The demo page is served from the server's address, whatever the port: the demo sites must allow it as an origin.
 * Worlds kept in the data folder were seeded under an earlier address: their demo sites follow this one too.
 */
async function followAddress(server: ReferenceServer, origins: string[]): Promise<void> {
  let moved = setDemoOrigins(server.deps, origins);
  for (const deps of server.worldDeps()) moved = setDemoOrigins(deps, origins) || moved;
  if (moved) await server.flush();
}

/** The old agent view's address, now a redirect to the console's Engage tab (where agents take over, reply, release). */
const AGENT_PATH = '/agent';
export const CONSOLE_ENGAGE = '/_console/#/engage';
/** What the Node adapter answers itself: the demo page, the agent view's redirect and the icon. */
const isNodePath = (path: string): boolean => path === '/' || path === AGENT_PATH || path === '/favicon.svg' || path === '/favicon.ico';

/**
 * The world whose page `path` asks for (`/w/<id>`, `/w/<id>/`, `/w/<id>/agent`, its icon), or null for any other
 * path: those go to the service, which answers 404 for a world that does not exist.
 */
function worldPage(path: string): string | null {
  if (path.charCodeAt(1) !== 119 /* w */ || path.charCodeAt(2) !== 47 /* / */) return null;
  const slash = path.indexOf('/', 3);
  const rest = slash < 0 ? '/' : path.slice(slash);
  return isNodePath(rest) ? path.slice(3, slash < 0 ? undefined : slash) : null;
}

/** The path of an absolute URL (`http://host/path?query`) without parsing the whole URL. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const query = url.indexOf('?', start);
  const hash = url.indexOf('#', start);
  const end = Math.min(query < 0 ? url.length : query, hash < 0 ? url.length : hash);
  return url.slice(start, end);
}
