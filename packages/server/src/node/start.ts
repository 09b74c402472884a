// Starts a reference server on Node with the Node ports (data file, offline geo database) and the demo page.
import type { ReferenceServer, ReferenceServerOptions } from '../app.js';
import { createReferenceServer } from '../app.js';
import type { StoreSnapshot } from '../ports/store.js';
import { demoPage } from './demo-page.js';
import { createFilePersistence } from './file-persistence.js';
import { createMmdbGeoLookup } from './geo.js';
import type { ListeningServer } from './http-server.js';
import { listen } from './http-server.js';
import { readWidgetScript } from './widget-script.js';

/** @public */
export interface NodeServerOptions extends Omit<ReferenceServerOptions, 'seed' | 'persistence'> {
  port?: number;
  host?: string;
  seed?: 'demo' | StoreSnapshot;
  /** Keep state in this file across restarts. */
  dataFile?: string;
}

/** @public */
export interface RunningNodeServer extends ListeningServer {
  server: ReferenceServer;
}

/**
 * A reference server on Node: offline country lookup, optional data file, the widget's sdk.js (from `@svc/widget`
 * unless `sdkScript` is given) and a demo page at `/`.
 * @public
 */
export async function startNodeServer(options: NodeServerOptions = {}): Promise<RunningNodeServer> {
  const { port, host, dataFile, ...rest } = options;
  const server = await createReferenceServer({
    geo: createMmdbGeoLookup(),
    ...rest,
    sdkScript: rest.sdkScript ?? (await readWidgetScript()),
    persistence: dataFile ? createFilePersistence(dataFile) : undefined,
  });
  let url = '';
  const withPage: ReferenceServer = {
    ...server,
    fetch: async (request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname === '/') {
        return new Response(demoPage(url, server.demo), { headers: { 'content-type': 'text/html; charset=utf-8' } });
      }
      return server.fetch(request);
    },
  };
  const listening = await listen(withPage, { port, host });
  url = listening.url;
  return { ...listening, server };
}
