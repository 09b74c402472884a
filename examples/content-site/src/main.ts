// Builds the site into ./site. With SVC_CONTENT_KEY unset it reads the svc reference server's demo website in-process,
// so the example runs with no account and no network.
import { createContentClient } from '@svc/content';
import { createReferenceServer } from '@svc/reference-server';
import { buildSite } from './build.js';

const outDir = process.env.OUT_DIR ?? 'site';
let apiKey = process.env.SVC_CONTENT_KEY;
let siteId = process.env.SVC_SITE_ID;
let baseUrl = process.env.SVC_BASE_URL;
let collections = process.env.SVC_COLLECTIONS?.split(',').filter(Boolean);
let fetch: ((request: Request) => Promise<Response>) | undefined;

if (!apiKey) {
  const svc = await createReferenceServer({ seed: 'demo' });
  const demo = svc.demo!.content;
  ({ siteId } = demo);
  apiKey = demo.keys.live;
  baseUrl = 'http://svc.invalid'; // never reached: requests go to the in-process server
  collections ??= demo.collections;
  fetch = (request) => svc.fetch(request);
  console.log(`reading the demo website ${siteId} (collections ${collections.join(', ')}) from an in-process reference server`);
}
if (!siteId || !baseUrl || !collections?.length) throw new Error('set SVC_BASE_URL, SVC_SITE_ID and SVC_COLLECTIONS with SVC_CONTENT_KEY');

const content = createContentClient({ apiKey, siteId, baseUrl, ...(fetch ? { fetch } : {}) });
const report = await buildSite({ content, collections, outDir, siteName: 'Demo Studio' });
for (const [collection, count] of Object.entries(report.entries)) console.log(`${collection}: ${count} pages`);
console.log(`redirects: ${report.redirects.length}${report.redirects.map((r) => `\n  ${r.from} -> ${r.to}`).join('')}`);
console.log(`site written to ${outDir}/`);
