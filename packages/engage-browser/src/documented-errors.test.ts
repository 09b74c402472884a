// Engage's documented errors (service description, part 7 C) as a service may really send them: a message and no
// code, a code and no message, or (404) no body shown.

import { isSvcError } from '@svc/core';
import { documentedService, ENGAGE_ERRORS, expectedError } from '@svc/test-reference/documented';
import { describe, expect, it } from 'vitest';
import { createEngageClient } from './client.js';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('Engage errors in the shapes the service description documents', () => {
  it.each(ENGAGE_ERRORS.map((answer) => [answer.status, JSON.stringify(answer.body ?? null), answer] as const))(
    '%i %s',
    async (_s, _b, answer) => {
      const fake = documentedService([answer]);
      const engage = createEngageClient({
        publishableKey: 'pk_live_Documented012345678',
        baseUrl: 'https://api.svc.example',
        fetch: fake.fetch,
        maxRetries: 0,
        storage: memory(),
      });
      const error = await engage.chat({ message: 'Hello' }).catch((e: unknown) => e);
      expect(isSvcError(error)).toBe(true);
      expect(error).toMatchObject({ ...expectedError(answer), body: answer.body });
    },
  );

  it('a code without a message is switchable, and its message still says what happened', async () => {
    const fake = documentedService([{ status: 403, body: { success: false, code: 'MODULE_DISABLED' } }]);
    const engage = createEngageClient({
      publishableKey: 'pk_live_Documented012345678',
      baseUrl: 'https://api.svc.example',
      fetch: fake.fetch,
      storage: memory(),
    });
    const error = await engage.submitForm('contact', { fields: { email: 'ada@example.org' } }).catch((e: unknown) => e);
    expect(isSvcError(error) && error.code).toBe('MODULE_DISABLED');
    expect((error as Error).message).toBe('HTTP 403 MODULE_DISABLED');
  });
});
