// Content errors where the description shows statuses but no body (part 7 A): text and empty bodies. An error is
// never an empty collection.

import { AuthenticationError, NotFoundError, PermissionError, RateLimitError, UnavailableError, ValidationError } from '@svc/core';
import { CONTENT_ERRORS, documentedService, expectedError } from '@svc/test-reference/documented';
import { describe, expect, it } from 'vitest';
import { createContentClient } from './client.js';

const FAMILY: Record<number, unknown> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  429: RateLimitError,
  503: UnavailableError,
};

describe('Content errors in the shapes the service description allows', () => {
  it.each(CONTENT_ERRORS.map((answer) => [answer.status, answer.body ?? '(no body)', answer] as const))('%i %s', async (_s, _b, answer) => {
    const fake = documentedService([answer]);
    const content = createContentClient({
      apiKey: 'ck_live_Documented012345678',
      siteId: 'web_x',
      baseUrl: 'https://api.svc.example',
      fetch: fake.fetch,
      maxRetries: 0,
    });
    const error = await content.list('events').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FAMILY[answer.status] as typeof ValidationError);
    expect(error).toMatchObject({ ...expectedError(answer), body: answer.body });
  });

  it('a 429 with Retry-After in seconds carries retryAfterMs', async () => {
    const fake = documentedService([{ status: 429, headers: { 'retry-after': '60' } }]);
    const content = createContentClient({
      apiKey: 'ck_live_Documented012345678',
      siteId: 'web_x',
      baseUrl: 'https://api.svc.example',
      fetch: fake.fetch,
      maxRetries: 0,
    });
    await expect(content.get('events', 'launch')).rejects.toMatchObject({
      name: 'RateLimitError',
      retryAfterMs: 60_000,
      message: 'HTTP 429',
    });
  });
});
