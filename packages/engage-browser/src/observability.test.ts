// The response behind every result, headers, the User-Agent on server runtimes, and logs, on the Engage client.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEngageClient } from './client.js';
import { rateConversation } from './stream.js';
import { BASE, memoryStorage, startReference } from './test-support.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
const client = (extra: Partial<Parameters<typeof createEngageClient>[0]> = {}) =>
  createEngageClient({
    publishableKey: ref.demo.engage.publishableKey,
    baseUrl: BASE,
    fetch: ref.fetch,
    storage: memoryStorage(),
    backoff: { baseMs: 1, capMs: 1 },
    ...extra,
  });

describe('withResponse on every method', () => {
  it('getConfig, chat, getConversation and createTicket resolve to data, response, request id and attempts', async () => {
    const engage = client();
    const config = await engage.getConfig().withResponse();
    expect(config.data.name).toBe('Demo Studio');
    expect(config.requestId).toBe(config.response.headers.get('x-request-id'));
    // A cached configuration answers with the response it came from.
    expect((await engage.getConfig().withResponse()).requestId).toBe(config.requestId);
    const turn = await engage.chat({ message: 'Hello' }).withResponse();
    expect(turn.data.conversationId).toMatch(/\S/);
    expect(turn.response.status).toBe(200);
    expect(turn.attempts).toBe(1);
    const thread = await engage.getConversation().withResponse();
    expect(thread.data?.conversationId).toBe(turn.data.conversationId);
    expect(thread.requestId).toMatch(/\S/);
    const ticket = await engage.createTicket({ name: 'Ada', email: 'ada@example.org', message: 'Help' }).withResponse();
    expect(ticket.response.status).toBe(201);
    const rated = await rateConversation(engage, { score: 'good' })
      .withResponse()
      .catch((e: { status?: number; attempts?: unknown }) => e);
    // The demo thread is still open: a 409 that carries its single attempt.
    expect(rated).toMatchObject({ status: 409, attempts: [{ status: 409 }] });
  });
});

describe('headers and identification', () => {
  it('sends the headers given and, on Node, User-Agent svc-engage-browser/<version> (node <version>)', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    await client({ headers: { 'X-Team': 'support' } }).getConfig({ headers: { traceparent: '00-1-2-01' } });
    const sent = ref.sent.at(-1)!;
    expect(sent.headers.get('user-agent')).toBe(`svc-engage-browser/${version} (node ${process.versions.node})`);
    expect(sent.headers.get('x-team')).toBe('support');
    expect(sent.headers.get('traceparent')).toBe('00-1-2-01');
  });

  it('a factory called without its options object names the expected call', () => {
    expect(() => (createEngageClient as (k: unknown) => unknown)('pk_live_x')).toThrow(
      'createEngageClient: expected { publishableKey, baseUrl }',
    );
  });
});
