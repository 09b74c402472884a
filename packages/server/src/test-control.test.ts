// The public test controls (`server.testControl`), used as a test tool uses them: in-process, state read and changed
// only through the service's own endpoints.
import { describe, expect, it } from 'vitest';
import type { ReferenceServer } from './index.js';
import { AdjustableClock, createReferenceServer, RecordingWebhookSender } from './index.js';

const ORIGIN = 'http://svc.test';
const DAY = 24 * 60 * 60 * 1000;

async function send(
  server: ReferenceServer,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; json?: unknown } = {},
) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const response = await server.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface SubmissionRow {
  id: string;
  receivedAt: string;
  context: { ip?: string };
}

/** The stored submissions, as `GET /_admin/state` exports them. */
async function submissions(server: ReferenceServer): Promise<SubmissionRow[]> {
  const { body } = await send(server, 'GET', '/_admin/state');
  return ((body.tables as Record<string, SubmissionRow[]>)['capture.submissions'] ?? []).slice();
}

function capture(server: ReferenceServer, key: string, fields: Record<string, string> = { name: 'Ada' }, context?: object) {
  return send(server, 'POST', '/v1/capture', { headers: { 'x-api-key': key }, json: { fields, ...(context ? { context } : {}) } });
}

async function demoServer(clock = new AdjustableClock({ start: Date.UTC(2026, 2, 1), frozen: true })) {
  const server = await createReferenceServer({ seed: 'demo', clock, webhooks: new RecordingWebhookSender() });
  return { server, clock, demo: server.demo! };
}

describe('testControl.checkpoint / restoreCheckpoint', () => {
  it('restoring a checkpoint brings back the data it held and removes what came after', async () => {
    const { server, demo } = await demoServer();
    expect((await capture(server, demo.capture.keys.test, { name: 'Before' })).status).toBe(201);
    const checkpoint = server.testControl.checkpoint();

    expect((await capture(server, demo.capture.keys.test, { name: 'After' })).status).toBe(201);
    await send(server, 'POST', '/_admin/reset', { json: {} });
    expect(await submissions(server)).toEqual([]);

    server.testControl.restoreCheckpoint(checkpoint);
    const names = (await submissions(server)).map((s) => (s as unknown as { fields: { name: string } }).fields.name);
    expect(names).toContain('Before');
    expect(names).not.toContain('After');
    // The demo's keys came back with the rest: the restored state answers them.
    expect((await capture(server, demo.capture.keys.test)).status).toBe(201);
  });

  it('a checkpoint of one server restores into another (a starting point seeded once)', async () => {
    const { server: seeded, demo } = await demoServer();
    const fresh = await createReferenceServer({ clock: new AdjustableClock({ start: Date.UTC(2026, 2, 1), frozen: true }) });
    expect((await capture(fresh, demo.capture.keys.test)).status).toBe(401);
    fresh.testControl.restoreCheckpoint(seeded.testControl.checkpoint());
    expect((await capture(fresh, demo.capture.keys.test)).status).toBe(201);
  });

  it('restoreCheckpoint refuses what is not a checkpoint, naming what to pass instead', async () => {
    const { server } = await demoServer();
    const { body: snapshot } = await send(server, 'GET', '/_admin/state');
    expect(() => server.testControl.restoreCheckpoint(snapshot as never)).toThrow(
      /restoreCheckpoint: not a checkpoint; pass one that checkpoint\(\) returned .*PUT \/_admin\/state/,
    );
  });
});

describe('testControl.shiftTimestamps', () => {
  it('moves every ISO timestamp of the rows by the given ms, leaving the original checkpoint as it was', async () => {
    const { server, clock, demo } = await demoServer();
    await capture(server, demo.capture.keys.test);
    const [before] = await submissions(server);
    const checkpoint = server.testControl.checkpoint();

    const moved = server.testControl.shiftTimestamps(checkpoint, 3 * DAY);
    server.testControl.restoreCheckpoint(moved);
    const [after] = await submissions(server);
    expect(Date.parse(after!.receivedAt) - Date.parse(before!.receivedAt)).toBe(3 * DAY);
    expect(after!.id).toBe(before!.id);

    server.testControl.restoreCheckpoint(checkpoint);
    expect((await submissions(server))[0]!.receivedAt).toBe(before!.receivedAt);
    expect(clock.now()).toBe(Date.UTC(2026, 2, 1));
  });

  it('refuses a shift that is not a finite number of ms', async () => {
    const { server } = await demoServer();
    const checkpoint = server.testControl.checkpoint();
    expect(() => server.testControl.shiftTimestamps(checkpoint, Number.NaN)).toThrow(
      'shiftTimestamps: ms must be a finite number of milliseconds (got NaN)',
    );
  });
});

describe('testControl.resetRateLimits', () => {
  it('lets a call the rate limit refused through again', async () => {
    const { server, demo } = await demoServer();
    let last = 0;
    // Form Capture allows 40 captures per key per 15 minutes: the 41st is refused.
    for (let i = 0; i < 41; i++) last = (await capture(server, demo.capture.keys.test)).status;
    expect(last).toBe(429);

    server.testControl.resetRateLimits();
    expect((await capture(server, demo.capture.keys.test)).status).toBe(201);
  });
});

describe('testControl.runDueJobs', () => {
  it('runs the webhook retry that fell due for a clock moved by hand, without another request', async () => {
    const webhooks = new RecordingWebhookSender();
    const clock = new AdjustableClock({ start: Date.UTC(2026, 2, 1), frozen: true });
    const server = await createReferenceServer({ seed: 'demo', clock, webhooks });
    const demo = server.demo!;
    const owner = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const patched = await send(server, 'PATCH', `/api/engage/sites/${demo.engage.siteId}`, {
      headers: owner,
      json: { webhookUrl: 'https://hooks.shop.example/svc' },
    });
    expect(patched.status).toBe(200);
    webhooks.status = 500;
    const chat = await send(server, 'POST', '/v1/engage/chat', {
      headers: { 'x-api-key': demo.engage.publishableKey },
      json: { message: 'I want to talk to a person' },
    });
    expect(chat.status).toBe(200);
    await server.idle();
    expect(webhooks.received).toHaveLength(1);

    webhooks.status = 204;
    clock.advance(30_000);
    // No request in between: the retry is sent by runDueJobs alone, and has been sent when it resolves.
    await server.testControl.runDueJobs();
    expect(webhooks.received).toHaveLength(2);
    expect(webhooks.received[1]!.headers['webhook-id']).toBe(webhooks.received[0]!.headers['webhook-id']);
  });

  it('runs nothing before it is due', async () => {
    const webhooks = new RecordingWebhookSender();
    const clock = new AdjustableClock({ start: Date.UTC(2026, 2, 1), frozen: true });
    const server = await createReferenceServer({ seed: 'demo', clock, webhooks });
    const demo = server.demo!;
    const owner = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    await send(server, 'PATCH', `/api/engage/sites/${demo.engage.siteId}`, {
      headers: owner,
      json: { webhookUrl: 'https://hooks.shop.example/svc' },
    });
    webhooks.status = 500;
    await send(server, 'POST', '/v1/engage/chat', {
      headers: { 'x-api-key': demo.engage.publishableKey },
      json: { message: 'I want to talk to a person' },
    });
    await server.idle();
    clock.advance(29_000);
    await server.testControl.runDueJobs();
    expect(webhooks.received).toHaveLength(1);
  });
});
