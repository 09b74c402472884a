import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { issueKey } from '../keys.js';

let t: TestServer;
let websiteId: string;
const keysPath = () => `/_admin/capture/websites/${websiteId}/keys`;
const issue = (environment = 'test') => t.request('POST', keysPath(), { json: { environment } });
const capture = (key: string) => t.request('POST', '/v1/capture', { json: { fields: { a: 'b' } }, headers: { 'X-Api-Key': key } });
const list = async () => (await t.request('GET', keysPath())).body.keys as Array<Record<string, unknown>>;
const HOUR = 3_600_000;

beforeEach(async () => {
  t = await startServer();
  const w = await t.request('POST', '/_admin/websites', { json: { name: 'Acme', members: [{ sub: 'u', roles: ['manage'] }] } });
  websiteId = w.body.website.id;
  await t.request('PUT', `/_admin/capture/websites/${websiteId}/site`, { json: { notificationEmail: 'team@acme.example' } });
  await t.request('POST', `/_admin/capture/websites/${websiteId}/site/activate`);
});
afterEach(() => t.close());

describe('capture keys: issue and list', () => {
  it('the plaintext is shown once in the creation response and never again', async () => {
    const r = await issue('live');
    expect(r.status).toBe(201);
    expect(r.body.plaintext).toMatch(/^sk_live_/);
    expect(r.body.key).toMatchObject({ environment: 'live', status: 'active', stage: 'current', prefix: r.body.plaintext.slice(0, 16) });
    const listed = await t.request('GET', keysPath());
    expect(listed.text).not.toContain(r.body.plaintext);
    expect(listed.body.keys[0]).not.toHaveProperty('hash');
    expect(listed.body.keys[0]).not.toHaveProperty('plaintext');
    expect(Object.keys(listed.body.keys[0])).toEqual(
      expect.arrayContaining(['id', 'prefix', 'environment', 'status', 'createdAt', 'lastUsedAt']),
    );
    expect((await capture(r.body.plaintext)).status).toBe(201);
  });

  it('keys are per environment, and the list can be narrowed to one', async () => {
    await issue('test');
    await issue('live');
    expect(await list()).toHaveLength(2);
    const live = (await t.request('GET', `${keysPath()}?environment=live`)).body.keys;
    expect(live.map((k: { environment: string }) => k.environment)).toEqual(['live']);
    expect((await t.request('GET', `${keysPath()}?environment=prod`)).status).toBe(400);
  });

  it('a second key for an environment is refused: stage a replacement instead', async () => {
    await issue('test');
    const r = await issue('test');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('KEY_EXISTS');
  });

  it('an environment other than test or live is a 400', async () => {
    expect((await t.request('POST', keysPath(), { json: { environment: 'prod' } })).status).toBe(400);
    expect((await t.request('POST', keysPath(), { json: {} })).status).toBe(400);
  });
});

