// HTML of the site: one page per entry, one index per collection, one home page. Every value from the service is
// escaped; links are only http(s).
import type { ContentEntry } from '@svc/content';

const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

function layout(siteName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title></head>
<body>
<header><a href="/">${escapeHtml(siteName)}</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function fieldValue(value: ContentEntry['fields'][string]): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (isHttpUrl(value)) return `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  return escapeHtml(value);
}

export const entryPath = (collection: string, slug: string) => `/${collection}/${slug}/`;

export function entryPage(siteName: string, collection: string, entry: ContentEntry): string {
  const fields = Object.entries(entry.fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `  <dt>${escapeHtml(key)}</dt><dd>${fieldValue(value)}</dd>`)
    .join('\n');
  return layout(
    siteName,
    entry.title,
    `<article>
<p><a href="/${escapeHtml(collection)}/">${escapeHtml(collection)}</a></p>
<h1>${escapeHtml(entry.title)}</h1>
${entry.summary ? `<p>${escapeHtml(entry.summary)}</p>` : ''}
${isHttpUrl(entry.image) ? `<img src="${escapeHtml(entry.image)}" alt="">` : ''}
${fields ? `<dl>\n${fields}\n</dl>` : ''}
<p><time datetime="${escapeHtml(entry.publishedAt)}">${escapeHtml(entry.publishedAt.slice(0, 10))}</time></p>
</article>`,
  );
}

export function collectionPage(siteName: string, collection: string, entries: ContentEntry[]): string {
  const items = entries
    .map((e) => `  <li><a href="${escapeHtml(entryPath(collection, e.slug))}">${escapeHtml(e.title)}</a></li>`)
    .join('\n');
  return layout(siteName, collection, `<h1>${escapeHtml(collection)}</h1>\n<ul>\n${items}\n</ul>`);
}

export function homePage(siteName: string, collections: Array<{ collection: string; count: number }>): string {
  const items = collections
    .map(({ collection, count }) => `  <li><a href="/${escapeHtml(collection)}/">${escapeHtml(collection)}</a> (${count})</li>`)
    .join('\n');
  return layout(siteName, 'Home', `<h1>${escapeHtml(siteName)}</h1>\n<ul>\n${items}\n</ul>`);
}
