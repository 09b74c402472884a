import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsole } from '../../test/engage-console.js';
import type { TestServer } from '../../test/harness.js';

let t: TestServer;
let headers: Record<string, string>;
let siteId: string;
beforeEach(async () => {
  ({ t, headers, siteId } = await startConsole());
});
afterEach(() => t.close());

const put = (json: unknown) => t.request('PUT', `/api/engage/sites/${siteId}/knowledge`, { headers, json });
const article = (i: number, extra: Record<string, unknown> = {}) => ({
  slug: `article-${i}`,
  title: `Article ${i}`,
  body: `Body of article ${i}.`,
  tags: ['faq'],
  ...extra,
});

describe('site knowledge', () => {
  it('a new site has empty knowledge that was never updated', async () => {
    const r = await t.request('GET', `/api/engage/sites/${siteId}/knowledge`, { headers });
    expect(r.status).toBe(200);
    expect(r.body.knowledge).toEqual({ context: '', articles: [], updatedAt: null });
  });

  it('PUT replaces context and articles whole and sets updatedAt', async () => {
    await put({ context: 'Old', articles: [article(1), article(2)] });
    t.clock.advance(60_000);
    const r = await put({ context: 'New context', articles: [article(3, { url: 'https://studio.example/3' })] });
    expect(r.status).toBe(200);
    expect(r.body.knowledge.articles.map((a: { slug: string }) => a.slug)).toEqual(['article-3']);
    expect(r.body.knowledge.updatedAt).toBe(new Date(t.clock.now()).toISOString());
    const read = await t.request('GET', `/api/engage/sites/${siteId}/knowledge`, { headers });
    expect(read.body.knowledge).toEqual(r.body.knowledge);
  });

  it('a GET result can be sent back as is (updatedAt is ignored)', async () => {
    const stored = (await put({ context: 'C', articles: [article(1)] })).body.knowledge;
    expect((await put(stored)).status).toBe(200);
  });

  it('context holds at most 6,000 characters', async () => {
    expect((await put({ context: 'c'.repeat(6000), articles: [] })).status).toBe(200);
    const r = await put({ context: 'c'.repeat(6001), articles: [] });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['context']);
    expect(r.body.message).toContain('6000');
  });

  it('at most 40 articles', async () => {
    const forty = Array.from({ length: 40 }, (_, i) => article(i));
    expect((await put({ context: '', articles: forty })).status).toBe(200);
    const r = await put({ context: '', articles: [...forty, article(40)] });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('at most 40 articles');
  });

  it('an article body holds at most 8,000 characters', async () => {
    expect((await put({ context: '', articles: [article(1, { body: 'b'.repeat(8000) })] })).status).toBe(200);
    const r = await put({ context: '', articles: [article(1, { body: 'b'.repeat(8001) })] });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['articles[0].body']);
    expect(r.body.message).toContain('8000');
  });

  it('characters are counted as characters, not UTF-16 units', async () => {
    expect((await put({ context: '😀'.repeat(6000), articles: [] })).status).toBe(200);
  });

  it('an article carries at most 10 tags of 1 to 40 characters', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    expect((await put({ context: '', articles: [article(1, { tags: ten })] })).status).toBe(200);
    for (const tags of [[...ten, 'eleven'], ['t'.repeat(41)], [''], ['ok', 3]]) {
      const r = await put({ context: '', articles: [article(1, { tags })] });
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual(['articles[0].tags']);
    }
  });

  it('slug, title and url rules', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ slug: 'Opening Hours' }, 'articles[0].slug'],
      [{ slug: '-hours' }, 'articles[0].slug'],
      [{ slug: 'a'.repeat(81) }, 'articles[0].slug'],
      [{ title: '' }, 'articles[0].title'],
      [{ title: 't'.repeat(201) }, 'articles[0].title'],
      [{ url: 'ftp://studio.example/x' }, 'articles[0].url'],
      [{ url: `https://studio.example/${'u'.repeat(400)}` }, 'articles[0].url'],
      [{ summary: 'extra' }, 'articles[0].summary'],
    ];
    for (const [extra, field] of cases) {
      const r = await put({ context: '', articles: [article(1, extra)] });
      expect(r.status, field).toBe(400);
      expect(r.body.fields).toEqual([field]);
    }
  });

  it('slugs are unique per site', async () => {
    const r = await put({ context: '', articles: [article(1), article(1)] });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['articles[1].slug']);
  });

  it('context and articles are both required', async () => {
    const r = await put({ articles: [] });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['context']);
    expect((await put({ context: '' })).body.fields).toEqual(['articles']);
  });

  it('a rejected replacement keeps the stored knowledge', async () => {
    await put({ context: 'Keep me', articles: [article(1)] });
    await put({ context: 'c'.repeat(7000), articles: [] });
    const read = await t.request('GET', `/api/engage/sites/${siteId}/knowledge`, { headers });
    expect(read.body.knowledge.context).toBe('Keep me');
  });
});
