// Verified visitor identity: a site secret (`idsec_...`, shown once when made) with which the customer's own server
// signs the visitor's id (hex HMAC-SHA256, `identityHash` in @svc/capture-node); chat turns carry the id and the hash.
import { hmacSha256, timingSafeEqual, toHex } from '../crypto.js';
import type { Deps } from '../deps.js';
import { iso } from '../ports/clock.js';
import type { EngageSite } from './model.js';
import { sitesTable } from './model.js';

export const IDENTITY_SECRET_PREFIX = 'idsec_';
/** How many characters of the secret the console shows, to tell secrets apart. */
export const IDENTITY_SECRET_SHOWN = 10;
export const DEFAULT_IDENTITY_GRACE_SECONDS = 0;
export const MAX_IDENTITY_GRACE_SECONDS = 7 * 24 * 3600;
export const HASH_PATTERN = /^[0-9a-f]{64}$/;

export const IDENTITY_REQUIRED_MESSAGE =
  'this site accepts verified visitors only: send visitor.id with visitor.hash, the hex HMAC-SHA256 of the id made on your server with the site identity secret (identityHash in @svc/capture-node)';
export const IDENTITY_MISMATCH_MESSAGE =
  'visitor.hash does not match visitor.id: make it on your server as the hex HMAC-SHA256 of exactly this id with the site identity secret (identityHash in @svc/capture-node); after a rotation, with the new secret';
export const SECRET_NEEDED_MESSAGE =
  'requireVerifiedIdentity needs an identity secret: make one with POST /api/engage/sites/{siteId}/identity/secret first';

function newIdentitySecret(deps: Pick<Deps, 'ids'>): string {
  return `${IDENTITY_SECRET_PREFIX}${deps.ids.secret(40)}`;
}

/** The hex HMAC-SHA256 of `id` with `secret` (its UTF-8 bytes) as the key: what the customer's server sends. */
export async function identityHashOf(secret: string, id: string): Promise<string> {
  return toHex(await hmacSha256(new TextEncoder().encode(secret), id));
}

/** Whether `hash` signs `id` with the site's secret, or with the replaced one while its grace lasts. */
export async function verifiesIdentity(
  deps: Pick<Deps, 'clock'>,
  site: EngageSite,
  { id, hash }: { id: string; hash: string },
): Promise<boolean> {
  const record = site.identitySecret;
  if (!record) return false;
  const secrets = [record.secret];
  if (record.previous && Date.parse(record.previous.expiresAt) > deps.clock.now()) secrets.push(record.previous.secret);
  let ok = false;
  for (const secret of secrets) if (timingSafeEqual(await identityHashOf(secret, id), hash.toLowerCase())) ok = true;
  return ok;
}

/** Makes the site's first identity secret or replaces it; the replaced one is accepted for `graceSeconds` more. */
export function rotateIdentitySecret(
  deps: Deps,
  site: EngageSite,
  graceSeconds: number,
): { identitySecret: string; createdAt: string; previousSecretExpiresAt: string | null } {
  const now = deps.clock.now();
  const secret = newIdentitySecret(deps);
  const createdAt = iso(now);
  const old = site.identitySecret;
  const previous = old && graceSeconds > 0 ? { secret: old.secret, expiresAt: iso(now + graceSeconds * 1000) } : null;
  sitesTable(deps).update(site.id, (s) => ({ ...s, identitySecret: { secret, createdAt, previous }, updatedAt: createdAt }));
  return { identitySecret: secret, createdAt, previousSecretExpiresAt: previous?.expiresAt ?? null };
}

/** The console's view of the secret: a prefix to recognise it, never the secret. */
export function identitySecretView(
  deps: Pick<Deps, 'clock'>,
  site: EngageSite,
): { prefix: string; createdAt: string; previousExpiresAt: string | null } | null {
  const record = site.identitySecret;
  if (!record) return null;
  const previous = record.previous && Date.parse(record.previous.expiresAt) > deps.clock.now() ? record.previous.expiresAt : null;
  return { prefix: record.secret.slice(0, IDENTITY_SECRET_SHOWN), createdAt: record.createdAt, previousExpiresAt: previous };
}
