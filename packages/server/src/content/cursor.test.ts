import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../ports/store.js';
import type { CursorScope } from './cursor.js';
import { cursorSecret, decodeCursor, encodeCursor, MAX_CURSOR_LENGTH } from './cursor.js';

const scope: CursorScope = { siteId: 'web_1', environment: 'live', collection: 'events' };
const position = { at: Date.UTC(2026, 2, 5), id: 'ent_000042' };

describe('content cursor codec', () => {
  it('a cursor decodes to the position it was issued for, in the same scope', async () => {
    const secret = cursorSecret(new MemoryStore());
    const cursor = await encodeCursor(secret, scope, position);
    expect(cursor.length).toBeLessThanOrEqual(MAX_CURSOR_LENGTH);
    expect(await decodeCursor(secret, scope, cursor)).toEqual(position);
  });

  it('a cursor is refused in another website, environment or collection', async () => {
    const secret = cursorSecret(new MemoryStore());
    const cursor = await encodeCursor(secret, scope, position);
    expect(await decodeCursor(secret, { ...scope, siteId: 'web_2' }, cursor)).toBeUndefined();
    expect(await decodeCursor(secret, { ...scope, environment: 'test' }, cursor)).toBeUndefined();
    expect(await decodeCursor(secret, { ...scope, collection: 'posts' }, cursor)).toBeUndefined();
  });

  it('a tampered cursor is refused (payload or signature changed)', async () => {
    const secret = cursorSecret(new MemoryStore());
    const cursor = await encodeCursor(secret, scope, position);
    const [payload, signature] = cursor.split('.') as [string, string];
    const forged = JSON.stringify({ v: 1, s: scope.siteId, e: scope.environment, c: scope.collection, t: position.at, i: 'ent_999999' });
    const forgedPayload = btoa(forged).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(await decodeCursor(secret, scope, `${forgedPayload}.${signature}`)).toBeUndefined();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await decodeCursor(secret, scope, `${payload}.${flipped}`)).toBeUndefined();
  });

  it('a cursor signed with another secret is refused', async () => {
    const cursor = await encodeCursor(cursorSecret(new MemoryStore()), scope, position);
    expect(await decodeCursor(cursorSecret(new MemoryStore()), scope, cursor)).toBeUndefined();
  });

  it('malformed cursors are refused without throwing', async () => {
    const secret = cursorSecret(new MemoryStore());
    for (const bad of ['', 'abc', 'a.b.c', '!!!.???', '.', 'x'.repeat(MAX_CURSOR_LENGTH + 1), '%%%%.%%%%', '0'.repeat(600)]) {
      expect(await decodeCursor(secret, scope, bad)).toBeUndefined();
    }
  });

  it('the secret is kept in the store, so cursors survive a snapshot restore', async () => {
    const store = new MemoryStore();
    const cursor = await encodeCursor(cursorSecret(store), scope, position);
    const restored = new MemoryStore();
    restored.importSnapshot(store.exportSnapshot('2026-03-05T08:00:00Z'));
    expect(await decodeCursor(cursorSecret(restored), scope, cursor)).toEqual(position);
  });

  it('an unusable stored secret is replaced instead of failing the request', () => {
    const store = new MemoryStore();
    store.table('content.secrets').set({ id: 'cursor-hmac', secret: '%%% not base64' } as never);
    expect(cursorSecret(store).length).toBe(32);
  });

  it('the same store gives the same secret on every call', () => {
    const store = new MemoryStore();
    expect(cursorSecret(store)).toEqual(cursorSecret(store));
  });
});
