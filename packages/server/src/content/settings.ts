// A website's Content settings as plain functions: the on/off switch and the exact-origin allow-list (at most 10).
import type { Deps } from '../deps.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal } from '../http/validation.js';
import { isExactOrigin } from '../net/url.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';
import { websiteOf } from './collections.js';
import { MAX_ALLOWED_ORIGINS } from './model.js';

export interface ContentSettingsChange {
  enabled?: unknown;
  allowedOrigins?: unknown;
}

/** Changes the Content switch and allowed origins, or refuses: no website, or a value of the wrong kind (each named). */
export function updateContentSettings(
  deps: Pick<Deps, 'store'>,
  websiteId: string,
  change: ContentSettingsChange,
): Website['content'] | Refusal {
  const website = websiteOf(deps, websiteId);
  if (isRefusal(website)) return website;
  const bad: string[] = [];
  if (change.enabled !== undefined && typeof change.enabled !== 'boolean') bad.push('enabled');
  const origins = change.allowedOrigins;
  if (origins !== undefined && (!Array.isArray(origins) || origins.length > MAX_ALLOWED_ORIGINS || !origins.every(isExactOrigin))) {
    bad.push('allowedOrigins');
  }
  if (bad.length > 0) {
    return invalid(
      `invalid settings: ${bad.join(', ')} (enabled is a boolean; allowedOrigins lists at most ${MAX_ALLOWED_ORIGINS} exact origins such as https://www.example.com)`,
      bad,
    );
  }
  const content: Website['content'] = {
    enabled: (change.enabled as boolean | undefined) ?? website.content.enabled,
    allowedOrigins: origins === undefined ? website.content.allowedOrigins : [...new Set(origins as string[])],
  };
  websitesTable(deps).update(websiteId, (w) => ({ ...w, content }));
  return content;
}
