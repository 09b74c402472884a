// A TCP proxy in front of the reference server that can drop connections: a real network error for the HTTP target.
import type { AddressInfo, Socket } from 'node:net';
import { connect, createServer } from 'node:net';

export interface FlakyProxy {
  url: string;
  /** The next `times` requests (every one when omitted, until `heal()`) lose their connection before an answer. */
  drop(times?: number): void;
  heal(): void;
  close(): Promise<void>;
}

export async function startFlakyProxy(target: URL): Promise<FlakyProxy> {
  let remaining: number | null = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    const upstream = connect(Number(target.port), target.hostname);
    track(upstream);
    upstream.pipe(client);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    // drop() is called between requests, so the next bytes on any connection (new or kept alive) start a request.
    client.on('data', (chunk) => {
      if (remaining === null || remaining > 0) {
        if (remaining !== null) remaining--;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    drop(times) {
      remaining = times ?? null;
    },
    heal() {
      remaining = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
