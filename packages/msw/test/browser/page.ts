// The browser page: msw's setupWorker with the @svc/msw handlers, and Engage calls from the page with no server at all.
import { setupWorker } from 'msw/browser';
import { createMockService } from '../../src/index.js';

const BASE = 'https://api.svc.test';

interface Outcome {
  config?: number;
  chat?: { status: number; answer?: string };
  support?: number;
  rateLimited?: { status: number; retryAfter: string | null };
  networkError?: string;
  tickets?: number;
  error?: string;
}

declare global {
  interface Window {
    svcOutcome?: Outcome;
  }
}

async function run(): Promise<Outcome> {
  const svc = await createMockService({ baseUrl: BASE });
  const worker = setupWorker(...svc.handlers);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'error', quiet: true });
  const headers = { 'x-api-key': svc.demo!.engage.publishableKey, 'content-type': 'application/json' };
  const outcome: Outcome = {};

  outcome.config = (await fetch(`${BASE}/v1/engage/config`, { headers })).status;
  const chat = await fetch(`${BASE}/v1/engage/chat`, { method: 'POST', headers, body: JSON.stringify({ message: 'What are your opening hours?' }) });
  outcome.chat = { status: chat.status, answer: ((await chat.json()) as { answer?: string }).answer };
  const ticket = JSON.stringify({ name: 'Ada', email: 'ada@example.org', message: 'My order is late.' });
  outcome.support = (await fetch(`${BASE}/v1/engage/support`, { method: 'POST', headers, body: ticket })).status;
  outcome.tickets = (await svc.state.tickets()).length;

  svc.scenario.use('rateLimited', { operation: 'getEngageConfig', times: 1, resetSeconds: 17 });
  const limited = await fetch(`${BASE}/v1/engage/config`, { headers });
  outcome.rateLimited = { status: limited.status, retryAfter: limited.headers.get('retry-after') };

  svc.scenario.use('networkError', { times: 1 });
  outcome.networkError = await fetch(`${BASE}/v1/engage/config`, { headers }).then(
    (r) => `answered ${r.status}`,
    (error: unknown) => (error instanceof TypeError ? 'TypeError' : String(error)),
  );
  worker.stop();
  return outcome;
}

run().then(
  (outcome) => (window.svcOutcome = outcome),
  (error: unknown) => (window.svcOutcome = { error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) }),
);
