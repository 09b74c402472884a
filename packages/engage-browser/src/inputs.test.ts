// Input checked where it is typed: one options bag per call, unknown names refused in JavaScript too (before a
// request), and only a publishable key accepted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EngageClientOptions } from './client.js';
import { createEngageClient } from './client.js';
import { BASE, memoryStorage, startReference } from './test-support.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
afterEach(() => undefined);

const client = (extra: Partial<EngageClientOptions> = {}) =>
  createEngageClient({
    publishableKey: ref.demo.engage.publishableKey,
    baseUrl: BASE,
    fetch: ref.fetch,
    storage: memoryStorage(),
    ...extra,
  });

describe('engage inputs', () => {
  it('an unknown option is refused at the factory and at each method, naming the one likely meant', async () => {
    expect(() => client({ retries: 0 } as Partial<EngageClientOptions>)).toThrow(
      'createEngageClient: unknown option retries; did you mean maxRetries?',
    );
    const engage = client();
    await expect(engage.getConfig({ timeout: 5 } as never)).rejects.toThrow(
      /engage\.getConfig: unknown option timeout; did you mean timeoutMs\?/,
    );
    await expect(engage.chat({ message: 'Hi' }, { idempotencyKey: 'abcdefgh12' } as never)).rejects.toThrow(
      /engage\.chat: unknown option idempotencyKey/,
    );
    await expect(engage.submitForm('contact', { fields: { a: 'b' } }, { key: 'x' } as never)).rejects.toThrow(
      /engage\.submitForm: unknown option key/,
    );
    await expect(engage.createTicket({ name: 'Ada', email: 'ada@example.org', message: 'Hi' }, { retry: 1 } as never)).rejects.toThrow(
      /engage\.createTicket/,
    );
    expect(ref.sent).toHaveLength(0);
  });

  it('the base URL must be absolute', () => {
    expect(() => client({ baseUrl: '/api' })).toThrow(/createEngageClient needs baseUrl, an absolute http\(s\) URL \(got \/api\)/);
  });

  it('a submission takes its key, retries, timeout and deadline in one bag', async () => {
    const engage = client();
    const first = await engage.submitForm(
      'contact',
      { fields: { email: 'ada@example.org' } },
      { idempotencyKey: 'form-4711-a', maxRetries: 0, timeoutMs: 5000 },
    );
    const again = await engage.submitForm(
      'contact',
      { fields: { email: 'ada@example.org' } },
      { idempotencyKey: 'form-4711-a', deadlineMs: 10_000 },
    );
    expect(again).toMatchObject({ id: first.id, duplicate: true });
  });
});
