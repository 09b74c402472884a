// Form Capture's documented error bodies (service description, part 7 B) as a service may really send them: a
// message and no code. Each keeps its message verbatim, its family by status, and the body as sent.

import {
  AuthenticationError,
  IdempotencyConflictError,
  PermissionError,
  RateLimitError,
  UnavailableError,
  ValidationError,
} from '@svc/core';
import { CAPTURE_ERRORS, documentedService, expectedError } from '@svc/test-reference/documented';
import { describe, expect, it } from 'vitest';
import { createCaptureClient } from './client.js';

const FAMILY: Record<number, unknown> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  409: IdempotencyConflictError,
  429: RateLimitError,
  503: UnavailableError,
};

describe('Form Capture errors in the shapes the service description documents', () => {
  it.each(CAPTURE_ERRORS.map((answer) => [answer.status, (answer.body as { message: string }).message, answer] as const))(
    '%i %s',
    async (_status, _message, answer) => {
      const fake = documentedService([answer]);
      const capture = createCaptureClient({
        apiKey: 'sk_test_Documented0123456789',
        baseUrl: 'https://api.svc.example',
        fetch: fake.fetch,
        maxRetries: 0,
      });
      const error = await capture.submit({ fields: { email: 'ada@example.org' } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FAMILY[answer.status] as typeof ValidationError);
      expect(error).toMatchObject({ ...expectedError(answer), body: answer.body });
    },
  );

  it('the message survives word for word, and a 429 without Retry-After waits RateLimit-Reset', async () => {
    const fake = documentedService([CAPTURE_ERRORS.find((a) => a.status === 429)!]);
    const capture = createCaptureClient({
      apiKey: 'sk_test_Documented0123456789',
      baseUrl: 'https://api.svc.example',
      fetch: fake.fetch,
      maxRetries: 0,
    });
    const error = (await capture.submit({ fields: { email: 'ada@example.org' } }).catch((e: unknown) => e)) as RateLimitError;
    expect(String(error)).toBe('RateLimitError: Too many form submissions, please try again later');
    expect(error.code).toBe('HTTP_429');
    expect(error.retryAfterMs).toBe(600_000);
  });
});
