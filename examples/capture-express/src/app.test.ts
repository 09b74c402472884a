// The contact-form backend against the svc reference server on a real port: what the visitor gets back, and what svc
// stored, on success, a retried 503, a 409, a 429 and a lasting outage.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CaptureClientOptions } from '@svc/capture-node';
import { createCaptureClient } from '@svc/capture-node';
import type { RunningNodeServer } from '@svc/reference-server/node';
import { startNodeServer } from '@svc/reference-server/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.js';

let svc: RunningNodeServer;
const servers: Server[] = [];

beforeAll(async () => {
  svc = await startNodeServer({ host: '127.0.0.1', port: 0, seed: 'demo' });
});
afterEach(async () => {
  await admin('DELETE', '/_admin/faults');
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});
afterAll(() => svc.close());

async function admin(method: string, path: string, json?: unknown): Promise<Response> {
  return fetch(`${svc.url}${path}`, {
    method,
    ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
  });
}

/** Our backend on port 0, behind `trustProxy` proxies, with a capture client of the demo site's test key. */
async function backend(trustProxy = 0, client: Partial<CaptureClientOptions> = {}): Promise<string> {
  const capture = createCaptureClient({ apiKey: svc.server.demo!.capture.keys.test, baseUrl: svc.url, ...client });
  const server = createApp({ capture, trustProxy }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((ready) => server.once('listening', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const form = (formId: string, message = 'Do you ship to Norway?') =>
  new URLSearchParams({ formId, name: 'Ada Lovelace', email: 'ada@example.org', message });

async function post(url: string, body: URLSearchParams, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/contact`, { method: 'POST', body, headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

type Submission = { id: string; form: string; fields: Record<string, string>; context: { ip?: string; userAgent?: string } };
async function submissions(): Promise<Submission[]> {
  const response = await admin('GET', `/_admin/capture/websites/${svc.server.demo!.capture.siteId}/submissions`);
  return ((await response.json()) as { submissions: Submission[] }).submissions;
}
const stored = async (id: unknown) => (await submissions()).filter((s) => s.id === id);

describe('success', () => {
  it('forwards the contact form and answers 201 with the submission id', async () => {
    const url = await backend();
    const answer = await post(url, form('form-success-1'), { 'user-agent': 'ExampleBrowser/1.0' });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ id: expect.stringMatching(/\S/), duplicate: false });
    const [submission] = await stored(answer.body.id);
    expect(submission).toMatchObject({
      form: 'contact',
      fields: { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Do you ship to Norway?' },
      context: { userAgent: 'ExampleBrowser/1.0' },
    });
  });

  it('serves the form with a fresh form id on every load', async () => {
    const url = await backend();
    const ids = await Promise.all([1, 2].map(async () => /name="formId" value="([^"]+)"/.exec(await (await fetch(url)).text())?.[1]));
    expect(ids[0]).toMatch(/^[\w-]{8,}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });
});

describe('context: proxy trust is explicit', () => {
  it('with no proxy of ours, ignores a forged X-Forwarded-For and reports the connection address', async () => {
    const url = await backend(0);
    const answer = await post(url, form('form-proxy-0'), { 'x-forwarded-for': '203.0.113.9' });

    const [submission] = await stored(answer.body.id);
    expect(submission?.context.ip).toBe('127.0.0.1');
  });

  it('behind one proxy of ours, takes the visitor address that proxy appended', async () => {
    const url = await backend(1);
    const answer = await post(url, form('form-proxy-1'), { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' });

    const [submission] = await stored(answer.body.id);
    expect(submission?.context.ip).toBe('203.0.113.9');
  });
});

describe('idempotency from our own form id', () => {
  it('the same form sent twice (a double click) is stored once and answers 200 duplicate', async () => {
    const url = await backend();
    const first = await post(url, form('form-double-click'));
    const second = await post(url, form('form-double-click'));

    expect(second).toMatchObject({ status: 200, body: { id: first.body.id, duplicate: true } });
    expect(await stored(first.body.id)).toHaveLength(1);
  });

  it('409: the same form id with other content is refused, and the first message stands', async () => {
    const url = await backend();
    const first = await post(url, form('form-conflict', 'First message'));
    const second = await post(url, form('form-conflict', 'A different message'));

    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'already-sent' });
    const [submission] = await stored(first.body.id);
    expect(submission?.fields.message).toBe('First message');
  });
});

describe('failures of the service', () => {
  it('503 once: the SDK retries after Retry-After with the same key, the visitor gets 201, one submission', async () => {
    const url = await backend();
    await admin('POST', '/_admin/faults', { operation: 'createCapture', kind: 'key_verification_unavailable', times: 1 });
    const before = (await submissions()).length;

    const answer = await post(url, form('form-503-once'));

    expect(answer.status).toBe(201);
    expect(await submissions()).toHaveLength(before + 1);
    expect(((await (await admin('GET', '/_admin/faults')).json()) as { faults: unknown[] }).faults).toEqual([]); // the 503 was answered
  });

  it('503 lasting: answers 503 with Retry-After and stores nothing', async () => {
    const url = await backend(0, { maxRetries: 0 });
    await admin('POST', '/_admin/faults', { operation: 'createCapture', kind: 'key_verification_unavailable' });
    const before = (await submissions()).length;

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await post(url, form('form-503-lasting'));
    log.mockRestore();

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.body).toMatchObject({ error: 'try-later', requestId: expect.stringMatching(/\S/) });
    expect(await submissions()).toHaveLength(before);
  });

  it('429: passes the wait on to the visitor as Retry-After', async () => {
    const url = await backend();
    await admin('POST', '/_admin/faults', { operation: 'createCapture', kind: 'rate_limit', resetSeconds: 120 });

    const answer = await post(url, form('form-429'));

    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('120');
  });

  it('a wrong key is our problem: 502 to the visitor, with no detail of the key', async () => {
    const url = await backend(0, { apiKey: 'sk_test_not-a-real-key' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const answer = await post(url, form('form-bad-key'));

    expect(answer.status).toBe(502);
    expect(JSON.stringify(answer.body)).not.toContain('sk_test');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/AuthenticationError INVALID_KEY req_/));
    log.mockRestore();
  });
});

describe('our own validation', () => {
  it('400 without a form id or with an empty field, before anything is sent', async () => {
    const url = await backend();
    const before = (await submissions()).length;

    expect((await post(url, new URLSearchParams({ name: 'Ada', email: 'ada@example.org', message: 'Hi' }))).status).toBe(400);
    const empty = await post(url, new URLSearchParams({ formId: 'form-empty-field', name: 'Ada', email: '', message: 'Hi' }));
    expect(empty).toMatchObject({ status: 400, body: { fields: ['email'] } });
    expect(await submissions()).toHaveLength(before);
  });
});
