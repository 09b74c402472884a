// The site build against the svc reference server (in-process): every entry through cursor paging, drafts and
// unpublished entries left out, escaped HTML, redirects from former slugs, and an old site kept when a build fails.

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentClientOptions } from '@svc/content';
import { createContentClient } from '@svc/content';
import type { ReferenceServer } from '@svc/reference-server';
import { createReferenceServer } from '@svc/reference-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from './build.js';

let svc: ReferenceServer;
let outDir: string;
let listRequests: number;

beforeEach(async () => {
  svc = await createReferenceServer({ seed: 'demo' });
  outDir = join(await mkdtemp(join(tmpdir(), 'content-site-')), 'site');
  listRequests = 0;
});
afterEach(() => rm(join(outDir, '..'), { recursive: true, force: true }));

const site = () => svc.demo!.content.siteId;

/** A Content client over the in-process server that counts collection reads (one per page). */
function client(options: Partial<ContentClientOptions> = {}) {
  return createContentClient({
    apiKey: svc.demo!.content.keys.test,
    siteId: site(),
    baseUrl: 'http://svc.test',
    fetch: async (request) => {
      if (/^\/v1\/content\/[^/]+\/[^/]+$/.test(new URL(request.url).pathname)) listRequests++;
      return svc.fetch(request);
    },
    ...options,
  });
}

async function admin<T>(method: string, path: string, json?: unknown): Promise<T> {
  const response = await svc.fetch(
    new Request(`http://svc.test${path}`, {
      method,
      headers: { 'x-identity-sub': 'user_demo', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    }),
  );
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const entries = (collection: string) => `/_admin/content/websites/${site()}/collections/${collection}/entries`;

async function publish(collection: string, slug: string, title = slug, fields: Record<string, unknown> = {}): Promise<string> {
  const { entry } = await admin<{ entry: { id: string } }>('POST', `${entries(collection)}?environment=test`, { slug, title, fields });
  await admin('POST', `${entries(collection)}/${entry.id}/publish`);
  return entry.id;
}
const renameSlug = (collection: string, id: string, slug: string) => admin('POST', `${entries(collection)}/${id}/slug`, { slug });

const read = (path: string) => readFile(join(outDir, path), 'utf8');
const pagesOf = async (collection: string) =>
  (await readdir(join(outDir, collection), { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

describe('every entry, through cursor paging', () => {
  it('renders a page for every published entry, one request per page of entries', async () => {
    for (let i = 1; i <= 7; i++) await publish('posts', `note-${i}`, `Note ${i}`, { author: 'Ada', readingMinutes: i });
    const published = await client().entries('posts').toArray();

    const report = await buildSite({ content: client(), collections: ['posts'], outDir, pageSize: 3 });

    expect(published.length).toBeGreaterThan(7);
    expect(report.entries.posts).toBe(published.length);
    expect(await pagesOf('posts')).toEqual(published.map((e) => e.slug).sort());
    // Counted for the build only (the toArray above read with the default page size, in one request).
    expect(listRequests - 1).toBe(Math.ceil(published.length / 3));
    expect(await read('posts/note-7/index.html')).toContain('<h1>Note 7</h1>');
    expect(await read('posts/index.html')).toContain('<a href="/posts/note-3/">Note 3</a>');
  });

  it('leaves out drafts and unpublished entries (the API never lists them)', async () => {
    await buildSite({ content: client(), collections: ['events', 'posts'], outDir });

    const slugs = [...(await pagesOf('events')), ...(await pagesOf('posts'))];
    expect(slugs).toContain('spring-open-day');
    expect(slugs.filter((s) => s.endsWith('-draft') || s.endsWith('-retired'))).toEqual([]);
  });

  it('escapes what the service returns: a title cannot inject markup', async () => {
    await publish('posts', 'tricky', '<script>alert(1)</script> & "quotes"');

    await buildSite({ content: client(), collections: ['posts'], outDir });

    const html = await read('posts/tricky/index.html');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
  });
});

describe('former slugs redirect to canonical ones', () => {
  it('after a rename, the old URL gets a 301 in _redirects and the page moves', async () => {
    const id = await publish('events', 'summer-fair', 'Summer fair', { date: '2026-07-04' });
    await buildSite({ content: client(), collections: ['events'], outDir });
    expect(await read('_redirects')).toBe('');

    await renameSlug('events', id, 'summer-fair-2026');
    const report = await buildSite({ content: client(), collections: ['events'], outDir });

    expect(report.redirects).toEqual([{ from: '/events/summer-fair', to: '/events/summer-fair-2026/' }]);
    expect(await read('_redirects')).toBe('/events/summer-fair /events/summer-fair-2026/ 301\n');
    expect(await pagesOf('events')).toContain('summer-fair-2026');
    expect(await pagesOf('events')).not.toContain('summer-fair');
  });

  it('every former slug of a twice-renamed entry goes straight to the current one, build after build', async () => {
    const id = await publish('events', 'a-name', 'A', { date: '2026-08-01' });
    await buildSite({ content: client(), collections: ['events'], outDir });
    await renameSlug('events', id, 'b-name');
    await buildSite({ content: client(), collections: ['events'], outDir });
    await renameSlug('events', id, 'c-name');
    await buildSite({ content: client(), collections: ['events'], outDir });

    const report = await buildSite({ content: client(), collections: ['events'], outDir }); // nothing changed since

    expect(report.redirects).toEqual([
      { from: '/events/a-name', to: '/events/c-name/' },
      { from: '/events/b-name', to: '/events/c-name/' },
    ]);
  });

  it('an unpublished entry loses its page and gets no redirect', async () => {
    const id = await publish('events', 'cancelled-gig', 'Gig', { date: '2026-09-01' });
    await buildSite({ content: client(), collections: ['events'], outDir });
    await admin('POST', `${entries('events')}/${id}/unpublish`);

    const report = await buildSite({ content: client(), collections: ['events'], outDir });

    expect(await pagesOf('events')).not.toContain('cancelled-gig');
    expect(report.redirects).toEqual([]);
  });
});

describe('a failed build', () => {
  it('keeps the previous site whole when the service is unavailable', async () => {
    await buildSite({ content: client(), collections: ['events'], outDir });
    const before = await read('events/index.html');
    await admin('POST', '/_admin/faults', { operation: 'listContentEntries', kind: 'key_verification_unavailable' });

    await expect(buildSite({ content: client({ maxRetries: 0 }), collections: ['events'], outDir })).rejects.toMatchObject({
      name: 'UnavailableError',
      status: 503,
    });
    expect(await read('events/index.html')).toBe(before);
  });
});
