// GET /v1/engage/config: health, module flags and branding that drive show/hide in the embedding site.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { reply, replyJson, setHeader } from '../http/reply.js';
import { authenticate } from './auth.js';
import { hoursStatus } from './hours.js';
import type { EngageSite } from './model.js';
import { consentOf } from './model.js';

export const CONFIG_CACHE_CONTROL = 'public, max-age=300';

export async function getConfig(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps);
  if (caller instanceof Response) return caller;
  const { site } = caller;
  setHeader(c, 'cache-control', CONFIG_CACHE_CONTROL);
  // Public caches must keep one copy per site key (and per origin, for the CORS header).
  setHeader(c, 'vary', 'Origin, X-Api-Key');
  // Opening hours are read against the clock: such a site's config is built on every request.
  if (site.businessHours) return replyJson(c, configOf(site, deps));
  let text = configTexts.get(site);
  if (text === undefined) {
    text = JSON.stringify(configOf(site, deps));
    configTexts.set(site, text);
  }
  return reply(c, text);
}

/**
 * The config's text per stored site row (without opening hours): stored rows are frozen, so a row gives one text
 * until it is replaced.
 */
const configTexts = new WeakMap<EngageSite, string>();

function configOf(site: EngageSite, deps: Deps): components['schemas']['EngageConfig'] {
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
  if (site.businessHours) body.hours = hoursStatus(site.businessHours, deps.clock.now());
  return body;
}
