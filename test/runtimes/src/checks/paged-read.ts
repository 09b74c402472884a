// A paged read with @svc/content: the first page is answered 503 and retried; `for await` over one entry per page
// must list what one read lists, and a bounded collect fetches no page beyond what it needs.
import type { SmokeConfig } from '../protocol.js';
import { allEntryIds, inject503, statusRecordingContentClient } from './support.js';

export async function pagedRead(config: SmokeConfig): Promise<string> {
  const { collection } = config.content;
  const expected = await allEntryIds(config);
  const { content, statuses } = statusRecordingContentClient(config);

  await inject503(config, 'listContentEntries');
  const seen: string[] = [];
  for await (const entry of content.entries(collection, { limit: 1 })) seen.push(entry.id);
  if (seen.join() !== expected.join()) throw new Error(`paged ids ${seen.join()} differ from ${expected.join()}`);
  // One page per entry, plus the last (empty-cursor) page when the service cannot tell earlier, plus the 503.
  if (statuses[0] !== 503 || statuses.slice(1).some((status) => status !== 200)) {
    throw new Error(`the reads answered ${statuses.join()}, not a 503 then 200s`);
  }
  const pages = statuses.length - 1;

  const before = statuses.length;
  const firstTwo = await content.entries(collection, { limit: 1 }).toArray({ max: 2 });
  const fetched = statuses.length - before;
  if (firstTwo.map((entry) => entry.id).join() !== expected.slice(0, 2).join()) throw new Error('toArray({ max: 2 }) read other entries');
  if (fetched !== 2) throw new Error(`toArray({ max: 2 }) with one entry per page fetched ${fetched} pages, not 2`);
  return `503 retried, then ${seen.length} entries in ${pages} pages; toArray({ max: 2 }) fetched 2 pages`;
}
