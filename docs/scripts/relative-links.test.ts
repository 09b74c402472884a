import { describe, expect, it } from 'vitest';
import { relativeTo, withRelativeLinks } from './relative-links.js';

describe('the built site links relatively, so it opens from disk', () => {
  it('makes a root-relative link relative to the page, keeping query and anchor', () => {
    expect(relativeTo('index.html', '/guides/errors.html#codes')).toBe('./guides/errors.html#codes');
    expect(relativeTo('guides/errors.html', '/assets/style.css?v=1')).toBe('../assets/style.css?v=1');
    expect(relativeTo('guides/errors.html', '/guides/paging.html')).toBe('./paging.html');
    expect(relativeTo('guides/errors.html', '/guides/errors.html#top')).toBe('./errors.html#top');
    expect(relativeTo('reference/api/core.md.html', '/')).toBe('../../index.html');
    expect(relativeTo('index.html', '/start/')).toBe('./start/index.html');
  });

  it('rewrites href and src from the root, and leaves other hosts, protocol-relative links and anchors alone', () => {
    const html =
      '<a href="/guides/errors.html">e</a><script src="/assets/app.js"></script>' +
      '<a href="https://example.org/x">x</a><link href="//cdn.example/y.css"><a href="#top">t</a>';
    expect(withRelativeLinks(html, 'start/backend.html')).toBe(
      '<a href="../guides/errors.html">e</a><script src="../assets/app.js"></script>' +
        '<a href="https://example.org/x">x</a><link href="//cdn.example/y.css"><a href="#top">t</a>',
    );
  });
});
