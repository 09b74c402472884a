// Input checked where it is typed: string field values (a compile-time check), one options bag per call with unknown
// names refused in JavaScript too, and a key of another family refused at construction.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaptureClientOptions } from './client.js';
import { createCaptureClient } from './client.js';
import { BASE, startReference } from './test-support.js';
import type { CaptureInput } from './types.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
afterEach(() => undefined);

const client = (extra: Partial<CaptureClientOptions> = {}) =>
  createCaptureClient({ apiKey: ref.demo.capture.keys.test, baseUrl: BASE, fetch: ref.fetch, ...extra });

describe('capture inputs', () => {
  it('field values are strings in the types (the service takes string fields)', () => {
    const ok: CaptureInput = { fields: { email: 'ada@example.org', phone: null, company: undefined } };
    // @ts-expect-error a number is not a field value: convert it yourself, so what is stored is what you meant
    const number: CaptureInput = { fields: { email: 42 } };
    // @ts-expect-error neither is a nested object
    const nested: CaptureInput = { fields: { address: { city: 'Paris' } } };
    expect([ok, number, nested]).toHaveLength(3);
  });

  it('an unknown option is refused at the factory and at submit, naming the one likely meant', async () => {
    expect(() => client({ retries: 1 } as Partial<CaptureClientOptions>)).toThrow(
      'createCaptureClient: unknown option retries; did you mean maxRetries?',
    );
    await expect(client().submit({ fields: { a: 'b' } }, { idempotency_key: 'abcdefgh12' } as never)).rejects.toThrow(
      /capture\.submit: unknown option idempotency_key/,
    );
    expect(ref.sent).toHaveLength(0);
  });

  it('a key of another family is refused at construction, naming the key needed', () => {
    expect(() => client({ apiKey: ref.demo.content.keys.test })).toThrow(
      'createCaptureClient needs apiKey: a Form Capture key (sk_...), not a Content key',
    );
    expect(() => client({ apiKey: ref.demo.engage.publishableKey })).toThrow(/not an Engage publishable key/);
    expect(() => client({ apiKey: '' })).toThrow(/needs apiKey: a Form Capture key/);
  });

  it('a submission takes its options in one bag: key, signal, retries, timeout and deadline', async () => {
    const result = await client().submit(
      { fields: { email: 'ada@example.org' } },
      { idempotencyKey: 'order-4711-a', maxRetries: 0, timeoutMs: 5000, deadlineMs: 10_000 },
    );
    expect(result.duplicate).toBe(false);
    expect(ref.sent[0]!.headers.get('idempotency-key')).toBe('order-4711-a');
  });
});
