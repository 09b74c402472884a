// Node adapter: serves a reference server's fetch handler over HTTP with @hono/node-server.

import type { AddressInfo } from 'node:net';
import { hostname as machineName, networkInterfaces } from 'node:os';
import { createAdaptorServer } from '@hono/node-server';
import type { ReferenceServer } from '@svc/reference-server';
import { isLoopbackHostname } from '../http/admin-guard.js';
import { randomBase62 } from '../ports/ids.js';

/** @public */
export interface ListenOptions {
  /** Port (default 4010; 0 picks a free port). */
  port?: number;
  /** Address (default 127.0.0.1). Any other than loopback makes `/_admin` require the admin token. */
  host?: string;
  /**
   * The token `/_admin` requires off loopback (`Authorization: Bearer <token>`); generated when the server listens
   * on a non-loopback address without one. Given on loopback, it is required there too.
   */
  adminToken?: string;
}

/** A server listening on a port, as `listen` returns it. @public */
export interface ListeningServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`; a wildcard address (0.0.0.0, ::) is shown as its loopback address. */
  url: string;
  /** The port it listens on (the one picked, with port 0). */
  port: number;
  /** The token `/_admin` requires, or undefined when it requires none (loopback without `adminToken`). */
  adminToken: string | undefined;
  /** True when `adminToken` was generated here (print it once: nobody else knows it). */
  adminTokenGenerated: boolean;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '::0']);

/** Whether `host` is a loopback name or address: only then may `/_admin` go without a token. */
export function isLoopbackAddress(host: string): boolean {
  return isLoopbackHostname(host);
}

/** The Host names under which the server is legitimately reached: the listen address (every interface for a wildcard). */
function hostsOf(host: string): string[] {
  if (!WILDCARDS.has(host)) return [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host];
  const addresses = Object.values(networkInterfaces())
    .flat()
    .flatMap((i) => (i ? [i.family === 'IPv6' ? `[${i.address.replace(/%.*$/, '')}]` : i.address] : []));
  return [...addresses, machineName()];
}

/** The admin access a server listening on `host` needs: a token off loopback (generated when not given), and its Host names. */
export function adminAccessFor(
  host: string,
  adminToken: string | undefined,
): { token: string | undefined; generated: boolean; hosts: string[] } {
  // Behind a reverse proxy every peer looks local, so the token is required whatever the peer address.
  const generated = !isLoopbackAddress(host) && adminToken === undefined;
  return { token: generated ? `adm_${randomBase62(32)}` : adminToken, generated, hosts: hostsOf(host) };
}

/**
 * Listens on `host:port` (port 0 picks a free port) and runs the server's due jobs every second.
 * @public
 */
export async function listen(server: ReferenceServer, options: ListenOptions = {}): Promise<ListeningServer> {
  const host = options.host ?? '127.0.0.1';
  const access = adminAccessFor(host, options.adminToken ?? server.deps.options.adminToken);
  server.deps.options.adminToken = access.token;
  server.deps.options.adminHosts = access.hosts;

  // The socket's address goes to the core: per-visitor limits key on it, never on a header a client can forge.
  const http = createAdaptorServer({
    fetch: (request, env) =>
      'incoming' in env
        ? server.fetch(request, { remoteAddress: env.incoming.socket.remoteAddress, rawHeaders: env.incoming.rawHeaders })
        : server.fetch(request),
    hostname: host,
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 4010, host, () => resolve());
  });
  const timer = setInterval(() => {
    server.tick().catch((error: unknown) => console.error('[svc-reference-server] scheduled job failed:', error));
  }, 1000);
  timer.unref();
  const { port } = http.address() as AddressInfo;
  const shownHost = WILDCARDS.has(host) ? (host.includes(':') ? '::1' : '127.0.0.1') : host;
  const shown = shownHost.includes(':') && !shownHost.startsWith('[') ? `[${shownHost}]` : shownHost;
  return {
    url: `http://${shown}:${port}`,
    port,
    adminToken: access.token,
    adminTokenGenerated: access.generated,
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
