// What `for await` over a content client's pages costs beside a hand-written openapi-fetch loop over the same pages:
// both read canned pages from a bare node:http server in a child process on loopback through the global fetch, and
// only this process's CPU is counted: request building, retries' bookkeeping, fetch, body reading, parsing, iteration.
import { spawn } from 'node:child_process';
import { createContentClient } from '@svc/content';
import type { paths } from '@svc/spec';
import createClient from 'openapi-fetch';

export interface ClientPagingRow {
  pageBytes: number;
  itemsPerPage: number;
  pages: number;
  /** CPU microseconds per page, medians over rounds. */
  plainUs: number;
  clientUs: number;
  ratio: number;
}

const SITE = 'web_bench';
const KEY = 'ck_live_bench';

/** `pages` pages of `itemsPerPage` entries, each page about `pageBytes` of JSON, chained by cursors. */
function cannedPages(pageBytes: number, itemsPerPage: number, pages: number): Map<string, string> {
  const bodies = new Map<string, string>();
  const filler = 'x'.repeat(Math.max(0, Math.floor(pageBytes / itemsPerPage) - 260));
  for (let p = 0; p < pages; p++) {
    const items = Array.from({ length: itemsPerPage }, (_, i) => ({
      id: `ent_${p}_${i}`,
      title: `Entry ${p}.${i}`,
      slug: `entry-${p}-${i}`,
      summary: filler,
      image: null,
      fields: { n: i },
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }));
    const meta = {
      siteId: SITE,
      environment: 'live',
      count: itemsPerPage,
      limit: itemsPerPage,
      nextCursor: p + 1 < pages ? `c${p + 1}` : null,
      generatedAt: '2026-01-01T00:00:00.000Z',
    };
    bodies.set(p === 0 ? '' : `c${p}`, JSON.stringify({ items, collection: 'items', meta }));
  }
  return bodies;
}

// The child: a bare node:http server answering the canned pages by cursor, with the headers the service sends.
const SERVER = `
const http = require('node:http');
let bodies = new Map();
process.on('message', (pages) => {
  bodies = new Map(pages.map(([cursor, body]) => [cursor, Buffer.from(body)]));
  process.send('ready');
});
const server = http.createServer((req, res) => {
  const cursor = new URL(req.url, 'http://x').searchParams.get('cursor') ?? '';
  const body = bodies.get(cursor);
  res.writeHead(body ? 200 : 400, { 'content-type': 'application/json', 'content-length': body ? body.length : 2, 'ratelimit-limit': '600', 'ratelimit-remaining': '599', 'ratelimit-reset': '900' });
  res.end(body ?? '{}');
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
`;

async function startServer(): Promise<{ url: string; load(pages: Map<string, string>): Promise<void>; stop(): void }> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(m as number)));
  return {
    url: `http://127.0.0.1:${port}`,
    load: (pages) =>
      new Promise((resolve) => {
        child.once('message', () => resolve());
        child.send([...pages]);
      }),
    stop: () => child.kill(),
  };
}

const cpuUs = (): number => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function measureClientPaging(sizes = [1024, 20 * 1024, 200 * 1024], rounds = 21): Promise<ClientPagingRow[]> {
  const rows: ClientPagingRow[] = [];
  const server = await startServer();
  try {
    for (const pageBytes of sizes) {
      const itemsPerPage = pageBytes <= 1024 ? 4 : pageBytes <= 20 * 1024 ? 50 : 200;
      const pages = pageBytes <= 1024 ? 400 : pageBytes <= 20 * 1024 ? 150 : 40;
      await server.load(cannedPages(pageBytes, itemsPerPage, pages));
      // Both over the same global fetch (undici) and the same keep-alive connections.
      const plain = createClient<paths>({ baseUrl: server.url, headers: { 'X-Api-Key': KEY } });
      const content = createContentClient({ apiKey: KEY, siteId: SITE, baseUrl: server.url });

      const plainLoop = async (): Promise<number> => {
        let seen = 0;
        let cursor: string | undefined;
        do {
          const { data, error } = await plain.GET('/v1/content/{siteId}/{collection}', {
            params: { path: { siteId: SITE, collection: 'items' }, query: { limit: itemsPerPage, ...(cursor ? { cursor } : {}) } },
          });
          if (error || !data) throw new Error('the plain loop got an error');
          for (const entry of data.items) seen += entry.id.length > 0 ? 1 : 0;
          cursor = data.meta.nextCursor ?? undefined;
        } while (cursor);
        return seen;
      };
      const clientLoop = async (): Promise<number> => {
        let seen = 0;
        for await (const entry of content.entries('items', { limit: itemsPerPage })) seen += entry.id.length > 0 ? 1 : 0;
        return seen;
      };
      const expected = itemsPerPage * pages;
      const once = async (loop: () => Promise<number>): Promise<number> => {
        const started = cpuUs();
        const seen = await loop();
        if (seen !== expected) throw new Error(`read ${seen} entries, expected ${expected}`);
        return (cpuUs() - started) / pages;
      };
      // Warm both up (JIT), then alternate so both see the same machine conditions.
      for (let i = 0; i < 3; i++) {
        await once(plainLoop);
        await once(clientLoop);
      }
      // Pairs taken back to back see the same machine; the ratio is the median of the pairs' ratios.
      const a: number[] = [];
      const b: number[] = [];
      const ratios: number[] = [];
      for (let r = 0; r < rounds; r++) {
        if (r % 2) {
          a.push(await once(plainLoop));
          b.push(await once(clientLoop));
        } else {
          b.push(await once(clientLoop));
          a.push(await once(plainLoop));
        }
        ratios.push(b[r]! / a[r]!);
      }
      rows.push({ pageBytes, itemsPerPage, pages, plainUs: median(a), clientUs: median(b), ratio: median(ratios) });
    }
  } finally {
    server.stop();
  }
  return rows;
}

/** The table `pnpm bench` prints: both loops' CPU per page and the ratio, per page size. */
export function printClientPaging(rows: ClientPagingRow[]): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  const fixed = (n: number, d: number) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log('\nContent client paging: `for await` over content.entries() vs a hand-written openapi-fetch loop,');
  console.log("same pages from a bare node:http server on loopback, global fetch, this process's CPU per page (medians):");
  console.log(
    `${pad('page size', 12)}${pad('items', 8)}${pad('pages', 8)}${pad('openapi-fetch µs', 18)}${pad('@svc/content µs', 17)}ratio`,
  );
  for (const r of rows) {
    console.log(
      `${pad(`${r.pageBytes / 1024} KB`, 12)}${pad(String(r.itemsPerPage), 8)}${pad(String(r.pages), 8)}${pad(fixed(r.plainUs, 1), 18)}${pad(fixed(r.clientUs, 1), 17)}${fixed(r.ratio, 2)}×`,
    );
  }
}

// `pnpm --filter ./bench bench:clients` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) printClientPaging(await measureClientPaging());
