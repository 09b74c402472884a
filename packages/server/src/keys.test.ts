import { describe, expect, it } from 'vitest';
import { issueKey, keysTable, revokeKey, StoreKeyVerifier } from './keys.js';
import { AdjustableClock } from './ports/clock.js';
import { SequentialIds } from './ports/ids.js';
import { MemoryStore } from './ports/store.js';

describe('StoreKeyVerifier with its hash cache', () => {
  it('a key revoked after it was verified (and its hash cached) is revoked on the very next verification', async () => {
    const store = new MemoryStore();
    const deps = { store, ids: new SequentialIds(), clock: new AdjustableClock() };
    const verifier = new StoreKeyVerifier(store);
    const { record, plaintext } = await issueKey(deps, { family: 'content', siteId: 'web_1', environment: 'live' });
    expect((await verifier.verify(plaintext))?.status).toBe('active');
    expect((await verifier.verify(plaintext))?.status).toBe('active');
    revokeKey(deps, record.id);
    expect((await verifier.verify(plaintext))?.status).toBe('revoked');
  });

  it('a record whose hash changed (pinned demo keys) no longer matches the old plaintext', async () => {
    const store = new MemoryStore();
    const deps = { store, ids: new SequentialIds(), clock: new AdjustableClock() };
    const verifier = new StoreKeyVerifier(store);
    const { record, plaintext } = await issueKey(deps, { family: 'capture', siteId: 'web_1', environment: 'test' });
    expect(await verifier.verify(plaintext)).toBeDefined();
    keysTable(store).update(record.id, (k) => ({ ...k, hash: '0'.repeat(64) }));
    expect(await verifier.verify(plaintext)).toBeUndefined();
  });
});
