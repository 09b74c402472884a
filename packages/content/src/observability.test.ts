// The response behind every result, the User-Agent, headers, and calls of the wrong shape, on the Content client.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createContentClient } from './client.js';
import { BASE, startReference } from './test-support.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
const client = (extra: Partial<Parameters<typeof createContentClient>[0]> = {}) =>
  createContentClient({
    apiKey: ref.demo.content.keys.test,
    siteId: ref.demo.content.siteId,
    baseUrl: BASE,
    fetch: ref.fetch,
    backoff: { baseMs: 1, capMs: 1 },
    ...extra,
  });

describe('withResponse', () => {
  it('list() and get() resolve to data, response, request id and attempts', async () => {
    const page = await client().list('events', { limit: 1 }).withResponse();
    expect(page.data.items).toHaveLength(1);
    expect(page.response.status).toBe(200);
    expect(page.requestId).toBe(page.response.headers.get('x-request-id'));
    expect(page.requestId).toMatch(/\S/);
    expect(page.attempts).toBe(1);
    const one = await client().get('events', page.data.items[0]!.slug).withResponse();
    expect(one.data.canonicalSlug).toBe(page.data.items[0]!.slug);
    expect(one.requestId).toBe(one.response.headers.get('x-request-id'));
  });

  it('counts the attempts of a retried call', async () => {
    await ref.fault({ operation: '*', kind: 'key_verification_unavailable', times: 1 });
    const result = await client({ maxRetryAfterMs: 5000 }).list('events', { limit: 1 }).withResponse();
    expect(result.attempts).toBe(2);
  });

  it('a paged read gives each page with its response', async () => {
    const ids: string[] = [];
    let pages = 0;
    for await (const page of client().entries('events', { limit: 1 }).pagesWithResponse()) {
      pages++;
      expect(page.response.status).toBe(200);
      ids.push(page.requestId!);
      expect(page.data.items).toHaveLength(1);
    }
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(pages);
  });
});

describe('identification and headers', () => {
  it('every request carries User-Agent svc-content/<version of package.json> (node <version>), and the headers given', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    await client({ headers: { 'X-Team': 'web' } }).list('events', { limit: 1, headers: { traceparent: '00-1-2-01' } });
    const sent = ref.sent.at(-1)!;
    expect(sent.headers.get('user-agent')).toBe(`svc-content/${version} (node ${process.versions.node})`);
    expect(sent.headers.get('x-team')).toBe('web');
    expect(sent.headers.get('traceparent')).toBe('00-1-2-01');
  });
});

describe('calls of the wrong shape', () => {
  it('a key that matches no key family is refused when the client is created, naming the format', () => {
    expect(() => createContentClient({ apiKey: 'hello', siteId: 'web_1', baseUrl: BASE })).toThrow(
      new TypeError('createContentClient needs apiKey: a Content key (ck_...); this value matches no key family'),
    );
  });

  it('a factory called without its options object names the expected call', () => {
    expect(() => (createContentClient as (k: unknown) => unknown)('ck_test_abc')).toThrow(
      new TypeError('createContentClient: expected createContentClient({ apiKey, siteId, baseUrl })'),
    );
    expect(() => (createContentClient as () => unknown)()).toThrow(TypeError);
  });
});
