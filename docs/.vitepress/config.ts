// The docs site: quick starts, guides, the generated API reference (docs/reference/api/, written by
// scripts/api-reference.ts) and the HTTP reference (docs/public/http/, written by scripts/http-reference.ts).
// Everything is served from the site itself: local search, the theme's bundled font, no external service.
import { posix } from 'node:path';
import { defineConfig } from 'vitepress';
import { searchableSource } from '../scripts/api-tables.js';

/** The site's icon, the demo's speech bubble in the accent colour, inline: no file to serve or to go missing. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/>' +
    '<path fill="#fff" d="M8 8h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9l-5 4v-4H8a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z"/></svg>',
)}`;

/**
 * The HTTP reference is its own page (docs/public/http/, Scalar), not a route of the site: linked directly, and opened
 * by the browser itself (`_self`) rather than the site's router.
 */
const HTTP_REFERENCE = { text: 'HTTP reference', link: '/http/index.html', target: '_self' };

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
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: FAVICON }]],
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
    search: {
      provider: 'local',
      options: {
        // A generated API page's repeated headings (Properties, Methods, Parameters...) are not results of their own:
        // their text is found under the type or member it belongs to.
        _render(src, env, md) {
          const html = md.render(env.relativePath.startsWith('reference/api/') ? searchableSource(src) : src, env);
          return env.frontmatter?.search === false ? '' : html;
        },
      },
    },
    nav: [
      { text: 'Quick starts', link: '/start/backend' },
      { text: 'Guides', link: '/guides/paging' },
      { text: 'API reference', link: '/reference/api/' },
      HTTP_REFERENCE,
    ],
    sidebar: [
      {
        text: 'Quick starts',
        items: [
          { text: 'Backend (Node.js)', link: '/start/backend' },
          { text: 'Website (script tag)', link: '/start/website' },
          { text: 'Tests (msw)', link: '/start/tests' },
          { text: 'Local and CI', link: '/start/local-and-ci' },
          { text: 'pnpm, Yarn or Bun', link: '/start/package-managers' },
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
          { text: '@svc/types', link: '/packages/types' },
          { text: '@svc/http-reference', link: '/packages/http-reference' },
        ],
      },
      {
        text: 'Reference',
        items: [{ text: 'API reference (generated)', link: '/reference/api/' }, HTTP_REFERENCE],
      },
    ],
    outline: { level: [2, 3] },
  },
});
