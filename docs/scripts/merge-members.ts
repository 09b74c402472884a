// api-documenter writes one Markdown page per member (every property, method and parameter object), a thousand pages
// for our packages. A reader wants a type on one page, as Stripe's and Stainless's references show it: this folds each
// member's page into its parent's page as a section with an anchor, and points every link at that anchor.

/** A page name without `.md`, e.g. `capture-node.captureclient.submit`. */
type Page = string;

/** A package's page (its heading is `## <name> package`): its types keep pages of their own. */
const PACKAGE = /^## \S+ package$/m;
const BREADCRUMB = /^\[Home\]\(\.\/index\.md\).*\n+/m;

/** The anchor a member's section gets: its page name, unique across the reference so it survives a second move. */
const anchorOf = (page: Page): string => page;

/**
 * Folds member pages into their parents. A page is a member page when the page named by dropping its last part exists,
 * is not a package's page, and links to it. Returns the pages left, with links rewritten.
 */
export function mergeMemberPages(input: ReadonlyMap<Page, string>): Map<Page, string> {
  const pages = new Map(input);
  const moved = new Map<Page, string>(); // member page -> `parent.md#anchor`
  const members = [...pages.keys()]
    .filter((page) => {
      const dot = page.lastIndexOf('.');
      if (dot < 0) return false;
      const parent = pages.get(page.slice(0, dot));
      return parent !== undefined && !PACKAGE.test(parent) && parent.includes(`](./${page}.md)`);
    })
    // Deepest first, so a member's own members are already inside it when it moves.
    .sort((a, b) => b.split('.').length - a.split('.').length || a.localeCompare(b));
  for (const page of members) {
    const parent = page.slice(0, page.lastIndexOf('.'));
    const body = pages
      .get(page)!
      .replace(BREADCRUMB, '')
      .replace(/^(#{2,5}) /gm, (_, hashes: string) => `#${hashes} `)
      .trim();
    pages.set(parent, `${pages.get(parent)!.trimEnd()}\n\n<a id="${anchorOf(page)}"></a>\n\n${body}\n`);
    pages.delete(page);
    moved.set(page, `${parent}.md#${anchorOf(page)}`);
  }
  // A member's own members moved twice (into it, then with it): follow the chain to the page that holds them now.
  const target = (page: Page): string => {
    let where = `${page}.md`;
    let current = page;
    while (moved.has(current)) {
      const next = moved.get(current)!;
      const holder = next.slice(0, next.indexOf('.md#'));
      where = `${holder}.md#${anchorOf(page)}`;
      current = holder;
    }
    return where;
  };
  for (const [page, text] of pages) {
    pages.set(
      page,
      text.replace(/\]\(\.\/([^)#]+)\.md\)/g, (link, name: string) => (moved.has(name) ? `](./${target(name)})` : link)),
    );
  }
  return pages;
}
