// Form Capture records: the capture site stored on its website, and stored submissions with lead and notification state.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { Environment } from '../keys.js';
import type { Row, Table } from '../ports/store.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';
import type { CaptureContext } from './context.js';

export const SUBMISSIONS_TABLE = 'capture.submissions';
export const DEFAULT_FORM = 'contact';

/** The Form Capture site of a website (stored as `website.capture`), as the admin contract shows it. */
export type CaptureSite = components['schemas']['AdminCaptureSite'];
export type CaptureSiteStatus = CaptureSite['status'];
/** Outcome of the last test notification. */
export type CaptureSiteTest = components['schemas']['AdminCaptureSiteTest'];

/** The lead's review state, as the admin contract shows it (AdminCaptureLeadState). */
export type LeadState = components['schemas']['AdminCaptureLeadState'];
/** unread (new) → active (opened) → closed or archived; see leads.ts for the moves. */
export type LeadStatus = LeadState['status'];

/**
 * Storage, provider acceptance and confirmed delivery are three different facts: `pending` (stored, not yet
 * tried), `accepted` (the provider took the email), `failed` (it did not; retry from the record), `delivered`
 * (the provider's receipt arrived).
 */
export type NotificationState = components['schemas']['AdminCaptureNotification'];

export interface Submission extends Row {
  websiteId: string;
  environment: Environment;
  form: string;
  page: string | null;
  fields: Record<string, string>;
  receivedAt: string;
  /** The context as accepted; `ip` is removed after 30 days. */
  context: CaptureContext;
  device: string | null;
  country: string | null;
  countryCode: string | null;
  /** When the retention job removed the raw IP, if it did. */
  ipRemovedAt: string | null;
  /** The key that stored it (for audit; the key's plaintext is never kept). */
  keyId: string;
  lead: LeadState;
  notification: NotificationState;
}

export function submissionsTable(deps: Pick<Deps, 'store'>): Table<Submission> {
  return deps.store.table<Submission>(SUBMISSIONS_TABLE);
}

const STATUSES: CaptureSiteStatus[] = ['draft', 'active', 'disabled'];

/** The website's capture site, or undefined when none was configured (or the stored value is not one). */
export function captureSiteOf(website: Website | undefined): CaptureSite | undefined {
  const site = website?.capture as Partial<CaptureSite> | undefined;
  if (!site || !STATUSES.includes(site.status as CaptureSiteStatus)) return undefined;
  return {
    status: site.status as CaptureSiteStatus,
    notificationEmail: typeof site.notificationEmail === 'string' ? site.notificationEmail : null,
    defaultForm: typeof site.defaultForm === 'string' && site.defaultForm !== '' ? site.defaultForm : DEFAULT_FORM,
    createdAt: site.createdAt ?? '',
    updatedAt: site.updatedAt ?? '',
    activatedAt: site.activatedAt ?? null,
    disabledAt: site.disabledAt ?? null,
    lastTest: site.lastTest ?? null,
  };
}

export function saveCaptureSite(deps: Pick<Deps, 'store'>, websiteId: string, site: CaptureSite): Website | undefined {
  return websitesTable(deps).update(websiteId, (w) => ({ ...w, capture: { ...site } }));
}
