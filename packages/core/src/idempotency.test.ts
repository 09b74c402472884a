import { describe, expect, it } from 'vitest';
import { checkIdempotencyKey, createIdempotencyKey, deriveIdempotencyKey, IDEMPOTENCY_KEY_PATTERN } from './idempotency.js';

describe('idempotency keys', () => {
  it('a generated key has the idk_ prefix, the service format and is unique', () => {
    const keys = Array.from({ length: 1000 }, createIdempotencyKey);
    for (const key of keys) {
      expect(key).toMatch(/^idk_[\w-]{24}$/);
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
    expect(new Set(keys).size).toBe(1000);
  });

  it('keys come from crypto.getRandomValues, so a plain-http page (no secure context, no randomUUID) makes them too', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID')!;
    Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(createIdempotencyKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
    } finally {
      Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', randomUUID);
    }
  });

  it('a caller key of 8 to 100 characters of A-Z a-z 0-9 _ - is used verbatim', () => {
    expect(checkIdempotencyKey('abcdefgh')).toBe('abcdefgh');
    expect(checkIdempotencyKey('A_z-09'.repeat(17).slice(0, 100))).toHaveLength(100);
  });

  it('a malformed caller key throws a TypeError', () => {
    for (const bad of ['', 'abcdefg', 'x'.repeat(101), 'with space', 'ünïcode-key', 'dots.are.bad', 'slash/key1']) {
      expect(() => checkIdempotencyKey(bad)).toThrow(TypeError);
    }
  });

  it('a derived key is stable for the same identifier and scope, and differs otherwise', async () => {
    const a = await deriveIdempotencyKey('order-4711');
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).toMatch(/^idk_/);
    expect(await deriveIdempotencyKey('order-4711')).toBe(a);
    expect(await deriveIdempotencyKey('order-4712')).not.toBe(a);
    expect(await deriveIdempotencyKey('order-4711', 'newsletter')).not.toBe(a);
    // Identifiers the service would refuse as keys still give valid keys.
    expect(await deriveIdempotencyKey('job #12 / ünïcode')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    await expect(deriveIdempotencyKey('')).rejects.toThrow(TypeError);
  });
});
