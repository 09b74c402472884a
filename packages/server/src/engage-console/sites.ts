// Engage sites as the console manages them: creation defaults, changes, the public Site view and key issuing.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import { identitySecretView } from '../engage/identity.js';
import type { EngageSite } from '../engage/model.js';
import { consentOf, sitesTable } from '../engage/model.js';
import { newWebhookSecret } from '../engage/webhooks.js';
import type { ApiKeyRecord } from '../keys.js';
import { issueKey, keysTable, revokeKey } from '../keys.js';
import { iso } from '../ports/clock.js';
import type { SiteChanges } from './site-rules.js';

type S = components['schemas'];

export const SITE_DEFAULTS = {
  modules: { chat: true, forms: true, support: true },
  identityMode: 'anonymous',
  answerMode: 'strict',
  branding: { assistantName: 'Assistant', launcherLabel: 'Chat with us', greeting: 'Hi! How can we help?', accent: '#4f46e5' },
} as const;

/**
 * Creates an active site owned by `ownerSub` with a fresh signing secret and empty knowledge (`id`: the demo's fixed
 * id; default a new one). No key is issued.
 */
export function createSite(deps: Deps, ownerSub: string, input: SiteChanges & { name: string; id?: string }): EngageSite {
  const now = iso(deps.clock.now());
  const site: EngageSite = {
    id: input.id ?? deps.ids.next('eng'),
    ownerSub,
    name: input.name,
    status: 'active',
    allowedOrigins: input.allowedOrigins ?? [],
    modules: input.modules ?? { ...SITE_DEFAULTS.modules },
    identityMode: input.identityMode ?? SITE_DEFAULTS.identityMode,
    answerMode: input.answerMode ?? SITE_DEFAULTS.answerMode,
    branding: { ...SITE_DEFAULTS.branding, ...input.branding },
    forms: { strict: input.forms?.strict ?? false, policies: input.forms?.policies ?? {} },
    webhookUrl: input.webhookUrl ?? null,
    webhookSecret: newWebhookSecret(),
    ...(input.businessHours ? { businessHours: input.businessHours } : {}),
    ...(input.consent ? { consent: input.consent } : {}),
    knowledge: { context: '', articles: [], updatedAt: null },
    createdAt: now,
    updatedAt: now,
  };
  return sitesTable(deps).set(site);
}

/** Applies validated changes; branding merges, `forms` replaces the parts it names. */
export function updateSite(deps: Deps, id: string, changes: SiteChanges): EngageSite | undefined {
  return sitesTable(deps).update(id, (site) => {
    const { branding, forms, ...plain } = changes;
    const next: EngageSite = { ...site, ...plain, updatedAt: iso(deps.clock.now()) };
    if (branding) next.branding = { ...site.branding, ...branding };
    if (forms) {
      next.forms = {
        strict: forms.strict ?? site.forms.strict ?? false,
        policies: forms.policies ?? site.forms.policies ?? {},
      };
    }
    return next;
  });
}

function activeKeyOf(deps: Deps, siteId: string): ApiKeyRecord | undefined {
  return keysTable(deps.store).find((k) => k.family === 'engage' && k.siteId === siteId && k.status === 'active');
}

/** The contract's Site: never the owner or key hashes. */
export function siteView(deps: Deps, site: EngageSite): S['Site'] {
  const key = activeKeyOf(deps, site.id);
  return {
    id: site.id,
    name: site.name,
    status: site.status,
    allowedOrigins: site.allowedOrigins,
    modules: site.modules,
    identityMode: site.identityMode,
    answerMode: site.answerMode,
    branding: site.branding,
    forms: site.forms,
    webhookUrl: site.webhookUrl,
    webhookSecret: site.webhookSecret,
    requireVerifiedIdentity: site.requireVerifiedIdentity === true,
    identitySecret: identitySecretView(deps, site),
    businessHours: site.businessHours ?? null,
    consent: consentOf(site),
    activeKey: key ? { id: key.id, prefix: key.prefix, createdAt: key.createdAt } : null,
    createdAt: site.createdAt,
    updatedAt: site.updatedAt,
  };
}

const issuing = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Issues a publishable key and revokes every other active key of the site at once. Issues for one site run one
 * after another, so two concurrent calls can never leave zero or two active keys.
 */
export function issueSiteKey(
  deps: Deps,
  siteId: string,
): Promise<{ record: ApiKeyRecord; plaintext: string; revokedKeyId: string | null }> {
  let queues = issuing.get(deps.store);
  if (!queues) issuing.set(deps.store, (queues = new Map<string, Promise<unknown>>()));
  const previous = queues.get(siteId) ?? Promise.resolve();
  const work = previous
    .catch(() => undefined)
    .then(async () => {
      const before = keysTable(deps.store).filter((k) => k.family === 'engage' && k.siteId === siteId && k.status === 'active');
      const issued = await issueKey(deps, { family: 'engage', siteId, environment: null });
      for (const old of before) revokeKey(deps, old.id);
      const newest = before.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1))[0];
      return { ...issued, revokedKeyId: newest?.id ?? null };
    });
  queues.set(siteId, work);
  const cleanup = () => {
    if (queues.get(siteId) === work) queues.delete(siteId);
  };
  work.then(cleanup, cleanup);
  return work;
}
