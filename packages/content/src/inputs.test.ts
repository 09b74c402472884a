// Input checked where it is typed: one options bag per call, unknown names refused, the page size's range, the key's
// family, and a signal that every page of a paged read honours. All before (or instead of) a request.

import { AbortError } from '@svc/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentClientOptions } from './client.js';
import { createContentClient } from './client.js';
import { BASE, startReference } from './test-support.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
afterEach(() => undefined);

const client = (extra: Partial<ContentClientOptions> = {}) =>
  createContentClient({ apiKey: ref.demo.content.keys.test, siteId: ref.demo.content.siteId, baseUrl: BASE, fetch: ref.fetch, ...extra });

describe('content inputs', () => {
  it('an unknown option is refused in JavaScript too, at the factory and at each call', async () => {
    expect(() => client({ retries: 0 } as Partial<ContentClientOptions>)).toThrow(
      'createContentClient: unknown option retries; did you mean maxRetries?',
    );
    const content = client();
    await expect(content.list('events', { limt: 5 } as never)).rejects.toThrow(/content\.list: unknown option limt; did you mean limit\?/);
    expect(() => content.entries('events', { sginal: undefined } as never)).toThrow(/content\.entries: unknown option sginal/);
    await expect(content.get('events', 'x', { limit: 5 } as never)).rejects.toThrow(/content\.get: unknown option limit/);
    expect(ref.sent).toHaveLength(0);
  });

  it('the old third argument (a separate call-options bag) is refused, not silently ignored', async () => {
    const content = client();
    const signal = AbortSignal.abort();
    const list = content.list as (...args: unknown[]) => Promise<unknown>;
    await expect(list('events', { limit: 1 }, { signal })).rejects.toThrow(
      'content.list takes (collection, options): put signal, maxRetries, timeoutMs and deadlineMs in options',
    );
    expect(() => (content.entries as (...args: unknown[]) => unknown)('events', {}, { signal })).toThrow(/content\.entries takes/);
    await expect((content.get as (...args: unknown[]) => Promise<unknown>)('events', 'x', {}, { signal })).rejects.toThrow(
      /content\.get takes/,
    );
    expect(ref.sent).toHaveLength(0);
  });

  it('a limit outside 1 to 200 is refused locally with the range named, never clamped', async () => {
    const content = client();
    for (const limit of [0, 201, 5000, 2.5, Number.NaN]) {
      await expect(content.list('events', { limit })).rejects.toThrow(RangeError);
    }
    await expect(content.list('events', { limit: 5000 })).rejects.toThrow(
      'content.list: limit must be a whole number from 1 to 200, the page sizes the service serves (got 5000)',
    );
    expect(() => content.entries('events', { limit: 500 })).toThrow(RangeError);
    expect(ref.sent).toHaveLength(0);
    expect((await content.list('events', { limit: 200 })).meta.limit).toBe(200);
  });

  it('a key of another family is refused at construction, naming the key the client needs', () => {
    expect(() => client({ apiKey: ref.demo.capture.keys.test })).toThrow(
      'createContentClient needs apiKey: a Content key (ck_...), not a Form Capture key',
    );
    expect(() => client({ apiKey: ref.demo.engage.publishableKey })).toThrow(/not an Engage publishable key/);
  });

  it('the base URL, the site and the path segments must be given', async () => {
    expect(() => client({ baseUrl: 'svc.test' })).toThrow(/needs baseUrl, an absolute http\(s\) URL/);
    expect(() => client({ siteId: '' })).toThrow(/needs siteId/);
    await expect(client().get('events', '')).rejects.toThrow(/content\.get needs a slug/);
  });

  it('the signal is honoured by every page of a paged read', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const read = async () => {
      for await (const entry of client().entries('events', { limit: 1, signal: controller.signal })) {
        seen.push(entry.slug);
        controller.abort();
      }
    };
    await expect(read()).rejects.toBeInstanceOf(AbortError);
    expect(seen).toHaveLength(1);
    expect(ref.sent).toHaveLength(1);
  });

  it('one options bag: paging and call options together', async () => {
    const page = await client().list('events', { limit: 1, maxRetries: 0, timeoutMs: 5_000, deadlineMs: 10_000 });
    expect(page.items).toHaveLength(1);
  });
});
