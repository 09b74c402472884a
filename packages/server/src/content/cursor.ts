// Opaque list cursors: a keyset position bound to website, environment and collection, signed with HMAC-SHA256.
// The signing secret lives in the store, so cursors survive restarts and state export/import.
import { fromBase64, fromBase64Url, hmacSha256Sync, timingSafeEqual, toBase64, toBase64Url } from '../crypto.js';
import { textLength } from '../http/text.js';
import type { Environment } from '../keys.js';
import type { Row, Store } from '../ports/store.js';
import type { ListKey } from './entry-index.js';

export interface CursorScope {
  siteId: string;
  environment: Environment;
  collection: string;
}

interface SecretRow extends Row {
  secret: string;
}

export const SECRETS_TABLE = 'content.secrets';
const SECRET_ID = 'cursor-hmac';
/** The contract's maxLength of `cursor`. */
export const MAX_CURSOR_LENGTH = 512;

const decoded = new WeakMap<SecretRow, Uint8Array>();

function isUsableSecret(secret: unknown): boolean {
  if (typeof secret !== 'string') return false;
  try {
    return fromBase64(secret).length >= 16;
  } catch {
    return false;
  }
}

/** The store's cursor secret, created on first use. The same stored row always gives the same array. */
export function cursorSecret(store: Store): Uint8Array {
  const table = store.table<SecretRow>(SECRETS_TABLE);
  let row = table.get(SECRET_ID);
  // A row decoded before passed the check below: asked on every list read, it is not checked again.
  const known = row && decoded.get(row);
  if (known) return known;
  // A missing or unusable secret (say, from a hand-edited state file) is replaced: no cursor could verify with it.
  if (!row || !isUsableSecret(row.secret)) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    row = table.set({ id: SECRET_ID, secret: toBase64(bytes) });
  }
  let secret = decoded.get(row);
  if (!secret) {
    secret = fromBase64(row.secret);
    decoded.set(row, secret);
  }
  return secret;
}

const encoder = new TextEncoder();

async function sign(secret: Uint8Array, message: string): Promise<Uint8Array> {
  return hmacSha256Sync(secret, message);
}
const decoder = new TextDecoder('utf-8', { fatal: true });

/** `<payload>.<signature>`, both base64url. */
export async function encodeCursor(secret: Uint8Array, scope: CursorScope, position: ListKey): Promise<string> {
  const payload = toBase64Url(
    encoder.encode(JSON.stringify({ v: 1, s: scope.siteId, e: scope.environment, c: scope.collection, t: position.at, i: position.id })),
  );
  return `${payload}.${toBase64Url(await sign(secret, payload))}`;
}

/** The position a cursor carries, or undefined when it is malformed, tampered with, or issued for another scope. */
export async function decodeCursor(secret: Uint8Array, scope: CursorScope, cursor: string): Promise<ListKey | undefined> {
  if (cursor.length === 0 || textLength(cursor) > MAX_CURSOR_LENGTH) return undefined;
  const parts = cursor.split('.');
  if (parts.length !== 2) return undefined;
  const [payload, signature] = parts as [string, string];
  if (fromBase64Url(signature) === undefined) return undefined;
  if (!timingSafeEqual(signature, toBase64Url(await sign(secret, payload)))) return undefined;
  const bytes = fromBase64Url(payload);
  if (!bytes) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (d.v !== 1 || d.s !== scope.siteId || d.e !== scope.environment || d.c !== scope.collection) return undefined;
  if (typeof d.t !== 'number' || !Number.isSafeInteger(d.t) || typeof d.i !== 'string' || d.i.length === 0) return undefined;
  return { at: d.t, id: d.i };
}
