// The customer's suite: their help desk against @svc/msw, the svc service running inside msw. No network, no stubs.
import { createMockService } from '@svc/msw';
import '@svc/msw/vitest';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHelpDesk } from './help-desk.js';

const baseUrl = 'https://api.svc.test';
const svc = await createMockService({ baseUrl });
const server = setupServer(...svc.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => svc.reset());
// Any request the service refuses as this code's mistake (a missing field, a wrong key) fails the test that sent it.
afterEach(() => svc.expectNoRefusals());
afterAll(() => server.close());

// A fresh help desk per test: the visitor token lives in the client, so threads never leak between tests.
const helpDesk = () => createHelpDesk({ baseUrl, publishableKey: svc.demo!.engage.publishableKey });

describe('success', () => {
  it('answers a question from the knowledge base and keeps the thread', async () => {
    const reply = await helpDesk().ask('What are your opening hours?');

    expect(reply.kind).toBe('answer');
    const [thread] = await svc.state.conversations();
    expect(thread?.messages.map((m) => m.role)).toEqual(['visitor', 'assistant']);
    expect(thread?.messages[0]?.content).toBe('What are your opening hours?');
  });

  it('files the contact form as one support ticket', async () => {
    const outcome = await helpDesk().contactSupport({ name: 'Ada', email: 'ada@example.org', message: 'My order is late.' });

    expect(outcome.kind).toBe('sent');
    const tickets = await svc.state.tickets();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ source: 'support', email: 'ada@example.org' });
    await expect(svc).toHaveReceived('createSupportTicket', { times: 1, body: { email: 'ada@example.org' } });
  });
});

describe('429: rate limited', () => {
  it('tells the visitor when to ask again instead of waiting 30 s', async () => {
    svc.scenario.use('rate_limit', { resetSeconds: 30 });

    const started = Date.now();
    expect(await helpDesk().ask('Hello?')).toEqual({ kind: 'slow-down', retryAfterSeconds: 30 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('files no ticket while rate limited, and says when to send again', async () => {
    svc.scenario.use('rate_limit', { operation: 'createSupportTicket', resetSeconds: 45 });

    expect(await helpDesk().contactSupport({ name: 'Ada', email: 'ada@example.org', message: 'Hi' })).toEqual({
      kind: 'slow-down',
      retryAfterSeconds: 45,
    });
    expect(await svc.state.tickets()).toEqual([]);
  });
});

describe('503: unavailable', () => {
  it('rides out one key-verification outage (the SDK retries after Retry-After) and files the ticket once', async () => {
    svc.scenario.use('key_verification_unavailable', { operation: 'createSupportTicket', times: 1 });

    const outcome = await helpDesk().contactSupport({ name: 'Ada', email: 'ada@example.org', message: 'Hi' });

    expect(outcome.kind).toBe('sent');
    expect(await svc.state.tickets()).toHaveLength(1);
    expect(svc.scenario.active()).toEqual([]); // the 503 was answered and used up
  });

  it('asks the visitor to try later when the outage lasts, with the request id for support', async () => {
    svc.scenario.use('key_verification_unavailable', { operation: 'sendChatMessage' });

    const reply = await helpDesk().ask('Hello?');

    expect(reply).toMatchObject({ kind: 'try-later', requestId: expect.stringMatching(/\S/) });
    expect(await svc.state.conversations()).toEqual([]);
  });

  it("gives up on a ticket after the SDK's retries when the outage lasts", async () => {
    svc.scenario.use('key_verification_unavailable', { operation: 'createSupportTicket', times: 3 }); // first try + 2 retries

    const outcome = await helpDesk().contactSupport({ name: 'Ada', email: 'ada@example.org', message: 'Hi' });

    expect(outcome).toEqual({ kind: 'try-later' });
    expect(await svc.state.tickets()).toEqual([]);
  }, 15_000);

  it('promises a person when the assistant is down, and the message is kept for them', async () => {
    svc.scenario.use('assistant_unavailable');

    expect(await helpDesk().ask('Can a human help me?')).toEqual({ kind: 'agent-will-answer' });
    const [thread] = await svc.state.conversations();
    expect(thread?.messages.map((m) => m.content)).toEqual(['Can a human help me?']);
  });
});

describe('with fake timers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a mocked call completes under vi.useFakeTimers(): the service needs no timer to answer', async () => {
    vi.useFakeTimers();

    expect((await helpDesk().ask('What are your opening hours?')).kind).toBe('answer');
  });

  it("the service's clock moves with svc.clock.advance, which runs what fell due before it resolves", async () => {
    vi.useFakeTimers();
    const before = svc.clock.now();

    await svc.clock.advance(60 * 60 * 1000);

    expect(svc.clock.now() - before).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect((await helpDesk().ask('What are your opening hours?')).kind).toBe('answer');
  });
});
