// Pages that read anywhere: the docs pages carry the text they show, inline, so they read the same on the repository
// host, in an editor and on the site. What a page shows from another file sits between two markers and is written
// by `pnpm gen` (checked by `pnpm gen:check`, which fails when a page differs from its sources):
//
//   <!-- include: ../../examples/msw-vitest/src/help-desk.ts -->      a file, as a code block
//   <!-- include: ../../packages/core/README.md#errors -->            a README's <!-- #region errors --> section
//   <!-- include: contract:errors -->                                 a table generated from the contract
//   ...written by pnpm gen...
//   <!-- end include -->
//
// and each package page (docs/packages/NAME.md) is its package's README, whole. Relative links are rewritten for
// the page the text lands on (a README's link to another package's README becomes that package's page), so every
// link works on the repository host; the site sends links to files it does not publish to the repository host.
// An example's package.json is shown as a customer writes it: `workspace:` ranges become the released versions, and
// the fields only this repository needs (repository, homepage, bugs) are left out.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const docs = fileURLToPath(new URL('../', import.meta.url));
const root = join(docs, '..');

/** Package folder under packages/ -> its page under docs/packages/. */
export const PACKAGE_PAGES: Record<string, string> = {
  core: 'core',
  content: 'content',
  'capture-node': 'capture-node',
  'engage-browser': 'engage-browser',
  widget: 'widget',
  msw: 'msw',
  server: 'reference-server',
  spec: 'spec',
  types: 'types',
  'http-reference': 'http-reference',
};

const toPosix = (path: string) => path.split(sep).join('/');

/** A repository path (posix, from the root) of a package README or folder -> its docs page, else the path itself. */
function pageFor(path: string): string {
  const match = /^packages\/([^/]+)(?:\/README\.md)?\/?$/.exec(path);
  const name = match ? PACKAGE_PAGES[match[1]!] : undefined;
  return name ? `docs/packages/${name}.md` : path;
}

/** Slug of a heading as the repository host and VitePress make it, for the headings a moved section brings along. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/**
 * Rewrites the relative links of markdown moved from `from` to `to` (both repository paths): each keeps pointing at
 * the same file (a package README: that package's page), and an anchor of `from` that the moved text does not carry
 * points at the page that does.
 */
export function moveLinks(markdown: string, from: string, to: string): string {
  const headings = new Set([...markdown.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => slug(m[1]!)));
  return markdown.replace(/(\]\()([^)\s]+)(\))/g, (whole, open: string, href: string, close: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return whole;
    const [path, hash] = href.split('#') as [string, string | undefined];
    if (path === '') {
      if (from === to || headings.has(hash ?? '')) return whole;
      const target = pageFor(from);
      return `${open}${posix.relative(posix.dirname(to), target) || posix.basename(target)}#${hash}${close}`;
    }
    const target = pageFor(posix.normalize(posix.join(posix.dirname(from), path!)));
    let moved = posix.relative(posix.dirname(to), target) || posix.basename(target);
    if (path!.endsWith('/') && !moved.endsWith('/') && !moved.endsWith('.md')) moved += '/';
    return `${open}${moved}${hash === undefined ? '' : `#${hash}`}${close}`;
  });
}

const LANGUAGES: Record<string, string> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.json': 'json',
};

