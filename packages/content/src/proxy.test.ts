// The proxy route on Node: undici's ProxyAgent through the `fetch` option, tested through a local proxy (CONNECT
// tunnels, as corporate proxies serve them) in front of a local service.

import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import { ProxyAgent, fetch as undiciFetch } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentClient } from './client.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});
const listen = async (server: Server): Promise<string> => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('sending through a proxy on Node', () => {
  it("undici's ProxyAgent through the fetch option: every request goes through the proxy, the key reaches the service only", async () => {
    const received: Array<{ url: string | undefined; key: string | undefined }> = [];
    const service = await listen(
      createServer((request, response) => {
        received.push({ url: request.url, key: request.headers['x-api-key'] as string | undefined });
        response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_proxied' });
        response.end(JSON.stringify({ items: [], meta: { nextCursor: null, limit: 1 } }));
      }),
    );
    const tunnels: string[] = [];
    const proxyServer = createServer((_request, response) => response.writeHead(405).end());
    proxyServer.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
      tunnels.push(request.url!);
      const [host, port] = request.url!.split(':');
      const upstream = connect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
    });
    const proxy = await listen(proxyServer);

    const dispatcher = new ProxyAgent(`http://${proxy}`);
    const content = createContentClient({
      apiKey: 'ck_test_ProxiedKey0123456789',
      siteId: 'web_demo',
      baseUrl: `http://${service}`,
      // undici's fetch takes its own Request class: pass the parts of ours.
      fetch: (request) =>
        undiciFetch(request.url, {
          method: request.method,
          headers: [...request.headers],
          body: request.body,
          signal: request.signal,
          dispatcher,
          duplex: 'half',
        }) as unknown as Promise<Response>,
    });
    const result = await content.list('events', { limit: 1 }).withResponse();
    expect(result.data.items).toEqual([]);
    expect(result.requestId).toBe('req_proxied');
    expect(tunnels).toEqual([service]);
    expect(received).toEqual([{ url: '/v1/content/web_demo/events?environment=test&limit=1', key: 'ck_test_ProxiedKey0123456789' }]);
    await dispatcher.close();
  });
});
