import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { DEFAULT_MAX_BODY_BYTES } from './body-limit.js';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const tooBig = (bytes: number) => JSON.stringify({ fields: { message: 'x'.repeat(bytes) } });

describe('request body size limit', () => {
  it('a body over the default 1 MiB is a 413 in the error format, before the key is even looked at', async () => {
    t = await startServer({ seed: 'demo' });
    const r = await t.request('POST', '/v1/capture', {
      headers: { 'content-type': 'application/json', 'x-api-key': t.server.demo!.capture.keys.test },
      body: tooBig(DEFAULT_MAX_BODY_BYTES),
    });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'the request body is larger than 1048576 bytes' });
    expect(r.body.requestId).toMatch(/^req_/);
  });

  it('the limit is configurable (maxBodyBytes) and applies to every route with a body', async () => {
    t = await startServer({ seed: 'demo', maxBodyBytes: 2048 });
    const demo = t.server.demo!;
    const engage = { 'content-type': 'application/json', 'x-api-key': demo.engage.publishableKey };
    for (const [method, path, headers] of [
      ['POST', '/v1/engage/support', engage],
      ['POST', '/v1/engage/chat', engage],
      ['POST', '/_admin/websites', {}],
      ['PATCH', '/api/engage/sites/eng_demo', { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': 'user_demo' }],
    ] as const) {
      const r = await t.request(method, path, { headers: { 'content-type': 'application/json', ...headers }, body: tooBig(2048) });
      expect(r.status, path).toBe(413);
      expect(r.body.message).toBe('the request body is larger than 2048 bytes');
    }
    const small = await t.request('POST', '/v1/engage/support', {
      headers: engage,
      json: { name: 'Ada', email: 'ada@example.org', message: 'hello' },
    });
    expect(small.status).toBe(201);
  });

  it('a chunked body without Content-Length is counted as it arrives', async () => {
    t = await startServer({ maxBodyBytes: 1000 });
    const chunks = new TextEncoder().encode(tooBig(5000));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunks);
        controller.close();
      },
    });
    const response = await t.server.fetch(
      new Request(`${t.baseUrl}/_admin/websites`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it('a whole-state import may be larger than the request limit', async () => {
    t = await startServer({ maxBodyBytes: 1000 });
    const state = (await t.request('GET', '/_admin/state')).body;
    // The import is checked against the contract, so the padding is JSON whitespace: 5,000 bytes over the limit.
    const body = JSON.stringify(state) + ' '.repeat(5000);
    const r = await t.request('PUT', '/_admin/state', { body, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(200);
  });
});
