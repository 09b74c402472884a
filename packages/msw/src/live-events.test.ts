// The visitor's live events through msw's own interception (setupServer): a streamed response, read as it flows.

import type { ConversationEvent } from '@svc/engage-browser';
import { createEngageClient, streamConversation } from '@svc/engage-browser';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockService } from './index.js';
import { createMockService } from './index.js';

const BASE = 'https://api.svc.test';
let svc: MockService;
let server: ReturnType<typeof setupServer>;
beforeAll(async () => {
  svc = await createMockService({ baseUrl: BASE });
  server = setupServer(...svc.handlers);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('live events under msw', () => {
  for (const transport of ['fetch', 'poll'] as const) {
    it(`${transport}: an agent's typing and reply reach streamConversation through the intercepted fetch`, async () => {
      const memory = new Map<string, string>();
      const storage = {
        getItem: (k: string) => memory.get(k) ?? null,
        setItem: (k: string, v: string) => void memory.set(k, v),
        removeItem: (k: string) => void memory.delete(k),
      };
      const engage = createEngageClient({ publishableKey: svc.demo!.engage.publishableKey, baseUrl: BASE, storage });
      const { conversationId } = await engage.chat({ message: 'Can I talk to a person?' });
      const events: ConversationEvent[] = [];
      const watcher = streamConversation(engage, { transport, onEvent: (e) => events.push(e), intervalMs: 5 });
      try {
        const headers = {
          'x-portal-key': svc.demo!.console.portalKey,
          'x-identity-sub': svc.demo!.console.identitySub,
          'content-type': 'application/json',
        };
        const base = `${BASE}/api/engage/sites/${svc.demo!.engage.siteId}/conversations/${conversationId}`;
        await expect
          .poll(async () => (await (await fetch(`${base}/typing`, { method: 'POST', headers, body: '{"typing":true}' })).json()).delivered)
          .toBe(1);
        await fetch(`${base}/reply`, { method: 'POST', headers, body: JSON.stringify({ message: 'Hi, Sam here.' }) });
        await expect.poll(() => events.map((e) => e.event)).toContain('status');
        expect(events.find((e) => e.event === 'typing')).toMatchObject({ data: { typing: true } });
        await expect
          .poll(() => events.filter((e) => e.event === 'message').map((e) => (e.data as { content: string }).content))
          .toContain('Hi, Sam here.');
      } finally {
        watcher.stop();
      }
    });
  }
});
