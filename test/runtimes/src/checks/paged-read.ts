// A paged read: one entry per page, following the cursor to the end, must list what one read lists.
import type { SmokeConfig } from '../protocol.js';
import { allEntryIds, json } from './support.js';

export async function pagedRead(config: SmokeConfig): Promise<string> {
  const { apiKey, siteId, collection } = config.content;
  const url = (query: string): string => `${config.baseUrl}/v1/content/${siteId}/${collection}?${query}`;
  const expected = await allEntryIds(config);

  const seen: string[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? 'limit=1' : `limit=1&cursor=${encodeURIComponent(cursor)}`;
    const page = await json(await fetch(url(query), { headers: { 'X-Api-Key': apiKey } }), 200);
    pages++;
    seen.push(...(page.items as { id: string }[]).map((item) => item.id));
    cursor = (page.meta as { nextCursor: string | null }).nextCursor;
    if (pages > expected.length + 1) throw new Error(`paging did not end after ${pages} pages`);
  } while (cursor !== null);

  if (seen.join() !== expected.join()) throw new Error(`paged ids ${seen.join()} differ from ${expected.join()}`);
  return `${seen.length} entries in ${pages} pages`;
}
