import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import type { DemoCredentials } from '../ports/demo.js';

// Faults that answer as a real condition would (site disabled, module disabled, origin denied, agent take-over),
// so client code can be tested against those answers without changing the site's configuration.
vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
let demo: DemoCredentials;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
  demo = t.server.demo!;
});
afterEach(() => t.close());

const engage = () => ({ 'x-api-key': demo.engage.publishableKey });
const chat = (json: Record<string, unknown>) => t.request('POST', '/v1/engage/chat', { headers: engage(), json });

async function inject(kind: string, operation: string, times = 1): Promise<void> {
  const r = await t.request('POST', '/_admin/faults', { json: { kind, operation, times } });
  expect(r.status).toBe(201);
}

describe('fault site_disabled', () => {
  it('answers engage 403 "engage site is disabled" for the chosen calls, then the site answers again', async () => {
    await inject('site_disabled', 'getEngageConfig');
    const r = await t.request('GET', '/v1/engage/config', { headers: engage() });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'SITE_DISABLED', message: 'engage site is disabled' });
    expect((await t.request('GET', '/v1/engage/config', { headers: engage() })).status).toBe(200);
  });

  it('answers capture 403 "capture site is not active"', async () => {
    await inject('site_disabled', 'createCapture');
    const r = await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': demo.capture.keys.test },
      json: { fields: { name: 'Ada' } },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, message: 'capture site is not active' });
  });

  it('answers a content read 403 CONTENT_DISABLED', async () => {
    await inject('site_disabled', 'listContentEntries');
    const path = `/v1/content/${demo.content.siteId}/${demo.content.collections[0]!}`;
    const r = await t.request('GET', path, { headers: { 'x-api-key': demo.content.keys.live } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'CONTENT_DISABLED' });
  });
});

describe('fault module_disabled', () => {
  it('answers 403 MODULE_DISABLED on a module endpoint and never on config, which has no module', async () => {
    await inject('module_disabled', '*');
    expect((await t.request('GET', '/v1/engage/config', { headers: engage() })).status).toBe(200);
    const r = await t.request('POST', '/v1/engage/support', {
      headers: engage(),
      json: { name: 'Ada', email: 'ada@example.org', message: 'Hello' },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'MODULE_DISABLED' });
    expect((await chat({ message: 'opening hours' })).status).toBe(200);
  });
});

describe('fault origin_denied', () => {
  it('answers engage 403 "origin not allowed for this site" even without an Origin header', async () => {
    await inject('origin_denied', 'getEngageConfig');
    const r = await t.request('GET', '/v1/engage/config', { headers: engage() });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', message: 'origin not allowed for this site' });
  });

  it('answers capture 403 CORS_ORIGIN_DENIED "Not allowed by CORS"', async () => {
    await inject('origin_denied', 'createCapture');
    const r = await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': demo.capture.keys.test },
      json: { fields: { name: 'Ada' } },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'CORS_ORIGIN_DENIED', message: 'Not allowed by CORS' });
  });

  it('answers a content read 403 ORIGIN_NOT_ALLOWED', async () => {
    await inject('origin_denied', 'listContentEntries');
    const path = `/v1/content/${demo.content.siteId}/${demo.content.collections[0]!}`;
    const r = await t.request('GET', path, { headers: { 'x-api-key': demo.content.keys.live } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
  });
});

describe('fault agent_takeover', () => {
  it('queues the turn as agent-held (no answer, message kept) and leaves the thread with the assistant', async () => {
    await inject('agent_takeover', 'sendChatMessage');
    const queued = await chat({ message: 'Can a person help me?' });
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ success: true, queued: true, status: 'agent' });
    expect(queued.body.answer).toBeUndefined();
    const { conversationId, visitorToken } = queued.body;
    const read = await t.request('GET', `/v1/engage/conversations/${conversationId}?visitorToken=${visitorToken}`, { headers: engage() });
    expect(read.body.messages).toEqual([expect.objectContaining({ role: 'visitor', content: 'Can a person help me?' })]);
    expect(read.body.status).toBe('ai');
    const next = await chat({ message: 'What are your opening hours?', visitorToken });
    expect(next.body.answer).toContain('Monday');
  });
});

describe('admin fault kinds', () => {
  it('accepts the condition kinds and lists them', async () => {
    for (const kind of ['site_disabled', 'module_disabled', 'origin_denied', 'agent_takeover']) await inject(kind, '*', 2);
    const r = await t.request('GET', '/_admin/faults');
    expect(r.body.faults.map((f: { kind: string }) => f.kind)).toEqual([
      'site_disabled',
      'module_disabled',
      'origin_denied',
      'agent_takeover',
    ]);
  });
});