/** An example's package.json as a customer writes it. */
function customerManifest(text: string): string {
  const manifest = JSON.parse(text) as Record<string, unknown>;
  const versions = new Map(
    Object.keys(PACKAGE_PAGES).map((folder) => {
      const pkg = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8')) as { name: string; version: string };
      return [pkg.name, pkg.version] as const;
    }),
  );
  for (const field of ['repository', 'homepage', 'bugs']) delete manifest[field];
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    const deps = manifest[field] as Record<string, string> | undefined;
    for (const [name, range] of Object.entries(deps ?? {})) {
      if (!range.startsWith('workspace:')) continue;
      const version = versions.get(name);
      if (!version) throw new Error(`${name} is not a published package of this repository: an example cannot show it`);
      deps![name] = `^${version}`;
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** What an include marker stands for, as the page shows it. */
function included(spec: string, page: string): string {
  const contract = /^contract:([\w-]+)$/.exec(spec);
  if (contract) {
    const file = join(docs, 'generated', `${contract[1]}.md`);
    if (!existsSync(file)) throw new Error(`${page}: includes ${spec}, but docs/scripts/contract-pages.ts makes no ${contract[1]}.md`);
    return readFileSync(file, 'utf8').trimEnd();
  }
  const [file, region] = spec.split('#') as [string, string | undefined];
  const source = resolve(dirname(join(root, page)), file!);
  if (!existsSync(source)) throw new Error(`${page}: includes ${spec}, which does not exist`);
  const from = toPosix(relative(root, source));
  let text = readFileSync(source, 'utf8');
  if (region !== undefined) {
    const start = text.indexOf(`<!-- #region ${region} -->`);
    const end = text.indexOf(`<!-- #endregion ${region} -->`);
    if (start === -1 || end === -1)
      throw new Error(`${page}: includes ${spec}, but ${from} has no <!-- #region ${region} --> ... <!-- #endregion ${region} -->`);
    text = text.slice(text.indexOf('\n', start) + 1, end);
  }
  if (extname(source) === '.md') return moveLinks(text, from, page).trim();
  if (from.endsWith('/package.json') && from.startsWith('examples/')) text = customerManifest(text);
  const fence = text.includes('```') ? '````' : '```';
  return `${fence}${LANGUAGES[extname(source)] ?? ''}\n${text.trimEnd()}\n${fence}`;
}

const INCLUDE = /^<!-- include: (\S+) -->\n[\s\S]*?^<!-- end include -->$/gm;

/** A page with every include marker's content written anew. */
export function inlinePage(text: string, page: string): string {
  return text.replace(INCLUDE, (_whole, spec: string) => `<!-- include: ${spec} -->\n${included(spec, page)}\n<!-- end include -->`);
}

/** A package page: the package's README, whole, its links rewritten for the page. */
export function packagePage(folder: string): string {
  const readme = `packages/${folder}/README.md`;
  const page = `docs/packages/${PACKAGE_PAGES[folder]}.md`;
  const text = readFileSync(join(root, readme), 'utf8');
  return `<!-- Written by pnpm gen from ${readme}: edit the README, then run pnpm gen. -->\n\n${moveLinks(text, readme, page).trimEnd()}\n`;
}

function markdownPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'generated', 'public', 'scripts', 'api', 'packages', 'dist'].includes(entry.name) ? [] : markdownPages(path);
    return entry.name.endsWith('.md') && path !== join(docs, 'README.md') ? [path] : [];
  });
}

/** Every page this writes, with the text it should have: [repository path, text]. */
export function writtenPages(): Array<[string, string]> {
  // The contract's tables come from the packages' own code: made first, then included like any file.
  const made = spawnSync(process.execPath, [...process.execArgv, join(docs, 'scripts', 'contract-pages.ts')], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`contract-pages failed:\n${made.stdout}${made.stderr}`);
  const pages: Array<[string, string]> = markdownPages(docs).map((file) => {
    const page = toPosix(relative(root, file));
    return [page, inlinePage(readFileSync(file, 'utf8'), page)];
  });
  for (const folder of Object.keys(PACKAGE_PAGES)) pages.push([`docs/packages/${PACKAGE_PAGES[folder]}.md`, packagePage(folder)]);
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [page, text] of writtenPages()) {
    const file = join(root, page);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    if (check) stale.push(page);
    else writeFileSync(file, text);
  }
  if (check && stale.length > 0) {
    console.error(
      `docs pages differ from what they include (a README, an example, the contract):\n  ${stale.join('\n  ')}\nRun pnpm gen and commit the pages.`,
    );
    process.exit(1);
  }
  console.log(`docs pages: ${check ? 'every page matches its sources' : 'written'}`);
}
