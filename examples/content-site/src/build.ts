// The static-site build: every published entry of each collection, read page by page with the Content API's cursors,
// rendered to HTML; plus a `_redirects` file that sends each former slug to the entry's canonical one.

import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ContentClient, ContentEntry } from '@svc/content';
import { NotFoundError } from '@svc/content';
import { collectionPage, entryPage, entryPath, homePage } from './render.js';

export interface BuildOptions {
  content: ContentClient;
  collections: string[];
  /** Where the site goes; replaced only when the whole build succeeded. */
  outDir: string;
  /** Entries per request (the API allows 1 to 200; default 100). */
  pageSize?: number;
  siteName?: string;
}

export interface Redirect {
  from: string;
  to: string;
}

export interface BuildReport {
  entries: Record<string, number>;
  redirects: Redirect[];
}

/**
 * Every slug the site has published pages under, by collection: the build's memory between runs. The read API names an
 * entry's current slug only, and resolves a former slug when asked; this list is what we ask about.
 */
export const MANIFEST = 'slugs.json';
type Manifest = Record<string, string[]>;

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(join(outDir, MANIFEST), 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}; // the first build
    throw error;
  }
}

async function write(root: string, path: string, text: string): Promise<void> {
  const file = join(root, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** Where a slug the site once served now lives: its canonical slug, or undefined when the entry is gone. */
async function canonicalOf(content: ContentClient, collection: string, slug: string): Promise<string | undefined> {
  try {
    return (await content.get(collection, slug)).canonicalSlug;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined; // unpublished or deleted: the host answers 404
    throw error;
  }
}

export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const { content, collections, outDir, pageSize = 100, siteName = 'Our site' } = options;
  const previous = await readManifest(outDir);
  // Build beside the live folder, so a failure (an outage, a 429 that outlasts the retries) leaves the old site whole.
  const next = `${outDir}.next`;
  await rm(next, { recursive: true, force: true });

  const report: BuildReport = { entries: {}, redirects: [] };
  const manifest: Manifest = {};
  for (const collection of collections) {
    const entries: ContentEntry[] = [];
    // The iterator follows meta.nextCursor until it is null: every published entry, one request per page.
    for await (const entry of content.entries(collection, { limit: pageSize })) {
      entries.push(entry);
      await write(next, `${entryPath(collection, entry.slug)}index.html`, entryPage(siteName, collection, entry));
    }
    await write(next, `/${collection}/index.html`, collectionPage(siteName, collection, entries));
    report.entries[collection] = entries.length;

    const current = new Set(entries.map((e) => e.slug));
    const kept = [...current];
    for (const slug of previous[collection] ?? []) {
      if (current.has(slug)) continue;
      const canonical = await canonicalOf(content, collection, slug);
      if (canonical === undefined || !current.has(canonical)) continue;
      report.redirects.push({ from: `/${collection}/${slug}`, to: entryPath(collection, canonical) });
      kept.push(slug);
    }
    manifest[collection] = kept.sort();
  }

  await write(
    next,
    '/index.html',
    homePage(
      siteName,
      collections.map((c) => ({ collection: c, count: report.entries[c]! })),
    ),
  );
  // Netlify and Cloudflare Pages read this format: from, to, status.
  await write(next, '/_redirects', report.redirects.map((r) => `${r.from} ${r.to} 301\n`).join(''));
  await write(next, `/${MANIFEST}`, `${JSON.stringify(manifest, null, 2)}\n`);

  await rm(outDir, { recursive: true, force: true });
  await rename(next, outDir);
  return report;
}
