// Admin control of a website's Form Capture site: configure, test, activate, disable, resume. The rules take the
// website, the parsed body and the action; capture/admin-routes.ts reads the request and writes the outcome.
import type { Deps } from '../deps.js';
import { isEmail } from '../http/email.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { Website } from '../websites.js';
import { WEBSITES_TABLE } from '../websites.js';
import { findWebsite } from './admin-util.js';
import type { CaptureSite, CaptureSiteStatus, CaptureSiteTest } from './model.js';
import { captureSiteOf, DEFAULT_FORM, saveCaptureSite } from './model.js';
import { attemptSend, notificationAddress } from './notify.js';

export const MAX_NOTIFICATION_EMAIL = 254;
export const MAX_DEFAULT_FORM = 40;

export type CaptureSiteAction = 'activate' | 'disable' | 'resume';

/**
 * Transitions: draft → active (activate; needs a notification address), active → disabled (disable),
 * disabled → active (resume). Configure and test work in every state. Anything else is INVALID_TRANSITION.
 */
export const CAPTURE_SITE_MOVES: Readonly<
  Record<CaptureSiteAction, { from: CaptureSiteStatus; to: CaptureSiteStatus; stamp: 'activatedAt' | 'disabledAt' }>
> = {
  activate: { from: 'draft', to: 'active', stamp: 'activatedAt' },
  disable: { from: 'active', to: 'disabled', stamp: 'disabledAt' },
  resume: { from: 'disabled', to: 'active', stamp: 'activatedAt' },
};

/** A website and its capture site. */
export interface WebsiteCaptureSite {
  website: Website;
  site: CaptureSite;
}

/** The website `websiteId` names and its capture site, or 404 NOT_FOUND for either. */
export function findCaptureSite(deps: Pick<Deps, 'store'>, websiteId: string): WebsiteCaptureSite | Refusal {
  const website = findWebsite(deps, websiteId);
  if (isRefusal(website)) return website;
  const site = captureSiteOf(website);
  return site ? { website, site } : { status: 404, code: 'NOT_FOUND', message: 'no Form Capture site is configured for this website' };
}

/**
 * Configures the website's capture site (`notificationEmail`, `defaultForm`), creating a draft on first use.
 * `created` tells the first configure from a later one.
 */
export function configureCaptureSite(
  deps: Pick<Deps, 'store' | 'clock'>,
  website: Website,
  body: Record<string, unknown>,
): { site: CaptureSite; created: boolean } | Refusal {
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
      return invalid('an activated capture site keeps a notification address', ['notificationEmail']);
    }
    if (email !== null && (typeof email !== 'string' || textLength(email) > MAX_NOTIFICATION_EMAIL || !isEmail(email))) {
      return invalid(`notificationEmail must be an email address (at most ${MAX_NOTIFICATION_EMAIL} characters)`, ['notificationEmail']);
    }
    site.notificationEmail = email;
  }
  if (body.defaultForm !== undefined) {
    const form = typeof body.defaultForm === 'string' ? body.defaultForm.trim() : '';
    if (form === '' || textLength(form) > MAX_DEFAULT_FORM) {
      return invalid(`defaultForm must be 1 to ${MAX_DEFAULT_FORM} characters`, ['defaultForm']);
    }
    if (hasControlCharacters(form)) return invalid(controlCharactersMessage('defaultForm'), ['defaultForm']);
    site.defaultForm = form;
  }
  site.updatedAt = now;
  saveCaptureSite(deps, website.id, site);
  return { site, created: existing === undefined };
}

/**
 * Sends a test alert to the site's notification address and records the provider's answer as the site's `lastTest`.
 * `faultOperation` is the operation whose injected faults apply to the send.
 */
export async function testCaptureSite(
  deps: Deps,
  { website, site }: WebsiteCaptureSite,
  faultOperation: string,
): Promise<{ site: CaptureSite; test: CaptureSiteTest }> {
  const to = notificationAddress(deps, website);
  const outcome = await attemptSend(
    deps,
    {
      to,
      subject: `Test notification from Form Capture on ${website.name}`,
      text: `This is a test of the Form Capture alert for ${website.name}. Submissions will be announced to ${to}.`,
      ref: `capture.site-test:${website.id}`,
    },
    { operation: faultOperation, dependsOn: [[WEBSITES_TABLE, website.id]] },
  );
  const at = iso(deps.clock.now());
  const test: CaptureSiteTest = outcome.ok
    ? { at, to, outcome: 'accepted', providerId: outcome.providerId, error: null }
    : { at, to, outcome: 'failed', providerId: null, error: outcome.error };
  site.lastTest = test;
  saveCaptureSite(deps, website.id, site);
  return { site, test };
}

/** Moves the site along one transition of {@link CAPTURE_SITE_MOVES}; any other move is INVALID_TRANSITION. */
export function moveCaptureSite(
  deps: Pick<Deps, 'store' | 'clock'>,
  { website, site }: WebsiteCaptureSite,
  action: CaptureSiteAction,
): CaptureSite | Refusal {
  const move = CAPTURE_SITE_MOVES[action];
  if (site.status !== move.from) {
    return {
      status: 409,
      code: 'INVALID_TRANSITION',
      message: `cannot ${action} a capture site that is ${site.status} (only from ${move.from})`,
    };
  }
  if (move.to === 'active' && !site.notificationEmail) {
    return { status: 409, code: 'INVALID_TRANSITION', message: 'configure a notification address before activating the capture site' };
  }
  const now = iso(deps.clock.now());
  const next: CaptureSite = { ...site, status: move.to, updatedAt: now, [move.stamp]: now };
  saveCaptureSite(deps, website.id, next);
  return next;
}
