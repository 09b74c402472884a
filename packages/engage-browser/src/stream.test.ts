import { isSvcError } from '@svc/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngageClient } from './client.js';
import type { ConversationStream, StreamOptions } from './stream.js';
import { streamConversation } from './stream.js';
import { BASE, memoryStorage, startReference } from './test-support.js';
import type { ConversationEvent, ConversationRead } from './types.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
let watcher: ConversationStream | undefined;
beforeEach(async () => {
  ref = await startReference();
});
afterEach(() => watcher?.stop());

const consoleHeaders = () => ({ 'x-portal-key': ref.demo.console.portalKey, 'x-identity-sub': ref.demo.console.identitySub });
const consoleCall = (conversationId: string, action: string, json: unknown = {}) =>
  ref.call('POST', `/api/engage/sites/${ref.demo.engage.siteId}/conversations/${conversationId}/${action}`, json, consoleHeaders());

/** A visitor with a thread, and a watcher recording what it reports. */
async function watched(options: Partial<StreamOptions> = {}) {
  const engage = createEngageClient({
    publishableKey: ref.demo.engage.publishableKey,
    baseUrl: BASE,
    fetch: ref.fetch,
    storage: memoryStorage(),
    backoff: { baseMs: 1, capMs: 1 },
  });
  const first = await engage.chat({ message: 'Can I talk to a person?' });
  const updates: ConversationRead[] = [];
  const events: ConversationEvent[] = [];
  const errors: unknown[] = [];
  watcher = streamConversation(engage, {
    fetch: ref.fetch,
    intervalMs: 5,
    maxIntervalMs: 40,
    onUpdate: (c) => updates.push(c),
    onEvent: (e) => events.push(e),
    onError: (e) => errors.push(e),
    ...options,
  });
  const last = () => updates.at(-1);
  return { engage, first, conversationId: first.conversationId, updates, events, errors, last };
}

/** An EventSource over a fetch, enough for the watcher: named events, lastEventId, open, error, close. */
function fetchEventSource(fetcher: (request: Request) => Promise<Response>, urls: string[]) {
  return class FakeEventSource extends EventTarget {
    onopen: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly controller = new AbortController();
    constructor(url: string) {
      super();
      urls.push(url);
      void this.run(url);
    }
    close(): void {
      this.controller.abort();
    }
    private async run(url: string): Promise<void> {
      try {
        const response = await fetcher(new Request(url, { signal: this.controller.signal }));
        if (!response.ok) return this.onerror?.();
        this.onopen?.();
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return this.onerror?.();
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
            const data = field('data');
            if (data !== undefined)
              this.dispatchEvent(new MessageEvent(field('event') ?? 'message', { data, lastEventId: field('id') ?? '' }));
          }
        }
      } catch {
        if (!this.controller.signal.aborted) this.onerror?.();
      }
    }
  } as unknown as new (
    url: string,
  ) => EventSource;
}

