// The capture key rules without HTTP: issue one current key per environment, stage and promote a replacement, protect
// a key in use, revoke (emergency included), and what a key looks like in an answer.
import { describe, expect, it } from 'vitest';
import type { Refusal } from '../http/validation.js';
import { isRefusal, unrefused } from '../http/validation.js';
import type { ApiKeyRecord } from '../keys.js';
import { keysTable } from '../keys.js';
import { AdjustableClock } from '../ports/clock.js';
import { SequentialIds } from '../ports/ids.js';
import { MemoryStore } from '../ports/store.js';
import { createWebsite } from '../websites.js';
import {
  findCaptureKey,
  issueCaptureKey,
  KEY_IN_USE_MESSAGE,
  KEY_IN_USE_WINDOW_MS,
  listCaptureKeys,
  promoteCaptureKey,
  readKeyLabel,
  revokeCaptureKey,
  stageReplacement,
} from './admin-keys.js';

const T = Date.UTC(2026, 2, 5, 8);

function setup() {
  const clock = new AdjustableClock({ start: T, frozen: true });
  const deps = { store: new MemoryStore(), clock, ids: new SequentialIds() };
  const website = createWebsite(deps, { name: 'Acme', members: [] });
  const stored = (id: string) => keysTable(deps.store).get(id)!;
  /** Marks a key used by a deployment `agoMs` before now. */
  const usedAgo = (id: string, agoMs: number) =>
    keysTable(deps.store).update(id, (k) => ({ ...k, lastUsedAt: new Date(clock.now() - agoMs).toISOString() }));
  const issue = async (body: Record<string, unknown> = { environment: 'live' }) => {
    return unrefused(await issueCaptureKey(deps, website, body));
  };
  return { deps, website, stored, usedAgo, issue };
}

/** The rule's value; a refusal fails the test with its code and message. */
const ok = unrefused;

/** The refusal of input a rule cannot take: 400 VALIDATION_FAILED naming the property at fault. */
const invalidInput = (field: string, message: string) => ({ status: 400, code: 'VALIDATION_FAILED', message, fields: [field] });

describe('issue a capture key', () => {
  it('the first key of an environment is current; the plaintext is given once and the view hides the hash', async () => {
    const { issue } = setup();
    const { key, plaintext } = await issue({ environment: 'test', label: 'Staging site' });
    expect(plaintext).toMatch(/^[a-z]+_test_/);
    expect(key).toMatchObject({ environment: 'test', label: 'Staging site', status: 'active', stage: 'current', inUse: false });
    expect(key.prefix).toBe(plaintext.slice(0, key.prefix.length));
    expect(JSON.stringify(key)).not.toContain(plaintext);
    expect(key).not.toHaveProperty('hash');
  });

  it('an environment with a current key refuses another (KEY_EXISTS); the other environment does not', async () => {
    const { deps, website, issue } = setup();
    const first = await issue({ environment: 'live' });
    const again = await issueCaptureKey(deps, website, { environment: 'live' });
    expect(again).toMatchObject({ status: 409, code: 'KEY_EXISTS' });
    expect((again as Refusal).message).toContain(first.key.id);
    expect(isRefusal(await issueCaptureKey(deps, website, { environment: 'test' }))).toBe(false);
  });

  it('the environment is required', async () => {
    const { deps, website } = setup();
    expect(await issueCaptureKey(deps, website, {})).toEqual(invalidInput('environment', 'environment must be "test" or "live"'));
  });

  it('a label is a string of at most 80 characters without control characters', () => {
    expect(readKeyLabel({})).toBeNull();
    expect(readKeyLabel({ label: null })).toBeNull();
    expect(readKeyLabel({ label: 'x'.repeat(80) })).toBe('x'.repeat(80));
    const long = invalidInput('label', 'label must be a string of at most 80 characters');
    expect(readKeyLabel({ label: 'x'.repeat(81) })).toEqual(long);
    expect(readKeyLabel({ label: 5 })).toEqual(long);
    expect(readKeyLabel({ label: 'a\u0007b' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('control characters'),
      fields: ['label'],
    });
  });
});

describe('list and find capture keys', () => {
  it('lists the website keys oldest first, of one environment or of both', async () => {
    const { deps, website, issue } = setup();
    const live = await issue({ environment: 'live' });
    deps.clock.advance(1000);
    const test = await issue({ environment: 'test' });
    expect(listCaptureKeys(deps, website).map((k) => k.id)).toEqual([live.key.id, test.key.id]);
    expect(listCaptureKeys(deps, website, 'test').map((k) => k.id)).toEqual([test.key.id]);
  });

  it('a key of another family is not a capture key (404)', async () => {
    const { deps, issue } = setup();
    const { key } = await issue();
    expect(findCaptureKey(deps, key.id)).toMatchObject({ id: key.id });
    keysTable(deps.store).update(key.id, (k) => ({ ...k, family: 'content' }) as ApiKeyRecord);
    expect(findCaptureKey(deps, key.id)).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'capture key not found' });
  });
});

