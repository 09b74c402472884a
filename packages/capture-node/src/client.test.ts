import { deriveIdempotencyKey, IdempotencyConflictError, ValidationError } from '@svc/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCaptureClient } from './client.js';
import { BASE, startReference } from './test-support.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const client = (extra: Partial<Parameters<typeof createCaptureClient>[0]> = {}) =>
  createCaptureClient({ apiKey: ref.demo.capture.keys.test, baseUrl: BASE, fetch: ref.fetch, ...extra });
const submission = { form: 'contact', page: '/contact', fields: { email: 'ada@example.org', message: 'Hello' } };

describe('submit', () => {
  it('stores a submission and resolves to { id, duplicate: false }', async () => {
    const result = await client().submit(submission);
    expect(result).toEqual({ id: expect.any(String), duplicate: false });
    expect(ref.sent[0]!.headers.get('idempotency-key')).toMatch(/^idk_/);
  });

  it('a retry after an injected 503 sends the same automatic key: one record', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const count = async () =>
      ((await ref.call('GET', `/_admin/capture/websites/${ref.demo.capture.siteId}/submissions`)).submissions as unknown[]).length;
    const before = await count();
    await ref.fault({ operation: 'createCapture', kind: 'key_verification_unavailable', times: 1 });
    const pending = client().submit(submission);
    await vi.advanceTimersByTimeAsync(2_100);
    const result = await pending;
    expect(result.duplicate).toBe(false);
    const keys = ref.sent.map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await count()).toBe(before + 1);
  });

  it('a job replayed after a crash with a key derived from its own id gets a duplicate, not a second record', async () => {
    const idempotencyKey = await deriveIdempotencyKey('job-8812');
    const first = await client().submit(submission, { idempotencyKey });
    const replay = await client().submit(submission, { idempotencyKey });
    expect(replay).toEqual({ id: first.id, duplicate: true });
    await expect(client().submit({ ...submission, fields: { email: 'other@example.org' } }, { idempotencyKey })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
  });

  it('a malformed key is refused before anything is sent', async () => {
    await expect(client().submit(submission, { idempotencyKey: 'no' })).rejects.toThrow(TypeError);
    expect(ref.sent).toHaveLength(0);
  });

  it('a service refusal is a typed error with the message verbatim', async () => {
    await expect(client().submit({ fields: {} })).rejects.toSatisfy(
      (e) => e instanceof ValidationError && e.message === 'fields are required' && e.code === 'FIELDS_REQUIRED',
    );
  });
});

describe('browser refusal', () => {
  it('refuses to be constructed in a browser page, before anything is sent, unless explicitly allowed', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    expect(() => client()).toThrow(/refuses to run in a browser/);
    expect(() => client({ dangerouslyAllowBrowser: true })).not.toThrow();
    expect(ref.sent).toHaveLength(0);
  });
});
