// Node adapter: serves a reference server's fetch handler over HTTP with @hono/node-server.
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { ReferenceServer } from '../app.js';

/** @public */
export interface ListeningServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on `host:port` (port 0 picks a free port) and runs the server's due jobs every second.
 * @public
 */
export async function listen(server: ReferenceServer, options: { port?: number; host?: string } = {}): Promise<ListeningServer> {
  const host = options.host ?? '127.0.0.1';
  const http = createAdaptorServer({ fetch: server.fetch, hostname: host });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 4010, host, () => resolve());
  });
  const timer = setInterval(() => {
    server.tick().catch((error: unknown) => console.error('[svc-reference-server] scheduled job failed:', error));
  }, 1000);
  timer.unref();
  const { port } = http.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    port,
    close: async () => {
      clearInterval(timer);
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in http) (http as { closeAllConnections(): void }).closeAllConnections();
        http.close(() => resolve());
      });
      await server.flush();
    },
  };
}
