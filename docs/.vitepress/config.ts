// The docs site: quick starts, guides, the generated API reference (docs/reference/api/, written by
// scripts/api-reference.ts) and the HTTP reference (docs/public/http/, written by scripts/http-reference.ts).
// Everything is served from the site itself: local search, the theme's bundled font, no external service.
import { posix } from 'node:path';
import { defineConfig } from 'vitepress';

/** Where the repository's files are read, for links to files the site does not publish (examples, sources). */
const REPOSITORY = 'https://github.com/svc/svc/blob/main/';

/**
 * A relative link of a page (docs/PAGE, repository path `docs/${page}`): one to a page or asset of the site stays;
 * one to a file outside docs/ (an example, a source file, CONTRIBUTING) goes to the repository host, so the same
 * markdown links work on the repository host and on the site.
 */
function siteLink(page: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) return href;
  const target = posix.normalize(posix.join('docs', posix.dirname(page), href));
  return target.startsWith('docs/') ? href : `${REPOSITORY}${target}`;
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
      md.core.ruler.push('repository-links', (state) => {
        const page = (state.env as { relativePath?: string }).relativePath ?? '';
        for (const block of state.tokens) {
          for (const token of block.children ?? []) {
            if (token.type === 'link_open') token.attrSet('href', siteLink(page, token.attrGet('href') ?? ''));
          }
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
