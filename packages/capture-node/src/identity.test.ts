import { createHmac } from 'node:crypto';
import { startReference } from '@svc/test-reference';
import { describe, expect, it } from 'vitest';
import { identityHash } from './identity.js';

describe('identityHash', () => {
  it('is the hex HMAC-SHA256 of the id keyed by the secret, and the reference server accepts it', async () => {
    const secret = 'idsec_k3PqV8wZ2mLx9Rt4Yb7Nc1Hd6Fj0Sa5GeUi3Ko8Q';
    expect(await identityHash(secret, 'user_42')).toBe(createHmac('sha256', secret).update('user_42').digest('hex'));
    expect(await identityHash(secret, 'Zoë 東京')).toBe(createHmac('sha256', secret).update('Zoë 東京').digest('hex'));

    const ref = await startReference();
    const { demo } = ref;
    const consoleHeaders = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const made = await (await ref.call('POST', `/api/engage/sites/${demo.engage.siteId}/identity/secret`, {}, consoleHeaders)).json();
    await ref.call('PATCH', `/api/engage/sites/${demo.engage.siteId}`, { requireVerifiedIdentity: true }, consoleHeaders);
    const chat = (visitor: unknown) =>
      ref.call('POST', '/v1/engage/chat', { message: 'hi', visitor }, { 'x-api-key': demo.engage.publishableKey });
    expect((await chat({ id: 'user_42', hash: await identityHash(made.identitySecret, 'user_42') })).status).toBe(200);
    expect((await chat({ id: 'user_42', hash: await identityHash(made.identitySecret, 'user_43') })).status).toBe(403);
  });

  it('refuses what is not an identity secret or a visitor id, before hashing', async () => {
    await expect(identityHash('whsec_abc', 'u1')).rejects.toThrow(/idsec_/);
    await expect(identityHash('idsec_abc', '')).rejects.toThrow(/visitor.id/);
    await expect(identityHash('idsec_abc', 'x'.repeat(101))).rejects.toThrow(TypeError);
  });
});
