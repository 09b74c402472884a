import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  HttpError,
  IdempotencyConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  SvcError,
  UnavailableError,
  ValidationError,
  errorFromResponse,
} from './errors.js';

const body = (code: string, message: string) => ({ success: false as const, code, message, requestId: 'req_body' });

describe('errorFromResponse', () => {
  it.each([
    [400, ValidationError, 'ValidationError'],
    [401, AuthenticationError, 'AuthenticationError'],
    [403, PermissionError, 'PermissionError'],
    [404, NotFoundError, 'NotFoundError'],
    [409, IdempotencyConflictError, 'IdempotencyConflictError'],
    [429, RateLimitError, 'RateLimitError'],
    [503, UnavailableError, 'UnavailableError'],
    [500, HttpError, 'HttpError'],
    [502, HttpError, 'HttpError'],
  ] as const)('status %i maps to its family', (status, ErrorClass, name) => {
    const error = errorFromResponse(new Response(null, { status }), body('SOME_CODE', 'service text'));
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(SvcError);
    expect(error.name).toBe(name);
    expect(String(error)).toBe(`${name}: service text`);
    expect(error).toMatchObject({ status, code: 'SOME_CODE', message: 'service text', requestId: 'req_body' });
    expect(error.retryable).toBe(status === 429 || status === 503);
  });

  it('keeps the service message verbatim, with retryAfter, rate-limit figures and the response', () => {
    const response = new Response(null, {
      status: 429,
      headers: { 'retry-after': '17', 'ratelimit-limit': '40', 'ratelimit-remaining': '0', 'ratelimit-reset': '17' },
    });
    const error = errorFromResponse(response, body('RATE_LIMITED', 'Too many form submissions, please try again later'));
    expect(error).toMatchObject({
      message: 'Too many form submissions, please try again later',
      retryAfter: 17,
      rateLimit: { limit: 40, remaining: 0, reset: 17 },
      response,
    });
    expect(error.body?.code).toBe('RATE_LIMITED');
  });

  it('a body that is not the service error body (an HTML page from a proxy) gives an HTTP_<status> error', () => {
    const error = errorFromResponse(
      new Response(null, { status: 502, statusText: 'Bad Gateway', headers: { 'x-request-id': 'req_hdr' } }),
      '<html>Bad gateway</html>',
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'HTTP_502', message: 'HTTP 502', requestId: 'req_hdr', body: undefined });
  });
});
