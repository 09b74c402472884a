// Content paging cost at page 1 and at a deep page of a large collection, in-process through the public fetch handler.

import type { ReferenceServer, StoreSnapshot } from '@svc/reference-server';
import { createReferenceServer, MemoryRateLimiter } from '@svc/reference-server';

class UnlimitedRateLimiter extends MemoryRateLimiter {
  override hit(_bucket: string, limit: number) {
    return { allowed: true, limit, remaining: limit, resetSeconds: 900 };
  }
}

export interface PagingFigures {
  entries: number;
  deepPage: number;
  first: { medianUs: number; p99Us: number };
  deep: { medianUs: number; p99Us: number };
  indexBuildMs: number;
}

async function call(server: ReferenceServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(
    new Request(`http://bench.test${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Builds the collection through the admin API: one real entry is created and published, then the exported state
 * is grown to `entries` copies of it and imported (creating 200,000 entries one request at a time would measure
 * the admin API, not paging).
 */
async function buildServer(entries: number): Promise<{ server: ReferenceServer; path: string; key: string }> {
  const server = await createReferenceServer({ limiter: new UnlimitedRateLimiter() });
  const who = { 'x-identity-sub': 'bench' };
  const { website } = (await call(server, 'POST', '/_admin/websites', {
    name: 'Bench',
    members: [{ sub: 'bench', roles: ['manage', 'publish'] }],
  })) as { website: { id: string } };
  const base = `/_admin/content/websites/${website.id}`;
  await call(
    server,
    'POST',
    `${base}/collections`,
    { key: 'items', name: 'Items', fields: [{ key: 'n', label: 'N', type: 'number' }] },
    who,
  );
  const { entry } = (await call(
    server,
    'POST',
    `${base}/collections/items/entries?environment=live`,
    { slug: 'item-0', title: 'Item 0', fields: { n: 0 } },
    who,
  )) as { entry: { id: string } };
  await call(server, 'POST', `${base}/collections/items/entries/${entry.id}/publish?environment=live`, {}, who);
  const { plaintext } = (await call(server, 'POST', `${base}/keys`, { environment: 'live' }, who)) as { plaintext: string };

  const snapshot = (await call(server, 'GET', '/_admin/state')) as unknown as StoreSnapshot;
  const table = Object.entries(snapshot.tables).find(([, rows]) => rows.some((r) => r.id === entry.id));
  if (!table) throw new Error('the exported state holds no entry table');
  const template = table[1].find((r) => r.id === entry.id) as unknown as Record<string, unknown>;
  const start = Date.UTC(2020, 0, 1);
  const rows = [];
  for (let i = 0; i < entries; i++) {
    const at = new Date(start + i * 1000).toISOString();
    rows.push({
      ...template,
      id: `ent_b${String(i).padStart(7, '0')}`,
      slug: `item-${i}`,
      publishedAt: at,
      publishedUpdatedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
  snapshot.tables[table[0]] = rows;
  await call(server, 'PUT', '/_admin/state', snapshot);
  return { server, path: `/v1/content/${website.id}/items`, key: plaintext };
}

function stats(samples: number[]): { medianUs: number; p99Us: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianUs: sorted[Math.floor(sorted.length / 2)]!, p99Us: sorted[Math.floor(sorted.length * 0.99)]! };
}

export async function measurePaging(entries: number, wantedPage = 1000, limit = 100, rounds = 2000): Promise<PagingFigures> {
  // A smaller collection (--entries) has fewer full pages: measure its last full one.
  const deepPage = Math.min(wantedPage, Math.floor(entries / limit));
  if (deepPage < 2) throw new Error(`--entries must give at least 2 pages of ${limit}`);
  const { server, path, key } = await buildServer(entries);
  const get = async (cursor?: string) => {
    const url = `http://bench.test${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await server.fetch(new Request(url, { headers: { 'x-api-key': key } }));
    const body = (await response.json()) as { items: unknown[]; meta: { nextCursor: string | null } };
    if (response.status !== 200 || body.items.length !== limit) throw new Error(`unexpected page: ${response.status}`);
    return body;
  };
  const t0 = performance.now();
  let page = await get();
  const indexBuildMs = performance.now() - t0;
  let cursor: string | undefined;
  for (let p = 2; p <= deepPage; p++) {
    if (page.meta.nextCursor === null) throw new Error(`the collection ended before page ${p}`);
    cursor = page.meta.nextCursor;
    page = await get(cursor);
  }
  const first: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < rounds + 200; i++) {
    // Alternate so both pages see the same machine conditions; the first 200 rounds warm up.
    let s = performance.now();
    await get();
    const a = (performance.now() - s) * 1000;
    s = performance.now();
    await get(cursor);
    const b = (performance.now() - s) * 1000;
    if (i >= 200) {
      first.push(a);
      deep.push(b);
    }
  }
  return { entries, deepPage, first: stats(first), deep: stats(deep), indexBuildMs };
}
