// The Engage config (GET /v1/engage/config): health, module flags and branding that drive show/hide in the
// embedding site; config-routes.ts answers it.
import type { components } from '@svc/spec';
import { hoursStatus } from './hours.js';
import type { EngageSite } from './model.js';
import { consentOf } from './model.js';

/**
 * The config's text per stored site row (without opening hours): stored rows are frozen, so a row gives one text
 * until it is replaced.
 */
const configTexts = new WeakMap<EngageSite, string>();

/**
 * The config's text for a site without opening hours, made once per stored row; undefined for a site with opening
 * hours, whose config is read against the clock on every request.
 */
export function cachedConfigText(site: EngageSite): string | undefined {
  if (site.businessHours) return undefined;
  let text = configTexts.get(site);
  if (text === undefined) {
    text = JSON.stringify(configOf(site, 0));
    configTexts.set(site, text);
  }
  return text;
}

/** The config a site's page reads, with its opening hours read against `now`. */
export function configOf(site: EngageSite, now: number): components['schemas']['EngageConfig'] {
  const body: components['schemas']['EngageConfig'] = {
    success: true,
    ok: site.status === 'active',
    name: site.name,
    assistantName: site.branding.assistantName,
    modules: { chat: site.modules.chat, forms: site.modules.forms, support: site.modules.support },
    identityMode: site.identityMode,
    requireVerifiedIdentity: site.requireVerifiedIdentity === true,
    consent: consentOf(site),
    branding: { launcherLabel: site.branding.launcherLabel, accent: site.branding.accent, greeting: site.branding.greeting },
  };
  // What a page needs of the form policies (not their success messages); fromEntries keeps a label such as
  // __proto__ as data.
  const policies = Object.entries(site.forms?.policies ?? {});
  if (policies.length > 0)
    body.forms = Object.fromEntries(policies.map(([label, p]) => [label, { requiredFields: [...(p.requiredFields ?? [])] }]));
  if (site.businessHours) body.hours = hoursStatus(site.businessHours, now);
  return body;
}