describe('capture keys: staged replacement', () => {
  it('the staged key works alongside the current key; promotion retires the old one', async () => {
    const current = await issue();
    const staged = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/replacement`);
    expect(staged.status).toBe(201);
    expect(staged.body.key).toMatchObject({ stage: 'staged', replaces: current.body.key.id, status: 'active' });
    expect(staged.body.plaintext).toMatch(/^sk_test_/);
    expect((await capture(current.body.plaintext)).status).toBe(201);
    expect((await capture(staged.body.plaintext)).status).toBe(201);

    // The old key was used a moment ago; once 24 hours pass without use it can be retired.
    t.clock.advance(25 * HOUR);
    const promoted = await t.request('POST', `/_admin/capture/keys/${staged.body.key.id}/promote`);
    expect(promoted.status).toBe(200);
    expect(promoted.body.key.stage).toBe('current');
    expect(promoted.body.retired).toMatchObject({ id: current.body.key.id, status: 'revoked', stage: 'retired' });
    expect((await capture(current.body.plaintext)).status).toBe(401);
    expect((await capture(staged.body.plaintext)).status).toBe(201);
  });

  it('a key still used by a deployment in the last 24 hours is not retired without force', async () => {
    const current = await issue();
    const staged = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/replacement`);
    await capture(current.body.plaintext);
    t.clock.advance(23 * HOUR);
    const refused = await t.request('POST', `/_admin/capture/keys/${staged.body.key.id}/promote`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('KEY_IN_USE');
    expect((await capture(current.body.plaintext)).status).toBe(201);
    const forced = await t.request('POST', `/_admin/capture/keys/${staged.body.key.id}/promote`, { json: { force: true } });
    expect(forced.status).toBe(200);
    expect((await capture(current.body.plaintext)).status).toBe(401);
  });

  it('an unused old key is retired at once', async () => {
    const current = await issue();
    const staged = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/replacement`);
    expect((await t.request('POST', `/_admin/capture/keys/${staged.body.key.id}/promote`)).status).toBe(200);
  });

  it('only one replacement is staged at a time, and only the current key is replaced', async () => {
    const current = await issue();
    const staged = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/replacement`);
    expect((await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/replacement`)).status).toBe(409);
    expect((await t.request('POST', `/_admin/capture/keys/${staged.body.key.id}/replacement`)).status).toBe(409);
    expect((await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/promote`)).status).toBe(409);
  });

  it('revoking the staged key cancels the replacement', async () => {
    const current = await issue();
    const staged = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/replacement`);
    expect((await t.request('POST', `/_admin/capture/keys/${staged.body.key.id}/revoke`)).status).toBe(200);
    expect((await capture(staged.body.plaintext)).status).toBe(401);
    expect((await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/replacement`)).status).toBe(201);
  });

  it('unknown keys and keys of other families are 404', async () => {
    const { record } = await issueKey(t.server.deps, { family: 'content', siteId: websiteId, environment: 'test' });
    expect((await t.request('POST', `/_admin/capture/keys/${record.id}/revoke`, { json: { emergency: true } })).status).toBe(404);
    expect((await t.request('POST', '/_admin/capture/keys/key_nope/promote')).status).toBe(404);
    expect((await t.request('POST', '/_admin/capture/keys/key_nope/revoke')).status).toBe(404);
  });
});

describe('capture keys: revocation', () => {
  it('a key in use is not revoked without an explicit override', async () => {
    const current = await issue();
    await capture(current.body.plaintext);
    const refused = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/revoke`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('KEY_IN_USE');
    expect((await capture(current.body.plaintext)).status).toBe(201);
    expect((await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/revoke`, { json: { force: true } })).status).toBe(200);
  });

  it('emergency revocation is immediate even while a deployment uses the key', async () => {
    const current = await issue();
    await capture(current.body.plaintext);
    const r = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/revoke`, { json: { emergency: true } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ emergency: true, key: { status: 'revoked', stage: 'revoked', revokedAt: expect.any(String) } });
    const denied = await capture(current.body.plaintext);
    expect(denied.status).toBe(401);
    expect(denied.body.message).toBe('invalid or revoked developer key');
  });

  it('a revoked key is kept as a revoked record', async () => {
    const current = await issue();
    await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/revoke`, { json: { emergency: true } });
    expect(await list()).toEqual([expect.objectContaining({ id: current.body.key.id, status: 'revoked' })]);
    expect((await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/revoke`, { json: { emergency: true } })).status).toBe(409);
  });

  it('revoking the current key promotes its staged replacement', async () => {
    const current = await issue();
    const staged = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/replacement`);
    const r = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/revoke`, { json: { emergency: true } });
    expect(r.body.promoted).toMatchObject({ id: staged.body.key.id, stage: 'current' });
    expect((await capture(staged.body.plaintext)).status).toBe(201);
  });

  it('after revocation a new key can be issued for the environment', async () => {
    const current = await issue();
    await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/revoke`);
    expect((await issue()).status).toBe(201);
  });

  it('options must be booleans', async () => {
    const current = await issue();
    const r = await t.request('POST', `/_admin/capture/keys/${current.body.key.id}/revoke`, { json: { emergency: 'yes' } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['emergency']);
  });
});
