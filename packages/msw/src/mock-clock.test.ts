import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdjustableClock, createMockService } from './index.js';

const BASE = 'https://api.svc.test';

describe('svc.clock', () => {
  it('advance() runs the webhook retries that fell due before it resolves, and the log keeps the signed headers', async () => {
    const svc = await createMockService({
      baseUrl: BASE,
      seed: 'empty',
      clock: new AdjustableClock({ start: Date.UTC(2026, 0, 1), frozen: true }),
    });
    const { publishableKey } = await svc.setup.engageSite({ webhookUrl: 'https://hooks.shop.example/svc' });
    svc.scenario.use('webhookFailure', { times: 1 });
    const chat = new Request(`${BASE}/v1/engage/chat`, {
      method: 'POST',
      headers: { 'x-api-key': publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'I want to talk to a person' }),
    });
    expect((await getResponse(svc.handlers, chat))?.status).toBe(200);
    const [failed] = await svc.state.webhookDeliveries();
    expect(failed).toMatchObject({ type: 'chat.escalated', status: 'pending', attempts: 1 });

    await svc.clock.advance(30_000);

    const [delivered] = await svc.state.webhookDeliveries();
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 204 });
    expect(Object.keys(delivered!.headers!).sort()).toEqual(['content-type', 'webhook-id', 'webhook-signature', 'webhook-timestamp']);
    expect(delivered!.headers!['webhook-timestamp']).toBe(String(Date.UTC(2026, 0, 1, 0, 0, 30) / 1000));
  });

  it('advance() runs the 30-day raw IP retention: the address goes, the country stays', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty', clock: new AdjustableClock({ frozen: true }) });
    const { keys } = await svc.setup.capture();
    const capture = new Request(`${BASE}/v1/capture`, {
      method: 'POST',
      headers: { 'x-api-key': keys.test, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { name: 'Ada' }, context: { ip: '81.2.69.142' } }),
    });
    await getResponse(svc.handlers, capture);
    await svc.clock.advance(30 * 24 * 60 * 60 * 1000);
    const [submission] = await svc.state.submissions();
    expect(submission!.context).not.toHaveProperty('ip');
    expect(submission).toMatchObject({ countryCode: 'GB' });
  });

  it('tick() runs what is due for a clock moved by hand', async () => {
    const clock = new AdjustableClock({ frozen: true });
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty', clock });
    const { keys } = await svc.setup.capture();
    await getResponse(
      svc.handlers,
      new Request(`${BASE}/v1/capture`, {
        method: 'POST',
        headers: { 'x-api-key': keys.test, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { a: 'b' }, context: { ip: '8.8.8.8' } }),
      }),
    );
    clock.advance(31 * 24 * 60 * 60 * 1000);
    await svc.tick();
    expect((await svc.state.submissions())[0]!.context).not.toHaveProperty('ip');
  });
});
