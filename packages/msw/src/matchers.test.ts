import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockService } from './index.js';
import './vitest.js';

const BASE = 'https://api.svc.test';
const svc = await createMockService({ baseUrl: BASE });
const server = setupServer(...svc.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => svc.reset());
afterAll(() => server.close());

const capture = (body: unknown) =>
  fetch(`${BASE}/v1/capture`, {
    method: 'POST',
    headers: { 'x-api-key': svc.demo!.capture.keys.test, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('expect(svc).toHaveReceived (@svc/msw/vitest)', () => {
  it('passes on what was sent: operation, times, a deep partial of the body', async () => {
    await capture({ form: 'contact', fields: { email: 'ada@example.org', name: 'Ada' } });
    await expect(svc).toHaveReceived('createCapture');
    await expect(svc).toHaveReceived('createCapture', { times: 1, body: { fields: { email: 'ada@example.org' } } });
    await expect(svc).not.toHaveReceived('createSupportTicket');
  });

  it('fails with the near-miss report of expectRequest', async () => {
    await capture({ form: 'contact' });
    await expect(expect(svc).toHaveReceived('createCapture', { body: { fields: { email: 'ada@example.org' } } })).rejects.toThrow(
      /^expected createCapture with body \{"fields":\{"email":"ada@example.org"\}\} once or more; 0 of 1 request matched\.\nClosest:\n1\. POST \/v1\/capture \(createCapture\) → 400 FIELDS_REQUIRED "fields are required"/,
    );
  });

  it('.not fails naming the requests that matched', async () => {
    await capture({ fields: { email: 'ada@example.org' } });
    await expect(expect(svc).not.toHaveReceived('createCapture')).rejects.toThrow(
      /^expected no createCapture request; 1 matched: POST \/v1\/capture → 201 \[req_/,
    );
  });

  it('says what it takes when given something other than the mock service', async () => {
    await expect(expect({}).toHaveReceived('createCapture')).rejects.toThrow(
      'toHaveReceived: expect(svc) takes the mock service createMockService() returned',
    );
  });
});

describe('@svc/msw/jest', () => {
  it("registers toHaveReceived on Jest's global expect, and says where to import it when there is none", async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    await expect(import('./jest.js')).rejects.toThrow(
      '@svc/msw/jest: no global expect to extend; import @svc/msw/jest from a test file or a setupFilesAfterEach file',
    );
    vi.resetModules();
    const extend = vi.fn();
    (globalThis as { expect?: unknown }).expect = { extend };
    try {
      await import('./jest.js');
      expect(extend).toHaveBeenCalledWith({ toHaveReceived: expect.any(Function) });
      const matcher = (extend.mock.calls[0]![0] as { toHaveReceived: (...args: unknown[]) => Promise<{ pass: boolean }> }).toHaveReceived;
      await capture({ fields: { email: 'ada@example.org' } });
      expect((await matcher.call({ isNot: false }, svc, 'createCapture', { times: 1 })).pass).toBe(true);
      expect((await matcher.call({ isNot: false }, svc, 'createCapture', { times: 2 })).pass).toBe(false);
    } finally {
      delete (globalThis as { expect?: unknown }).expect;
    }
  });
});
