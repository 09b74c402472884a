// The response behind a submission, the User-Agent, and calls of the wrong shape, on the Form Capture client.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCaptureClient } from './client.js';
import { contextFromIncomingMessage, contextFromRequest } from './context.js';
import { identityHash } from './identity.js';
import { BASE, startReference } from './test-support.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
const client = () => createCaptureClient({ apiKey: ref.demo.capture.keys.test, baseUrl: BASE, fetch: ref.fetch });

describe('Form Capture client', () => {
  it('submit().withResponse() resolves to the result, the 201 response, its request id and one attempt', async () => {
    const result = await client()
      .submit({ form: 'contact', fields: { email: 'ada@example.org' } })
      .withResponse();
    expect(result.data.duplicate).toBe(false);
    expect(result.response.status).toBe(201);
    expect(result.requestId).toBe(result.response.headers.get('x-request-id'));
    expect(result.attempts).toBe(1);
  });

  it('sends User-Agent svc-capture-node/<version of package.json> (node <version>)', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    await client().submit({ fields: { email: 'ada@example.org' } });
    expect(ref.sent.at(-1)!.headers.get('user-agent')).toBe(`svc-capture-node/${version} (node ${process.versions.node})`);
  });

  it("a key that matches no key family ('hello') is refused at creation, naming the format", () => {
    expect(() => createCaptureClient({ apiKey: 'hello', baseUrl: BASE })).toThrow(
      new TypeError('createCaptureClient needs apiKey: a Form Capture key (sk_...); this value matches no key family'),
    );
  });

  it('calls of the wrong shape are TypeErrors naming the expected call', async () => {
    expect(() => (createCaptureClient as (k: unknown) => unknown)('sk_test_abc')).toThrow(
      'createCaptureClient: expected createCaptureClient({ apiKey, baseUrl })',
    );
    const submit = client().submit as unknown as (...a: unknown[]) => Promise<unknown>;
    await expect(submit('ada@example.org')).rejects.toThrow('expected capture.submit({ form, fields: { ... } }, options?)');
    await expect(submit({ fields: {} }, {}, {})).rejects.toThrow(TypeError);
    expect(() => (contextFromIncomingMessage as (r: unknown) => unknown)(undefined)).toThrow(
      /^expected contextFromIncomingMessage\(req, options\?\)/,
    );
    expect(() => (contextFromRequest as (r: unknown) => unknown)({ headers: {} })).toThrow(
      /^expected contextFromRequest\(request, options\?\)/,
    );
    await expect((identityHash as (...a: unknown[]) => Promise<string>)({ secret: 'idsec_x', id: 'u1' })).rejects.toThrow(
      /^identityHash\(secret, id\)/,
    );
  });
});
