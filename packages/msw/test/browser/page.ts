// The browser page: msw's setupWorker with the @svc/msw handlers, and @svc/engage-browser talking to them with no
// server at all.
import { createEngageClient, SvcError } from '@svc/engage-browser';
import { setupWorker } from 'msw/browser';
import { createMockService } from '../../src/index.js';

const BASE = 'https://api.svc.test';

interface Outcome {
  config?: string;
  chat?: { answer?: string; status: string };
  conversation?: string[];
  ticket?: boolean;
  tickets?: number;
  rateLimited?: { name: string; status?: number; retryAfterMs?: number };
  assistantUnavailable?: { name: string; code?: string };
  agentTakeover?: { queued?: boolean; status: string };
  networkError?: string;
  error?: string;
}

declare global {
  interface Window {
    svcOutcome?: Outcome;
  }
}

/** The error's class name and figures, or the answer when the call did not fail. */
async function failure<T>(call: Promise<T>): Promise<{ name: string; status?: number; retryAfterMs?: number; code?: string }> {
  try {
    await call;
    return { name: 'no error' };
  } catch (error) {
    if (error instanceof SvcError) {
      return {
        name: error.name,
        status: error.status,
        code: error.code,
        ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
      };
    }
    return { name: error instanceof Error ? error.name : String(error) };
  }
}

async function run(): Promise<Outcome> {
  const svc = await createMockService({ baseUrl: BASE });
  const worker = setupWorker(...svc.handlers);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'error', quiet: true });
  const engage = createEngageClient({ publishableKey: svc.demo!.engage.publishableKey, baseUrl: BASE });
  const once = { maxRetries: 0 };
  const outcome: Outcome = {};

  outcome.config = (await engage.getConfig()).name;
  const chat = await engage.chat({ message: 'What are your opening hours?' });
  outcome.chat = { answer: chat.answer, status: chat.status };
  outcome.conversation = (await engage.getConversation())?.messages.map((m) => m.role);
  outcome.ticket = (await engage.createTicket({ name: 'Ada', email: 'ada@example.org', message: 'My order is late.' })).duplicate === false;
  outcome.tickets = (await svc.state.tickets()).length;

  svc.scenario.use('rateLimited', { operation: 'createSupportTicket', times: 1, resetSeconds: 17 });
  const { name, status, retryAfterMs } = await failure(
    engage.createTicket({ name: 'Ada', email: 'ada@example.org', message: 'Again' }, once),
  );
  outcome.rateLimited = { name, ...(status === undefined ? {} : { status }), ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };

  svc.scenario.use('assistantUnavailable', { times: 1 });
  const unavailable = await failure(engage.chat({ message: 'And on Sundays?' }, once));
  outcome.assistantUnavailable = { name: unavailable.name, ...(unavailable.code ? { code: unavailable.code } : {}) };

  svc.scenario.use('agentTakeover', { times: 1 });
  const queued = await engage.chat({ message: 'Can a person help?' });
  outcome.agentTakeover = { queued: queued.queued, status: queued.status };

  svc.scenario.use('networkError', { times: 1 });
  outcome.networkError = (await failure(engage.createTicket({ name: 'Ada', email: 'ada@example.org', message: 'Offline' }, once))).name;
  worker.stop();
  return outcome;
}

run().then(
  (outcome) => (window.svcOutcome = outcome),
  (error: unknown) => (window.svcOutcome = { error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) }),
);
