// The browser page of the live-events test: msw's setupWorker with the @svc/msw handlers, and streamConversation in
// Chromium (EventSource by default) hearing an agent's typing and reply that the page sends through the console API.

import type { ConversationEvent } from '@svc/engage-browser';
import { createEngageClient, streamConversation } from '@svc/engage-browser';
import { setupWorker } from 'msw/browser';
import { createMockService } from '../../src/index.js';

const BASE = 'https://api.svc.test';

const until = async (ok: () => boolean, what: string): Promise<void> => {
  const end = Date.now() + 10_000;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function run(): Promise<unknown> {
  const svc = await createMockService({ baseUrl: BASE });
  const worker = setupWorker(...svc.handlers);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'error', quiet: true });
  const engage = createEngageClient({ publishableKey: svc.demo!.engage.publishableKey, baseUrl: BASE });
  const { conversationId } = await engage.chat({ message: 'Can I talk to a person?' });
  const events: ConversationEvent[] = [];
  const errors: string[] = [];
  let roles: string[] = [];
  const watcher = streamConversation(engage, {
    onEvent: (e) => events.push(e),
    onUpdate: (thread) => (roles = thread.messages.map((m) => m.role)),
    onError: (e) => errors.push(String(e)),
    intervalMs: 50,
  });
  await until(() => roles.length === 2, 'the history');
  const headers = {
    'x-portal-key': svc.demo!.console.portalKey,
    'x-identity-sub': svc.demo!.console.identitySub,
    'content-type': 'application/json',
  };
  const base = `${BASE}/api/engage/sites/${svc.demo!.engage.siteId}/conversations/${conversationId}`;
  await fetch(`${base}/typing`, { method: 'POST', headers, body: JSON.stringify({ typing: true, agentName: 'Sam' }) });
  await until(() => events.some((e) => e.event === 'typing'), 'the typing event');
  const sent = Date.now();
  await fetch(`${base}/reply`, { method: 'POST', headers, body: JSON.stringify({ message: 'Hi, Sam here.', agentName: 'Sam' }) });
  await until(() => roles.length === 3, 'the agent reply');
  const transport = watcher.transport;
  watcher.stop();
  worker.stop();
  return { transport, roles, typing: events.find((e) => e.event === 'typing')?.data, replyWithinMs: Date.now() - sent < 3000, errors };
}

const page = window as unknown as { svcOutcome?: unknown };
run().then(
  (outcome) => (page.svcOutcome = outcome),
  (error: unknown) => (page.svcOutcome = { error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) }),
);
