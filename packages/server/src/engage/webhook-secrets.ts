// Webhook signing-secret rotation: a new secret at once, the previous one still signing during a grace period, so
// receivers can switch without dropping a delivery (Standard Webhooks: several space-separated signatures).
import { toBase64 } from '../crypto.js';
import type { Deps } from '../deps.js';
import { iso } from '../ports/clock.js';
import type { Row, Table } from '../ports/store.js';
import type { EngageSite } from './model.js';
import { sitesTable } from './model.js';

/** The secret a rotation replaced, kept until its grace period ends. */
export interface PreviousSecretRecord extends Row {
  /** The site id. */
  id: string;
  secret: string;
  expiresAt: string;
}

export const SECRET_PREFIX = 'whsec_';

/** A fresh signing secret: `whsec_` + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `${SECRET_PREFIX}${toBase64(bytes)}`;
}

export const PREVIOUS_SECRETS_TABLE = 'webhooks.previous_secrets';
export const DEFAULT_GRACE_SECONDS = 24 * 3600;
export const MAX_GRACE_SECONDS = 7 * 24 * 3600;

export function previousSecretsTable(deps: Pick<Deps, 'store'>): Table<PreviousSecretRecord> {
  return deps.store.table<PreviousSecretRecord>(PREVIOUS_SECRETS_TABLE);
}

/** The secrets that sign a delivery now: the current one first, then the previous one while its grace lasts. */
export function signingSecrets(deps: Pick<Deps, 'store' | 'clock'>, site: EngageSite): string[] {
  const previous = previousSecretsTable(deps).get(site.id);
  const active = previous !== undefined && Date.parse(previous.expiresAt) > deps.clock.now() && previous.secret !== site.webhookSecret;
  return active ? [site.webhookSecret, previous.secret] : [site.webhookSecret];
}

export interface Rotation {
  webhookSecret: string;
  previousSecretExpiresAt: string | null;
}

/** Replaces the site's secret; with `graceSeconds` > 0 the replaced one keeps signing (alongside) until then. */
export function rotateWebhookSecret(deps: Deps, site: EngageSite, graceSeconds: number): Rotation {
  const now = deps.clock.now();
  const webhookSecret = newWebhookSecret();
  sitesTable(deps).update(site.id, (s) => ({ ...s, webhookSecret, updatedAt: iso(now) }));
  const previous = previousSecretsTable(deps);
  if (graceSeconds <= 0) {
    previous.delete(site.id);
    return { webhookSecret, previousSecretExpiresAt: null };
  }
  const expiresAt = iso(now + graceSeconds * 1000);
  previous.set({ id: site.id, secret: site.webhookSecret, expiresAt });
  return { webhookSecret, previousSecretExpiresAt: expiresAt };
}
