import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  errorFromResponse,
  HttpError,
  IdempotencyConflictError,
  isSvcError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  SvcError,
  UnavailableError,
  ValidationError,
} from './errors.js';
import { createRetryingFetch } from './retry.js';

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

  it('keeps the service message verbatim, with retryAfterMs, rate-limit figures and the response', () => {
    const response = new Response(null, {
      status: 429,
      headers: { 'retry-after': '17', 'ratelimit-limit': '40', 'ratelimit-remaining': '0', 'ratelimit-reset': '17' },
    });
    const error = errorFromResponse(response, body('RATE_LIMITED', 'Too many form submissions, please try again later'));
    expect(error).toMatchObject({
      message: 'Too many form submissions, please try again later',
      retryAfterMs: 17_000,
      rateLimit: { limit: 40, remaining: 0, resetMs: 17_000 },
      response,
    });
    expect(error.body).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('an HTML page from a proxy gives an HTTP_<status> error; the page is kept in body, not made the message', () => {
    const error = errorFromResponse(
      new Response(null, { status: 502, statusText: 'Bad Gateway', headers: { 'x-request-id': 'req_hdr' } }),
      '<html>Bad gateway</html>',
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'HTTP_502', message: 'HTTP 502', requestId: 'req_hdr', body: '<html>Bad gateway</html>' });
  });
});

describe('errors that explain themselves', () => {
  const limited = () =>
    errorFromResponse(new Response(null, { status: 429, headers: { 'retry-after': '30', 'x-request-id': 'req_42' } }), {
      success: false,
      message: 'Too many form submissions, please try again later',
    });

  it('each family is a named class of its own; a RateLimitError always has retryAfterMs', () => {
    for (const [family, name] of [
      [AuthenticationError, 'AuthenticationError'],
      [RateLimitError, 'RateLimitError'],
      [SvcError, 'SvcError'],
    ] as const) {
      expect(family.name).toBe(name);
    }
    const error = limited();
    expect(error.constructor).toBe(RateLimitError);
    expect(error.constructor.name).toBe('RateLimitError');
    if (error instanceof RateLimitError) {
      // Narrowed: retryAfterMs is a number here, not number | undefined (typechecked by `pnpm typecheck`).
      const wait: number = error.retryAfterMs;
      expect(wait).toBe(30_000);
    } else throw new Error('not narrowed');
    const bare = errorFromResponse(new Response(null, { status: 429 }), { message: 'slow down' });
    expect((bare as RateLimitError).retryAfterMs).toBe(1000);
  });

  it('console.log / util.inspect prints name, message, status, code, request id and the request in a few lines', () => {
    // Installed by the retrying fetch every client is built on (the config-only browser entry goes without it).
    createRetryingFetch();
    const error = limited();
    Object.defineProperty(error, 'request', { value: { method: 'POST', url: 'https://api.example/v1/capture' } });
    const printed = inspect(error);
    const lines = printed.split('\n');
    expect(lines[0]).toBe('RateLimitError: Too many form submissions, please try again later');
    expect(lines[1]).toBe('    status 429, code HTTP_429, request id req_42, retry after 30000 ms');
    expect(lines[2]).toBe('    POST https://api.example/v1/capture');
    expect(lines.slice(3).every((line) => line.trimStart().startsWith('at '))).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(printed).not.toMatch(/Response \{|Headers \{|\[Symbol/);
    // The response is kept for who asks, out of enumeration and logs.
    expect(error.response).toBeInstanceOf(Response);
    expect(Object.keys(error)).not.toContain('response');
  });

  it('isSvcError and instanceof recognise errors of this package and nothing else', () => {
    expect(isSvcError(limited())).toBe(true);
    expect(isSvcError(new Error('x'))).toBe(false);
    expect(isSvcError({ name: 'RateLimitError' })).toBe(false);
    expect(limited()).toBeInstanceOf(SvcError);
    expect(limited()).not.toBeInstanceOf(AuthenticationError);
  });
});

describe('errors from any body the service may send (part 7 shapes)', () => {
  const from = (status: number, body: unknown) => errorFromResponse(new Response(null, { status }), body);

  it('message and no code: the message verbatim, code from the status, body as sent', () => {
    const body = { success: false, message: 'invalid or revoked developer key' };
    const error = from(401, body);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ message: 'invalid or revoked developer key', code: 'HTTP_401', status: 401, body });
  });

  it('code and no message: the code, and a message naming status and code', () => {
    const error = from(403, { code: 'MODULE_DISABLED' });
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).toMatchObject({ code: 'MODULE_DISABLED', message: 'HTTP 403 MODULE_DISABLED', body: { code: 'MODULE_DISABLED' } });
  });

  it('a text body: its text is the message and the body', () => {
    expect(from(429, 'Too many requests')).toMatchObject({ message: 'Too many requests', code: 'HTTP_429', body: 'Too many requests' });
  });

  it('an empty body: HTTP <status>, no body', () => {
    expect(from(404, '')).toMatchObject({ message: 'HTTP 404', code: 'HTTP_404', body: undefined });
    expect(from(404, undefined)).toMatchObject({ message: 'HTTP 404', code: 'HTTP_404', body: undefined });
  });
});
