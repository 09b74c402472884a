import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { parseDemoKeys } from './demo-keys.js';

const PINNED = {
  console: { portalKey: 'ptk_TeamPortalKey0123456789' },
  content: { test: 'ck_test_TeamContentTest0123', live: 'ck_live_TeamContentLive0123' },
  capture: { test: 'sk_test_TeamCaptureTest0123', live: 'sk_live_TeamCaptureLive0123' },
  engage: { publishableKey: 'pk_live_TeamEngageKey01234' },
};

describe('pinned demo keys (--keys FILE, demoKeys)', () => {
  it('the documented format is accepted as is, and every key may be left out', () => {
    expect(parseDemoKeys(PINNED)).toEqual(PINNED);
    expect(parseDemoKeys({})).toEqual({});
    expect(parseDemoKeys({ capture: { test: PINNED.capture.test } })).toEqual({ capture: { test: PINNED.capture.test } });
  });

  it('a broken file is one clear error naming every problem by its path', () => {
    expect(() => parseDemoKeys([])).toThrow(/must be a JSON object/);
    expect(() =>
      parseDemoKeys({ capture: { test: 'sk_live_wrongEnvironment0123', staging: 'x' }, engage: 'pk', extra: {}, ['__proto__']: {} }),
    ).toThrow(
      'invalid keys: capture.test must be sk_test_ followed by 16 to 100 letters and digits; unknown property capture.staging (allowed: test, live); ' +
        'engage must be an object (allowed: publishableKey); unknown property extra (allowed: console, content, capture, engage); unknown property __proto__ (allowed: console, content, capture, engage)',
    );
    expect(() => parseDemoKeys(JSON.parse('{"__proto__":{"test":"sk_test_x"}}'))).toThrow(/unknown property __proto__/);
    expect(() => parseDemoKeys({ content: { test: 'ck_test_short' } })).toThrow(/content\.test must be ck_test_ followed by 16 to 100/);
    expect(() => parseDemoKeys({ content: { test: 'sk_test_Capture0123456789ab' } })).toThrow(/content\.test must be ck_test_/);
  });

  it('the demo issues the pinned keys, they work, the generated ones do not, and a reset keeps them', async () => {
    const generated = (await createReferenceServer({ seed: 'demo' })).demo!;
    const server = await createReferenceServer({ seed: 'demo', demoKeys: PINNED });
    expect(server.demo).toMatchObject({
      console: { portalKey: PINNED.console.portalKey },
      content: { keys: PINNED.content },
      capture: { keys: PINNED.capture },
      engage: { publishableKey: PINNED.engage.publishableKey },
    });
    const call = (path: string, headers: Record<string, string>, body?: unknown) =>
      server.fetch(
        new Request(`http://svc.test${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const capture = (key: string) => call('/v1/capture', { 'x-api-key': key }, { fields: { email: 'ada@example.org' } });
    expect((await capture(PINNED.capture.test)).status).toBe(201);
    expect((await capture(generated.capture.keys.test)).status).toBe(401);
    expect((await call('/v1/content/web_demo/events', { 'x-api-key': PINNED.content.live })).status).toBe(200);
    expect((await call('/v1/engage/config', { 'x-api-key': PINNED.engage.publishableKey })).status).toBe(200);
    expect(
      (await call('/api/engage/sites', { 'x-portal-key': PINNED.console.portalKey, 'x-identity-sub': server.demo!.console.identitySub }))
        .status,
    ).toBe(200);
    expect((await call('/_admin/reset', {}, { seed: 'demo' })).status).toBe(200);
    expect(server.demo?.capture.keys.test).toBe(PINNED.capture.test);
    expect((await capture(PINNED.capture.test)).status).toBe(201);
  });

  it('the programmatic option is checked when the server is created', async () => {
    await expect(createReferenceServer({ seed: 'demo', demoKeys: { capture: { test: 'nope' } } })).rejects.toThrow(
      /capture\.test must be sk_test_/,
    );
  });
});