describe('streamConversation', () => {
  for (const transport of ['fetch', 'poll', 'eventsource'] as const) {
    it(`${transport}: reports the thread, then typing, an agent reply and the status, and stops listening when stopped`, async () => {
      const urls: string[] = [];
      const w = await watched({ transport, ...(transport === 'eventsource' ? { EventSource: fetchEventSource(ref.fetch, urls) } : {}) });
      await vi.waitFor(() => expect(w.last()?.messages.map((m) => m.role)).toEqual(['visitor', 'assistant']));
      await vi.waitFor(async () =>
        expect((await (await consoleCall(w.conversationId, 'typing', { typing: true, agentName: 'Sam' })).json()).delivered).toBe(1),
      );
      await vi.waitFor(() =>
        expect(w.events.find((e) => e.event === 'typing')).toEqual({
          event: 'typing',
          data: { typing: true, agentName: 'Sam', ttlMs: 6000 },
        }),
      );
      await consoleCall(w.conversationId, 'reply', { message: 'Hi, this is Sam.', agentName: 'Sam' });
      await vi.waitFor(() =>
        expect(w.last()).toMatchObject({ status: 'agent', messages: [{}, {}, { role: 'agent', content: 'Hi, this is Sam.' }] }),
      );
      expect(w.events.filter((e) => e.event === 'status').at(-1)).toEqual({
        event: 'status',
        id: '3-agent',
        data: { status: 'agent', agentName: 'Sam' },
      });
      expect(watcher!.transport).toBe(transport);
      if (transport === 'eventsource') expect(urls[0]).toMatch(/\/events\?streamToken=st_\w+&after=0-ai$/);
      watcher!.stop();
      await vi.waitFor(() => expect(ref.server.deps.live.listening(w.conversationId)).toBe(0));
      expect(w.errors).toEqual([]);
    });
  }

  it('resumes from the last cursor after a dropped stream, so a reply sent meanwhile arrives, and backs off while refused', async () => {
    let drop: (() => void) | undefined;
    let refusals = 0;
    const at: number[] = [];
    const fetcher = async (request: Request): Promise<Response> => {
      if (!request.url.includes('/events?')) return ref.fetch(request);
      at.push(Date.now());
      if (refusals > 0) {
        refusals--;
        return new Response(JSON.stringify({ success: false, code: 'HTTP_502', message: 'bad gateway' }), {
          status: 502,
          headers: { 'content-type': 'application/json' },
        });
      }
      const controller = new AbortController();
      drop = () => controller.abort();
      return ref.fetch(new Request(request, { signal: AbortSignal.any([controller.signal, request.signal]) }));
    };
    const w = await watched({ transport: 'fetch', fetch: fetcher });
    await vi.waitFor(() => expect(w.last()?.messages).toHaveLength(2));
    refusals = 3;
    drop!();
    await consoleCall(w.conversationId, 'reply', { message: 'sent while you were away' });
    await vi.waitFor(() => expect(w.last()?.messages.at(-1)?.content).toBe('sent while you were away'));
    expect(w.errors.filter(isSvcError).map((e) => e.status)).toEqual([502, 502, 502]);
    // Each refusal waits longer than the one before (5, 10, 20 ms, jittered between half and all).
    expect(at.length).toBeGreaterThanOrEqual(5);
    expect(w.last()!.messages.map((m) => m.id)).toEqual([...new Set(w.last()!.messages.map((m) => m.id))]);
  });

  it('gets a new stream token when the server refuses the old one (401), and carries on', async () => {
    const w = await watched({ transport: 'poll' });
    await vi.waitFor(() => expect(w.last()?.messages).toHaveLength(2));
    const grants = () => ref.sent.filter((r) => r.url.endsWith('/stream')).length;
    expect(grants()).toBe(1);
    await ref.call('POST', '/_admin/clock/advance', { seconds: 16 * 60 });
    await consoleCall(w.conversationId, 'reply', { message: 'after the token expired' });
    await vi.waitFor(() => expect(w.last()?.messages.at(-1)?.content).toBe('after the token expired'), { timeout: 5000 });
    expect(grants()).toBe(2);
    expect(w.errors.some((e) => isSvcError(e) && e.code === 'INVALID_STREAM_TOKEN')).toBe(true);
  });

  it('falls back from a stream a proxy rewrites (not text/event-stream) to long polls', async () => {
    const fetcher = async (request: Request): Promise<Response> =>
      request.url.includes('/events?')
        ? new Response('<html>buffered</html>', { headers: { 'content-type': 'text/html' } })
        : ref.fetch(request);
    const w = await watched({ transport: 'fetch', fetch: fetcher });
    await vi.waitFor(() => expect(watcher!.transport).toBe('poll'));
    await consoleCall(w.conversationId, 'reply', { message: 'over long polls' });
    await vi.waitFor(() => expect(w.last()?.messages.at(-1)?.content).toBe('over long polls'));
  });

  it('since now: only what happens after the watch starts', async () => {
    const w = await watched({ transport: 'fetch', since: 'now' });
    await vi.waitFor(() => expect(ref.server.deps.live.listening(w.conversationId)).toBe(1));
    await consoleCall(w.conversationId, 'reply', { message: 'new' });
    await vi.waitFor(() => expect(w.last()?.messages.map((m) => m.content)).toEqual(['new']));
  });

  it('stops when its signal aborts, and reports a visitor without a thread as an error', async () => {
    const controller = new AbortController();
    const w = await watched({ transport: 'fetch', signal: controller.signal });
    await vi.waitFor(() => expect(ref.server.deps.live.listening(w.conversationId)).toBe(1));
    controller.abort();
    await vi.waitFor(() => expect(ref.server.deps.live.listening(w.conversationId)).toBe(0));

    const errors: unknown[] = [];
    const fresh = createEngageClient({
      publishableKey: ref.demo.engage.publishableKey,
      baseUrl: BASE,
      fetch: ref.fetch,
      storage: memoryStorage(),
    });
    watcher = streamConversation(fresh, { fetch: ref.fetch, intervalMs: 5, onError: (e) => errors.push(e) });
    await vi.waitFor(() => expect(String(errors[0])).toContain('no conversation yet'));
  });
});
