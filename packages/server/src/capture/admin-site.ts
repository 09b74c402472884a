// Admin control of a website's Form Capture site: configure, test, activate, disable, resume.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { isEmail } from '../http/email.js';
import { fail } from '../http/errors.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import { iso } from '../ports/clock.js';
import type { Website } from '../websites.js';
import { WEBSITES_TABLE } from '../websites.js';
import { readObjectBody } from '../http/validation.js';
import { websiteOr404 } from './admin-util.js';
import type { CaptureSite, CaptureSiteStatus } from './model.js';
import { captureSiteOf, DEFAULT_FORM, saveCaptureSite } from './model.js';
import { attemptSend, notificationAddress } from './notify.js';

/**
 * Transitions: draft → active (activate; needs a notification address), active → disabled (disable),
 * disabled → active (resume). Configure and test work in every state. Anything else is INVALID_TRANSITION.
 */
const MOVES: Record<
  'activate' | 'disable' | 'resume',
  { from: CaptureSiteStatus; to: CaptureSiteStatus; stamp: 'activatedAt' | 'disabledAt' }
> = {
  activate: { from: 'draft', to: 'active', stamp: 'activatedAt' },
  disable: { from: 'active', to: 'disabled', stamp: 'disabledAt' },
  resume: { from: 'disabled', to: 'active', stamp: 'activatedAt' },
};

export function registerCaptureSiteAdmin(app: Hono<AppEnv>, deps: Deps): void {
  const base = '/_admin/capture/websites/:websiteId/site';

  app.get(base, op(deps, 'adminGetCaptureSite'), (c) => {
    const found = siteOr404(c, deps);
    return found instanceof Response ? found : c.json({ success: true as const, websiteId: found.website.id, site: found.site });
  });

  app.put(base, op(deps, 'adminConfigureCaptureSite'), async (c) => {
    const website = websiteOr404(c, deps);
    if (website instanceof Response) return website;
    const body = await readObjectBody(c, { empty: 'as-object' });
    if (body instanceof Response) return body;
    const existing = captureSiteOf(website);
    const now = iso(deps.clock.now());
    const site: CaptureSite = existing ?? {
      status: 'draft',
      notificationEmail: null,
      defaultForm: DEFAULT_FORM,
      createdAt: now,
      updatedAt: now,
      activatedAt: null,
      disabledAt: null,
      lastTest: null,
    };
    if (body.notificationEmail !== undefined) {
      const email = body.notificationEmail;
      if (email === null && site.status !== 'draft') {
        return fail(c, 400, 'VALIDATION_FAILED', 'an activated capture site keeps a notification address', {
          fields: ['notificationEmail'],
        });
      }
      if (email !== null && (typeof email !== 'string' || textLength(email) > 254 || !isEmail(email))) {
        return fail(c, 400, 'VALIDATION_FAILED', 'notificationEmail must be an email address (at most 254 characters)', {
          fields: ['notificationEmail'],
        });
      }
      site.notificationEmail = email;
    }
    if (body.defaultForm !== undefined) {
      const form = typeof body.defaultForm === 'string' ? body.defaultForm.trim() : '';
      if (form === '' || textLength(form) > 40) {
        return fail(c, 400, 'VALIDATION_FAILED', 'defaultForm must be 1 to 40 characters', { fields: ['defaultForm'] });
      }
      if (hasControlCharacters(form))
        return fail(c, 400, 'VALIDATION_FAILED', controlCharactersMessage('defaultForm'), { fields: ['defaultForm'] });
      site.defaultForm = form;
    }
    site.updatedAt = now;
    saveCaptureSite(deps, website.id, site);
    return c.json({ success: true as const, websiteId: website.id, site }, existing ? 200 : 201);
  });

  app.post(`${base}/test`, op(deps, 'adminTestCaptureSite'), async (c) => {
    const found = siteOr404(c, deps);
    if (found instanceof Response) return found;
    const { website, site } = found;
    const to = notificationAddress(deps, website);
    const outcome = await attemptSend(
      deps,
      {
        to,
        subject: `Test notification from Form Capture on ${website.name}`,
        text: `This is a test of the Form Capture alert for ${website.name}. Submissions will be announced to ${to}.`,
        ref: `capture.site-test:${website.id}`,
      },
      c.get('operationId'),
      [[WEBSITES_TABLE, website.id]],
    );
    const at = iso(deps.clock.now());
    site.lastTest = outcome.ok
      ? { at, to, outcome: 'accepted', providerId: outcome.providerId, error: null }
      : { at, to, outcome: 'failed', providerId: null, error: outcome.error };
    saveCaptureSite(deps, website.id, site);
    return c.json({ success: true as const, websiteId: website.id, site, test: site.lastTest });
  });

  for (const [action, move] of Object.entries(MOVES)) {
    const operationId = `admin${action.charAt(0).toUpperCase()}${action.slice(1)}CaptureSite`;
    app.post(`${base}/${action}`, op(deps, operationId), (c) => {
      const found = siteOr404(c, deps);
      if (found instanceof Response) return found;
      const { website, site } = found;
      if (site.status !== move.from) {
        return fail(c, 409, 'INVALID_TRANSITION', `cannot ${action} a capture site that is ${site.status} (only from ${move.from})`);
      }
      if (move.to === 'active' && !site.notificationEmail) {
        return fail(c, 409, 'INVALID_TRANSITION', 'configure a notification address before activating the capture site');
      }
      const now = iso(deps.clock.now());
      const next: CaptureSite = { ...site, status: move.to, updatedAt: now, [move.stamp]: now };
      saveCaptureSite(deps, website.id, next);
      return c.json({ success: true as const, websiteId: website.id, site: next });
    });
  }
}

function siteOr404(c: AppContext, deps: Deps): { website: Website; site: CaptureSite } | Response {
  const website = websiteOr404(c, deps);
  if (website instanceof Response) return website;
  const site = captureSiteOf(website);
  return site ? { website, site } : fail(c, 404, 'NOT_FOUND', 'no Form Capture site is configured for this website');
}