describe('stage and promote a replacement', () => {
  it('a staged replacement works beside the current key; promoting it retires the old one', async () => {
    const { deps, stored, issue } = setup();
    const { key } = await issue();
    const staged = ok(await stageReplacement(deps, stored(key.id), {}));
    expect(staged.key).toMatchObject({ stage: 'staged', replaces: key.id, status: 'active' });
    expect(staged.current).toMatchObject({ id: key.id, stage: 'current', replacedBy: staged.key.id });
    const promoted = ok(promoteCaptureKey(deps, stored(staged.key.id), {}));
    expect(promoted.key).toMatchObject({ id: staged.key.id, stage: 'current' });
    expect(promoted.retired).toMatchObject({ id: key.id, stage: 'retired', status: 'revoked', replacedBy: staged.key.id });
  });

  it('only the current key is replaced, once at a time; only a staged key is promoted', async () => {
    const { deps, stored, issue } = setup();
    const { key } = await issue();
    const staged = ok(await stageReplacement(deps, stored(key.id), {}));
    expect(await stageReplacement(deps, stored(key.id), {})).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: `a replacement (${staged.key.id}) is already staged for this key`,
    });
    expect(await stageReplacement(deps, stored(staged.key.id), {})).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'only the current key can be replaced (this key is staged)',
    });
    expect(promoteCaptureKey(deps, stored(key.id), {})).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'only a staged key can be promoted (this key is current)',
    });
  });

  it('a replaced key used within 24 hours is retired only with force: true', async () => {
    const { deps, stored, usedAgo, issue } = setup();
    const { key } = await issue();
    const staged = ok(await stageReplacement(deps, stored(key.id), {}));
    usedAgo(key.id, KEY_IN_USE_WINDOW_MS - 1);
    expect(promoteCaptureKey(deps, stored(staged.key.id), {})).toMatchObject({
      status: 409,
      code: 'KEY_IN_USE',
      message: KEY_IN_USE_MESSAGE,
    });
    expect(promoteCaptureKey(deps, stored(staged.key.id), { force: 'yes' })).toEqual(invalidInput('force', 'force must be a boolean'));
    expect(ok(promoteCaptureKey(deps, stored(staged.key.id), { force: true })).retired).toMatchObject({ stage: 'retired' });
  });

  it('a key last used 24 hours ago or longer is no longer in use', async () => {
    const { deps, stored, usedAgo, issue } = setup();
    const { key } = await issue();
    const staged = ok(await stageReplacement(deps, stored(key.id), {}));
    usedAgo(key.id, KEY_IN_USE_WINDOW_MS);
    expect(isRefusal(promoteCaptureKey(deps, stored(staged.key.id), {}))).toBe(false);
  });
});

describe('revoke a capture key', () => {
  it('a key in use is revoked only with force or emergency; emergency is reported', async () => {
    const { deps, stored, usedAgo, issue } = setup();
    const { key } = await issue();
    usedAgo(key.id, 1000);
    expect(revokeCaptureKey(deps, stored(key.id), {})).toMatchObject({ status: 409, code: 'KEY_IN_USE' });
    const revoked = ok(revokeCaptureKey(deps, stored(key.id), { emergency: true }));
    expect(revoked).toMatchObject({ emergency: true, promoted: null, key: { stage: 'revoked', status: 'revoked' } });
    expect(stored(key.id).revokedAt).toBe(new Date(T).toISOString());
  });

  it('a revoked key cannot be revoked again', async () => {
    const { deps, stored, issue } = setup();
    const { key } = await issue();
    ok(revokeCaptureKey(deps, stored(key.id), {}));
    expect(revokeCaptureKey(deps, stored(key.id), {})).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'this key is already revoked',
    });
  });

  it('revoking the current key makes its staged replacement current', async () => {
    const { deps, stored, issue } = setup();
    const { key } = await issue();
    const staged = ok(await stageReplacement(deps, stored(key.id), {}));
    const revoked = ok(revokeCaptureKey(deps, stored(key.id), {}));
    expect(revoked.promoted).toMatchObject({ id: staged.key.id, stage: 'current' });
  });

  it('revoking a staged key cancels the replacement: the current key can be replaced again', async () => {
    const { deps, stored, issue } = setup();
    const { key } = await issue();
    const staged = ok(await stageReplacement(deps, stored(key.id), {}));
    expect(ok(revokeCaptureKey(deps, stored(staged.key.id), {})).promoted).toBeNull();
    expect(stored(key.id).meta).toMatchObject({ stage: 'current', replacedBy: null });
    expect(isRefusal(await stageReplacement(deps, stored(key.id), {}))).toBe(false);
  });

  it('the emergency option is checked before force', async () => {
    const { deps, stored, issue } = setup();
    const { key } = await issue();
    expect(revokeCaptureKey(deps, stored(key.id), { emergency: 1, force: 1 })).toEqual(
      invalidInput('emergency', 'emergency must be a boolean'),
    );
  });
});
