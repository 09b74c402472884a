// The Engage sites the console's identity can manage (listSites), as the Engage, Webhooks and Sites & keys tabs list them.
import type { Schema } from '@svc/spec';
import { api, engage, unwrap } from '../api.js';

export type Site = Schema<'SiteList'>['sites'][number];

export const listSites = (): Promise<Site[]> => engage((headers) => unwrap(api.GET('/api/engage/sites', { headers }))).then((r) => r.sites);
