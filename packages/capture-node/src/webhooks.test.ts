import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReference } from './test-support.js';
import { verifyWebhook, verifyWebhookRequest, WebhookVerificationError, webhookEventTypes } from './webhooks.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
afterEach(() => vi.useRealTimers());

/** Points the demo Engage site's webhooks at a receiver (recorded, never sent) and returns its signing secret. */
async function hookSecret(): Promise<string> {
  const body = await ref.call(
    'PATCH',
    `/api/engage/sites/${ref.demo.engage.siteId}`,
    { webhookUrl: 'https://hooks.example.org/svc' },
    ref.consoleHeaders,
  );
  return (body.site as { webhookSecret: string }).webhookSecret;
}
const at = (headers: Record<string, string>) => Number(headers['webhook-timestamp']) * 1000;

describe('verifyWebhook against the reference server', () => {
  it('accepts every event the contract declares: a real conversation.rated delivery verifies too', async () => {
    const secret = await hookSecret();
    const engage = { 'x-api-key': ref.demo.engage.publishableKey };
    const turn = await ref.call('POST', '/v1/engage/chat', { message: 'Hello there' }, engage);
    const { conversationId, visitorToken } = turn as { conversationId: string; visitorToken: string };
    await ref.call('POST', `/api/engage/sites/${ref.demo.engage.siteId}/conversations/${conversationId}/close`, {}, ref.consoleHeaders);
    await ref.call(
      'POST',
      `/v1/engage/conversations/${conversationId}/rating`,
      { score: 'good', comment: 'Quick and kind', visitorToken },
      engage,
    );
    await ref.server.idle();
    const delivery = ref.webhooks.received.find((r) => r.body.includes('conversation.rated'))!;
    const event = await verifyWebhook(delivery.body, delivery.headers, secret, { now: at(delivery.headers) });
    expect(event.type).toBe('conversation.rated');
    if (event.type === 'conversation.rated') expect(event.data).toMatchObject({ conversationId, score: 'good', comment: 'Quick and kind' });
  });

  it('the accepted event types are exactly the contract webhooks section', async () => {
    const { openapiDocument } = await import('@svc/spec/document');
    expect([...webhookEventTypes].sort()).toEqual(Object.keys(openapiDocument.webhooks as object).sort());
  });

  it('a call of the wrong shape (one object where three arguments go) is a TypeError naming the expected call', async () => {
    const call = verifyWebhook as unknown as (...args: unknown[]) => Promise<unknown>;
    for (const args of [
      [{ payload: '{}', headers: {}, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }],
      ['{}', undefined, 'whsec_x'],
      ['{}', {}, undefined],
      [{}, {}, 'whsec_x'],
    ]) {
      await expect(call(...args)).rejects.toThrow(
        new TypeError(
          'expected verifyWebhook(payload, headers, secret, options?): payload the raw body (string or Uint8Array, before any JSON parsing), headers the request headers, secret your whsec_ secret (or a list of them)',
        ),
      );
    }
    await expect((verifyWebhookRequest as unknown as (...a: unknown[]) => Promise<unknown>)({ body: '{}' }, 'whsec_x')).rejects.toThrow(
      /^expected verifyWebhookRequest\(request, secret, options\?\)/,
    );
  });

  it('accepts a real webhook.test delivery and returns the typed event', async () => {
    const secret = await hookSecret();
    await ref.call('POST', `/api/engage/sites/${ref.demo.engage.siteId}/webhook/test`, undefined, ref.consoleHeaders);
    const delivery = ref.webhooks.received[0]!;
    const event = await verifyWebhook(delivery.body, delivery.headers, secret, { now: at(delivery.headers) });
    expect(event.type).toBe('webhook.test');
    if (event.type === 'webhook.test') expect(event.data.siteId).toBe(ref.demo.engage.siteId);
  });

  it('accepts a real chat.escalated delivery (as a Fetch Request) and returns the typed event', async () => {
    const secret = await hookSecret();
    await ref.call(
      'POST',
      '/v1/engage/chat',
      { message: 'Can I talk to a person please?' },
      { 'x-api-key': ref.demo.engage.publishableKey },
    );
    await ref.server.idle();
    const delivery = ref.webhooks.received.find((r) => r.body.includes('chat.escalated'))!;
    const request = new Request(delivery.url, { method: 'POST', headers: delivery.headers, body: delivery.body });
    const event = await verifyWebhookRequest(request, secret, { now: at(delivery.headers) });
    expect(event.type).toBe('chat.escalated');
    if (event.type === 'chat.escalated')
      expect(event.data).toMatchObject({ reason: 'visitor_request', message: 'Can I talk to a person please?' });
  });

  it('refuses a real delivery whose body was changed, or checked with another secret', async () => {
    const secret = await hookSecret();
    await ref.call('POST', `/api/engage/sites/${ref.demo.engage.siteId}/webhook/test`, undefined, ref.consoleHeaders);
    const d = ref.webhooks.received[0]!;
    const now = at(d.headers);
    await expect(verifyWebhook(d.body.replace('test', 'tset'), d.headers, secret, { now })).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    const other = `whsec_${btoa('another secret of 24 bytes')}`;
    await expect(verifyWebhook(d.body, d.headers, other, { now })).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});

describe('verifyWebhook rules', () => {
  const secret = `whsec_${btoa('0123456789abcdef01234567')}`;
  const body = JSON.stringify({ type: 'webhook.test', timestamp: '2026-11-23T12:00:00.000Z', data: { siteId: 's', message: 'm' } });
  const now = Date.UTC(2026, 10, 23, 12);
  const signed = (s = secret, t = now) => {
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(t / 1000) };
    return { ...headers, 'webhook-signature': new Webhook(s).sign('msg_1', new Date(t), body) };
  };

  it('accepts timestamps within the tolerance either way, and refuses them beyond it', async () => {
    await expect(verifyWebhook(body, signed(secret, now - 300_000), secret, { now })).resolves.toMatchObject({ type: 'webhook.test' });
    await expect(verifyWebhook(body, signed(secret, now + 300_000), secret, { now })).resolves.toBeDefined();
    await expect(verifyWebhook(body, signed(secret, now - 301_000), secret, { now })).rejects.toMatchObject({
      code: 'TIMESTAMP_OUT_OF_TOLERANCE',
    });
    await expect(verifyWebhook(body, signed(secret, now + 301_000), secret, { now })).rejects.toMatchObject({
      code: 'TIMESTAMP_OUT_OF_TOLERANCE',
    });
    await expect(verifyWebhook(body, signed(secret, now - 600_000), secret, { now, toleranceMs: 600_000 })).resolves.toBeDefined();
  });

  it('accepts a header with several signatures when one matches', async () => {
    const h = signed();
    const headers = { ...h, 'webhook-signature': `v1,${btoa('x'.repeat(32))} v2,abc ${h['webhook-signature']}` };
    await expect(verifyWebhook(body, headers, secret, { now })).resolves.toBeDefined();
  });

  it('during a secret rotation, accepts signatures of the new and of the old secret', async () => {
    const next = `whsec_${btoa('fedcba9876543210fedcba98')}`;
    await expect(verifyWebhook(body, signed(secret), [next, secret], { now })).resolves.toBeDefined();
    await expect(verifyWebhook(body, signed(next), [next, secret], { now })).resolves.toBeDefined();
    await expect(verifyWebhook(body, signed(secret), [next], { now })).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
  });

  it('refuses missing headers, a malformed secret and a signed body that is not an svc event', async () => {
    await expect(verifyWebhook(body, {}, secret, { now })).rejects.toMatchObject({ code: 'MISSING_HEADERS' });
    await expect(verifyWebhook(body, signed(), 'whsec_***', { now })).rejects.toMatchObject({ code: 'INVALID_SECRET' });
    const other = '{"type":"invoice.paid"}';
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(now / 1000),
      'webhook-signature': new Webhook(secret).sign('msg_1', new Date(now), other),
    };
    await expect(verifyWebhook(other, headers, secret, { now })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
  });

  it('refuses a non-canonical base64 of the right signature, as standardwebhooks does', async () => {
    const h = signed();
    const sig = h['webhook-signature'];
    // 32 bytes end in one character carrying two padding bits; setting one gives other text for the same bytes.
    const last = sig.at(-2)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const twin = `${sig.slice(0, -2)}${alphabet[alphabet.indexOf(last) ^ 1]}=`;
    expect(atob(twin.slice(3))).toBe(atob(sig.slice(3)));
    await expect(verifyWebhook(body, { ...h, 'webhook-signature': twin }, secret, { now })).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    expect(() => new Webhook(secret).verify(body, { ...h, 'webhook-signature': twin })).toThrow();
  });

  it('reads Node-style headers (arrays) and Fetch Headers alike', async () => {
    const h = signed();
    await expect(verifyWebhook(body, new Headers(h), secret, { now })).resolves.toBeDefined();
    await expect(verifyWebhook(body, { ...h, 'webhook-id': ['msg_1'] }, secret, { now })).resolves.toBeDefined();
  });
});

describe('agreement with the standardwebhooks package, both directions', () => {
  const secretArb = fc.uint8Array({ minLength: 16, maxLength: 40 }).map((b) => `whsec_${btoa(String.fromCharCode(...b))}`);
  const eventArb = fc
    .record({ siteId: fc.string({ maxLength: 20 }), message: fc.string({ maxLength: 200 }) })
    .map((data) => JSON.stringify({ type: 'webhook.test', timestamp: '2026-11-23T12:00:00.000Z', data }));

  it('what standardwebhooks signs we accept, what we accept it accepts, and tampering is refused by both', async () => {
    const now = Date.now();
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        eventArb,
        fc.stringMatching(/^msg_[A-Za-z0-9]{1,20}$/),
        fc.integer({ min: -290, max: 290 }),
        fc.constantFrom('none', 'body', 'id', 'timestamp', 'signature'),
        async (secret, payload, id, skew, tamper) => {
          const t = Math.floor(now / 1000) + skew;
          const signature = new Webhook(secret).sign(id, new Date(t * 1000), payload);
          const headers = {
            'webhook-id': tamper === 'id' ? `${id}x` : id,
            'webhook-timestamp': String(tamper === 'timestamp' ? t + 1 : t),
            'webhook-signature': tamper === 'signature' ? `v1,${signature[3] === 'A' ? 'B' : 'A'}${signature.slice(4)}` : signature,
          };
          const body = tamper === 'body' ? `${payload} ` : payload;
          const ours = await verifyWebhook(body, headers, secret, { now }).then(
            () => true,
            () => false,
          );
          let theirs: boolean;
          try {
            new Webhook(secret).verify(body, headers);
            theirs = true;
          } catch {
            theirs = false;
          }
          expect(ours).toBe(theirs);
          expect(ours).toBe(tamper === 'none');
        },
      ),
      { numRuns: 150 },
    );
  });
});
