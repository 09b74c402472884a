// The README's suite, as a customer would paste it: if this breaks, the five-minute guide is wrong.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createMockService } from '../src/index.js';

const baseUrl = 'https://api.svc.test'; // whatever base URL your code is configured with
const svc = await createMockService({ baseUrl });
const server = setupServer(...svc.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => svc.reset()); // back to the seed: data, rate-limit counters, scenarios
afterAll(() => server.close());

it('stores the contact form', async () => {
  const response = await fetch(`${baseUrl}/v1/capture`, {
    method: 'POST',
    headers: { 'x-api-key': svc.demo!.capture.keys.test, 'content-type': 'application/json' },
    body: JSON.stringify({ form: 'contact', fields: { name: 'Ada', email: 'ada@example.org' } }),
  });
  expect(response.status).toBe(201);

  const [submission] = await svc.state.submissions();
  expect(submission).toMatchObject({ form: 'contact', fields: { name: 'Ada', email: 'ada@example.org' } });
  expect(await svc.state.outbox()).toHaveLength(1); // the team alert email
});

it('the README scenarios answer as its table says', async () => {
  svc.scenario.use('rateLimited', { resetSeconds: 30 });
  svc.scenario.use('networkError', { operation: 'createCapture', times: 2 });
  expect(svc.scenario.active().map((s) => [s.name, s.remaining])).toEqual([
    ['rateLimited', null],
    ['networkError', 2],
  ]);
  const config = await fetch(`${baseUrl}/v1/engage/config`, { headers: { 'x-api-key': svc.demo!.engage.publishableKey } });
  expect([config.status, config.headers.get('retry-after'), config.headers.get('ratelimit-reset')]).toEqual([429, '30', '30']);
  await expect(fetch(`${baseUrl}/v1/capture`, { method: 'POST' })).rejects.toThrow(TypeError);
});
