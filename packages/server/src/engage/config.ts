// GET /v1/engage/config: health, module flags and branding that drive show/hide in the embedding site.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { authenticate } from './auth.js';
import { hoursStatus } from './hours.js';
import { consentOf } from './model.js';

export const CONFIG_CACHE_CONTROL = 'public, max-age=300';

export async function getConfig(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps);
  if (caller instanceof Response) return caller;
  const { site } = caller;
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
  if (policies.length > 0) body.forms = Object.fromEntries(policies.map(([label, p]) => [label, { requiredFields: [...(p.requiredFields ?? [])] }]));
  if (site.businessHours) body.hours = hoursStatus(site.businessHours, deps.clock.now());
  c.header('Cache-Control', CONFIG_CACHE_CONTROL);
  // Public caches must keep one copy per site key (and per origin, for the CORS header).
  c.header('Vary', 'Origin, X-Api-Key');
  return c.json(body, 200);
}
