import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MockService } from './index.js';
import { AdjustableClock, createMockService } from './index.js';

const BASE = 'https://api.svc.test';

async function post(svc: MockService, path: string, key: string, json: unknown): Promise<Response> {
  const request = new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return (await getResponse(svc.handlers, request))!;
}

describe('state', () => {
  it('shows a captured submission, its lead and its alert email', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'demo' });
    const before = (await svc.state.submissions()).length;
    const r = await post(svc, '/v1/capture', svc.demo!.capture.keys.test, {
      form: 'quote',
      fields: { name: 'Ada', email: 'ada@example.org' },
    });
    const { id } = (await r.json()) as { id: string };
    const submissions = await svc.state.submissions();
    expect(submissions).toHaveLength(before + 1);
    expect(submissions[0]).toMatchObject({ id, form: 'quote', fields: { name: 'Ada', email: 'ada@example.org' } });
    expect((await svc.state.leads()).map((l) => l.id)).toContain(id);
    expect((await svc.state.outbox()).map((e) => e.ref)).toContain(`capture.submission:${id}`);
  });

  it('shows tickets from forms and support, and conversations with their messages', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const key = svc.demo!.engage.publishableKey;
    await post(svc, '/v1/engage/forms/contact', key, { fields: { name: 'Ada', email: 'ada@example.org', message: 'Hi' } });
    await post(svc, '/v1/engage/support', key, { name: 'Grace', email: 'grace@example.org', message: 'Help' });
    await post(svc, '/v1/engage/chat', key, { message: 'What are your opening hours?' });
    expect((await svc.state.tickets()).map((t) => t.source).sort()).toEqual(['form', 'support']);
    const [conversation] = await svc.state.conversations();
    expect(conversation!.messages.map((m) => m.role)).toEqual(['visitor', 'assistant']);
  });

  it('shows webhook deliveries: an escalating chat turn delivers chat.escalated, recorded and never sent', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    await post(svc, '/v1/engage/chat', svc.demo!.engage.publishableKey, { message: 'I want to talk to a person' });
    const deliveries = await svc.state.webhookDeliveries();
    expect(deliveries.map((d) => d.type)).toEqual(['chat.escalated']);
  });

  it('shows webhook deliveries: rating a closed conversation delivers conversation.rated', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const demo = svc.demo!;
    const chat = (await (
      await post(svc, '/v1/engage/chat', demo.engage.publishableKey, { message: 'What are your opening hours?' })
    ).json()) as {
      conversationId: string;
      visitorToken: string;
    };
    const console = {
      'x-portal-key': demo.console.portalKey,
      'x-identity-sub': demo.console.identitySub,
      'content-type': 'application/json',
    };
    const closePath = `${BASE}/api/engage/sites/${demo.engage.siteId}/conversations/${chat.conversationId}/close`;
    expect((await getResponse(svc.handlers, new Request(closePath, { method: 'POST', headers: console, body: '{}' })))!.status).toBe(200);
    const rated = await post(svc, `/v1/engage/conversations/${chat.conversationId}/rating`, demo.engage.publishableKey, {
      visitorToken: chat.visitorToken,
      score: 'good',
    });
    expect(rated.status).toBe(201);
    const deliveries = await svc.state.webhookDeliveries();
    const event = deliveries.find((d) => d.type === 'conversation.rated');
    expect(JSON.parse(event!.payload)).toMatchObject({
      type: 'conversation.rated',
      data: { siteId: demo.engage.siteId, conversationId: chat.conversationId, score: 'good', comment: null },
    });
  });

  it('reads tickets and conversations on a seed without demo credentials', async () => {
    const demo = await createMockService({ baseUrl: BASE });
    await post(demo, '/v1/engage/support', demo.demo!.engage.publishableKey, { name: 'Ada', email: 'ada@example.org', message: 'Help' });
    const snapshot = await (await getResponse(demo.handlers, new Request(`${BASE}/_admin/state`)))!.json();
    const svc = await createMockService({ baseUrl: BASE, seed: snapshot });
    expect(await svc.state.tickets()).toHaveLength(1);
  });
});

describe('state order', () => {
  it('every read lists newest first, the outbox too, also when the clock stands still', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty', clock: new AdjustableClock({ frozen: true }) });
    const { keys } = await svc.setup.capture();
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third'])
      ids.push(((await (await post(svc, '/v1/capture', keys.test, { fields: { name } })).json()) as { id: string }).id);
    expect((await svc.state.submissions()).map((s) => s.id)).toEqual([...ids].reverse());
    expect((await svc.state.leads()).map((l) => l.id)).toEqual([...ids].reverse());
    expect((await svc.state.outbox()).map((e) => e.ref)).toEqual([...ids].reverse().map((id) => `capture.submission:${id}`));
    const { publishableKey } = await svc.setup.engageSite();
    const tickets: string[] = [];
    for (const message of ['one', 'two']) {
      tickets.push(
        (
          (await (await post(svc, '/v1/engage/support', publishableKey, { name: 'Ada', email: 'ada@example.org', message })).json()) as {
            ticketId: string;
          }
        ).ticketId,
      );
    }
    expect((await svc.state.tickets()).map((t) => t.id)).toEqual([...tickets].reverse());
  });
});
