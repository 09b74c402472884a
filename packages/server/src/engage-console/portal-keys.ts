// Portal service credentials of the console: issued once in plaintext, stored as SHA-256 hashes.
import { sha256Hex, timingSafeEqual } from '../crypto.js';
import type { Deps } from '../deps.js';
import { textLength } from '../http/text.js';
import { iso } from '../ports/clock.js';
import type { Row, Table } from '../ports/store.js';

export interface PortalKeyRecord extends Row {
  /** SHA-256 hex of the plaintext; the plaintext is never stored. */
  hash: string;
  /** First characters of the plaintext, for display; not secret. */
  prefix: string;
  label: string | null;
  createdAt: string;
}

export const PORTAL_KEYS_TABLE = 'console.portal_keys';
const PREFIX_LENGTH = 12;

export function portalKeysTable(deps: Pick<Deps, 'store'>): Table<PortalKeyRecord> {
  return deps.store.table<PortalKeyRecord>(PORTAL_KEYS_TABLE);
}

export async function issuePortalKey(
  deps: Pick<Deps, 'store' | 'ids' | 'clock'>,
  label: string | null,
): Promise<{ record: PortalKeyRecord; plaintext: string }> {
  const plaintext = `ptk_${deps.ids.secret(40)}`;
  const record: PortalKeyRecord = {
    id: deps.ids.next('ptk'),
    hash: await sha256Hex(plaintext),
    prefix: plaintext.slice(0, PREFIX_LENGTH),
    label,
    createdAt: iso(deps.clock.now()),
  };
  portalKeysTable(deps).set(record);
  return { record, plaintext };
}

/** Whether `plaintext` is a portal key: every stored hash is compared in constant time (there are few). */
export async function isPortalKey(deps: Pick<Deps, 'store'>, plaintext: string): Promise<boolean> {
  if (textLength(plaintext) > 200) return false;
  const hash = await sha256Hex(plaintext);
  let match = false;
  for (const record of portalKeysTable(deps).values()) if (timingSafeEqual(record.hash, hash)) match = true;
  return match;
}
