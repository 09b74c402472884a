// The customer's Jest suite (CommonJS TypeScript): their contact form against @svc/msw. No network, no stubs.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MockService } from '@svc/msw';
import { createMockService } from '@svc/msw';
import { setupServer } from 'msw/node';
import { forwardContact } from './contact';

const baseUrl = 'https://api.svc.test';
let svc: MockService;
let server: ReturnType<typeof setupServer>;

beforeAll(async () => {
  svc = await createMockService({ baseUrl });
  server = setupServer(...svc.handlers);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => svc.reset());
// Any request the service refuses as this code's mistake (a missing field, a wrong key) fails the test that sent it.
afterEach(() => svc.expectNoRefusals());
afterAll(() => server.close());

const form = { name: 'Ada', email: 'ada@example.org', message: 'A quote, please' };

describe('contact form', () => {
  it('stores the submission with the country of the visitor and notifies the team', async () => {
    const outcome = await forwardContact(form, { baseUrl, key: svc.demo!.capture.keys.test, visitorIp: '81.2.69.142' });

    expect(outcome.kind).toBe('stored');
    const [submission] = await svc.state.submissions();
    expect(submission).toMatchObject({ fields: form, countryCode: 'GB' });
    expect(await svc.state.outbox()).toHaveLength(1);
  });

  it('asks to retry after the Retry-After of a 429', async () => {
    svc.scenario.use('rate_limit', { operation: 'createCapture', resetSeconds: 2 });

    expect(await forwardContact(form, { baseUrl, key: svc.demo!.capture.keys.test })).toEqual({ kind: 'retry-later', afterSeconds: 2 });
    expect(await svc.state.submissions()).toHaveLength(3); // the demo's own three leads, none added
  });

  it('works on a seed of its own making: an empty service and a capture site set up for the test', async () => {
    const empty = await createMockService({ baseUrl: 'https://empty.svc.test', seed: 'empty' });
    server.use(...empty.handlers);
    const { keys } = await empty.setup.capture();

    expect(await forwardContact(form, { baseUrl: 'https://empty.svc.test', key: keys.live })).toMatchObject({ kind: 'stored' });
    expect(await empty.state.submissions()).toHaveLength(1);
    server.resetHandlers();
  });
});

describe('with Jest fake timers', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('a mocked call completes under modern fake timers: the service keeps its own clock', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });

    expect(await forwardContact(form, { baseUrl, key: svc.demo!.capture.keys.test })).toMatchObject({ kind: 'stored' });
  });

  it("time travel: the service's clock moves with svc.clock.advance, whatever Jest's timers do", async () => {
    jest.useFakeTimers();
    await forwardContact(form, { baseUrl, key: svc.demo!.capture.keys.test, visitorIp: '81.2.69.142' });

    await svc.clock.advance(30 * 24 * 60 * 60 * 1000); // 30 days: the raw IP is removed, the country stays

    const [submission] = await svc.state.submissions();
    expect(submission!.context).not.toHaveProperty('ip');
    expect(submission).toMatchObject({ countryCode: 'GB' });
  });
});
