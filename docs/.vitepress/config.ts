// The docs site: quick starts, guides, the generated API reference (docs/reference/api/, written by
// scripts/api-reference.ts) and the HTTP reference (docs/public/http/, written by scripts/http-reference.ts).
// Everything is served from the site itself: local search, the theme's bundled font, no external service.
import { posix } from 'node:path';
import { defineConfig } from 'vitepress';

/** Package folder -> its page under /packages/ (the pages include the package READMEs). */
const PACKAGE_PAGES: Record<string, string> = {
  core: 'core',
  content: 'content',
  'capture-node': 'capture-node',
  'engage-browser': 'engage-browser',
  widget: 'widget',
  msw: 'msw',
  server: 'reference-server',
  spec: 'spec',
};

/**
 * A relative link of the README in packages/<folder>/, on the page that includes it: another package's README
 * becomes that package's page; a file of the repository that the site does not publish (an example, a source file)
 * keeps its text without a link, so the site never links to a page that does not exist.
 */
function readmeLink(folder: string, href: string): string | undefined {
  if (/^[a-z]+:|^#|^\//i.test(href)) return href;
  const [path, hash] = href.split('#') as [string, string | undefined];
  const target = posix.normalize(posix.join('packages', folder, path!)).replace(/\/(README\.md)?$/, '');
  const match = /^packages\/([^/]+)$/.exec(target);
  const name = match ? PACKAGE_PAGES[match[1]!] : undefined;
  if (name === undefined) return undefined;
  return `/packages/${name}.md${hash ? `#${hash}` : ''}`;
}

export default defineConfig({
  title: 'svc',
  description: 'SDKs for the svc service: Content API, Form Capture API and Engage (chat, forms and support).',
  lang: 'en',
  outDir: './dist',
  cleanUrls: false,
  lastUpdated: false,
  srcExclude: ['scripts/**', 'README.md', 'generated/**'],
  // A broken internal link fails the build (links to a local server, as in http://localhost:5173, are examples).
  ignoreDeadLinks: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?/],
  markdown: {
    config(md) {
      md.core.ruler.push('readme-links', (state) => {
        // The README a page includes: a package page's own, or the one a guide names in `readme:` (its front matter).
        const env = state.env as { relativePath?: string; frontmatter?: { readme?: string } };
        const page = env.relativePath ?? '';
        const folder = env.frontmatter?.readme ?? Object.entries(PACKAGE_PAGES).find(([, name]) => page === `packages/${name}.md`)?.[0];
        if (folder === undefined) return;
        for (const block of state.tokens) {
          if (!block.children) continue;
          const kept = [];
          let dropClose = 0;
          for (const token of block.children) {
            if (token.type === 'link_open') {
              const href = token.attrGet('href') ?? '';
              const to = readmeLink(folder, href);
              if (to === undefined) {
                dropClose++;
                continue;
              }
              token.attrSet('href', to);
            } else if (token.type === 'link_close' && dropClose > 0) {
              dropClose--;
              continue;
            }
            kept.push(token);
          }
          block.children = kept;
        }
      });
    },
  },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Quick starts', link: '/start/backend' },
      { text: 'Guides', link: '/guides/paging' },
      { text: 'API reference', link: '/reference/api/' },
      { text: 'HTTP reference', link: '/reference/http' },
    ],
    sidebar: [
      {
        text: 'Quick starts',
        items: [
          { text: 'Backend (Node.js)', link: '/start/backend' },
          { text: 'Website (script tag)', link: '/start/website' },
          { text: 'Tests (msw)', link: '/start/tests' },
          { text: 'Local and CI', link: '/start/local-and-ci' },
        ],
      },
      {
        text: 'Guides',
        items: [
          { text: 'Paging and snapshots', link: '/guides/paging' },
          { text: 'Retries, idempotency, timeouts', link: '/guides/retries' },
          { text: 'Errors', link: '/guides/errors' },
          { text: 'Rate limits', link: '/guides/rate-limits' },
          { text: 'Webhooks', link: '/guides/webhooks' },
          { text: 'Environments and keys', link: '/guides/environments' },
          { text: 'The widget', link: '/guides/widget' },
          { text: 'Test control', link: '/guides/test-control' },
          { text: 'What did my code send?', link: '/guides/verification' },
          { text: 'Security', link: '/guides/security' },
        ],
      },
      {
        text: 'Packages',
        items: [
          { text: '@svc/core', link: '/packages/core' },
          { text: '@svc/content', link: '/packages/content' },
          { text: '@svc/capture-node', link: '/packages/capture-node' },
          { text: '@svc/engage-browser', link: '/packages/engage-browser' },
          { text: '@svc/widget', link: '/packages/widget' },
          { text: '@svc/msw', link: '/packages/msw' },
          { text: '@svc/reference-server', link: '/packages/reference-server' },
          { text: '@svc/spec', link: '/packages/spec' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'API reference (generated)', link: '/reference/api/' },
          { text: 'HTTP reference', link: '/reference/http' },
        ],
      },
    ],
    outline: { level: [2, 3] },
  },
});
