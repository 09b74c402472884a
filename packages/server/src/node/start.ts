// Starts a reference server on Node with the Node ports (data file, offline geo database) and the demo page.
import type { ReferenceServer, ReferenceServerOptions } from '../app.js';
import { createReferenceServer } from '../app.js';
import type { StoreSnapshot } from '../ports/store.js';
import { originsOf, setDemoOrigins } from '../seed/demo.js';
import { demoPage } from './demo-page.js';
import { createFilePersistence } from './file-persistence.js';
import { createMmdbGeoLookup } from './geo.js';
import type { ListeningServer } from './http-server.js';
import { listen } from './http-server.js';

/** @public */
export interface NodeServerOptions extends Omit<ReferenceServerOptions, 'seed' | 'persistence'> {
  /** Default 4010, as the CLI; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1, as the CLI; any other address makes `/_admin` require the admin token. */
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
 * A reference server on Node: offline country lookup, optional data file, and a demo page at `/`.
 * @public
 */
export async function startNodeServer(options: NodeServerOptions = {}): Promise<RunningNodeServer> {
  const { port, host, dataFile, ...rest } = options;
  const server = await createReferenceServer({
    ...rest,
    // The CLI's defaults: the offline country database unless another lookup is given.
    geo: rest.geo ?? createMmdbGeoLookup(),
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
  // The demo page is served from this address, whatever the port: the demo sites must allow it as an origin.
  if (setDemoOrigins(server.deps, originsOf(url))) await server.flush();
  return { ...listening, server };
}
