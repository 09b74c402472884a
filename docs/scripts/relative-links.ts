// After `vitepress build`: every link and asset of the built site (docs/dist) becomes relative to its page, so the
// folder reads the same served as is from any path or opened from disk (file://). VitePress writes them from the
// site's root (`/guides/errors.html`, `/assets/style.css`), which from disk points at the file system's root.
//
// Opened from disk, a browser runs no module script of a file:// page, so the site reads without its scripts: every
// page, its navigation, sidebar and links are in the HTML VitePress pre-renders; search and the colour-scheme switch
// need it served (`npx vitepress preview`, or any static file server).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `target` (a path from the site's root, starting with `/`) as seen from `page` (a path inside the site). */
export function relativeTo(page: string, target: string): string {
  const [path, rest = ''] = target.split(/(?=[?#])/, 2) as [string, string?];
  let to = path;
  if (to.endsWith('/')) to = `${to}index.html`;
  const from = dirname(page);
  let out = relative(from, to.slice(1)).split(sep).join('/');
  if (out === '') out = to.split('/').pop()!;
  if (!out.startsWith('.')) out = `./${out}`;
  return `${out}${rest}`;
}

/** The page's HTML with every root-relative `href` and `src` made relative to `page` (its path inside the site). */
export function withRelativeLinks(html: string, page: string): string {
  return html.replace(
    /(\s(?:href|src)=")(\/(?!\/)[^"]*)"/g,
    (_all, attribute: string, target: string) => `${attribute}${relativeTo(page, target)}"`,
  );
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path, root);
    return path.endsWith('.html') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const pages = htmlFiles(dist);
  for (const page of pages) {
    const file = join(dist, page);
    writeFileSync(file, withRelativeLinks(readFileSync(file, 'utf8'), page));
  }
  console.log(`docs: ${pages.length} built pages link relatively (the folder opens from disk or from any path)`);
}
