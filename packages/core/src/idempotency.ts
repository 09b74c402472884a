// Idempotency keys: one per logical call, reused on every retry, so a retried submission is stored once.
// The key format is the contract's (`IDEMPOTENCY_KEY_PATTERN`, generated into ./generated/contract.ts from the same
// source as the server's): one format for clients and server.
import { IDEMPOTENCY_KEY_PATTERN } from './generated/contract.js';

export { IDEMPOTENCY_KEY_PATTERN };

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A fresh key: `idk_` and 144 random bits from Web Crypto in base64url (28 characters), recognisable in logs. It uses
 * `crypto.getRandomValues`, which browsers offer on plain-http pages too (`randomUUID` needs a secure context).
 * @public
 */
export function createIdempotencyKey(): string {
  return `idk_${base64url(crypto.getRandomValues(new Uint8Array(18)))}`;
}

/**
 * Returns a caller's key unchanged, or throws a TypeError before anything is sent: the service silently ignores a
 * malformed key, which would make retries unsafe.
 * @public
 */
export function checkIdempotencyKey(key: string): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new TypeError(`bad Idempotency-Key ${JSON.stringify(key)}: 8 to 100 of A-Z a-z 0-9 _ -`);
  }
  return key;
}

/**
 * A stable key derived from the caller's own identifier (an order id, a job id): `idk_` and the SHA-256 of
 * `scope` and `id`. A job queue that replays a submission after a crash sends the same key and gets the original
 * record back (`duplicate: true`) instead of a second one.
 * @public
 */
export async function deriveIdempotencyKey(id: string, scope = ''): Promise<string> {
  if (!id) throw new TypeError('deriveIdempotencyKey needs a non-empty identifier');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${scope}\u0000${id}`));
  return `idk_${base64url(new Uint8Array(digest))}`;
}
