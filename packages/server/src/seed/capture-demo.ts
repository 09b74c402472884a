// Demo data of the capture area: an active Form Capture site on web_demo, a key per environment, a few leads whose
// alerts are sent through the notifier once the state is durable, so the outbox holds what the leads say was sent.

import { confirmDelivery } from '../capture/admin-submissions.js';
import type { CaptureContext } from '../capture/context.js';
import { deviceLabel } from '../capture/device.js';
import type { Submission } from '../capture/model.js';
import { saveCaptureSite, submissionsTable } from '../capture/model.js';
import { initialNotification, notifySubmission } from '../capture/notify.js';
import { CAPTURE_MAX_FIELDS, sanitiseFields } from '../capture/sanitise.js';
import type { Deps } from '../deps.js';
import type { Environment } from '../keys.js';
import { issueKey } from '../keys.js';
import { iso } from '../ports/clock.js';
import type { DemoCredentials } from '../ports/demo.js';
import { createWebsite, websitesTable } from '../websites.js';

export const DEMO_WEBSITE_ID = 'web_demo';
export const DEMO_NOTIFICATION_EMAIL = 'team@demo.svc.example';

interface DemoLead {
  environment: Environment;
  form: string;
  page: string;
  fields: Record<string, unknown>;
  context: CaptureContext;
  country: [string, string] | null;
  hoursAgo: number;
  /** Whether the demo shows the alert's delivery confirmed (the provider's receipt), or only accepted. */
  delivered: boolean;
}

const DEMO_LEADS: DemoLead[] = [
  {
    environment: 'test',
    form: 'contact',
    page: '/contact',
    fields: {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      company: 'Analytical Engines',
      message: 'I would like a quote for 20 seats.',
    },
    context: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      referrer: 'https://www.google.com/',
      landingPage: '/pricing',
      language: 'en-GB',
      timezone: 'Europe/London',
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    },
    country: ['United Kingdom', 'GB'],
    hoursAgo: 3,
    delivered: true,
  },
  {
    environment: 'test',
    form: 'demo-request',
    page: '/book-a-demo',
    fields: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', teamSize: 12 },
    context: {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      language: 'en-US',
      timezone: 'America/New_York',
      screen: '1920x1080',
    },
    country: ['United States', 'US'],
    hoursAgo: 2,
    delivered: true,
  },
  {
    environment: 'live',
    form: 'contact',
    page: '/contact',
    fields: { full_name: 'Katherine Johnson', email: 'katherine@example.net', phone: '+1 555 0100', message: 'Please call me back.' },
    context: {},
    country: null,
    hoursAgo: 1,
    delivered: false,
  },
];

export async function seedCaptureDemo(deps: Deps): Promise<DemoCredentials['capture']> {
  const websites = websitesTable(deps);
  const website =
    websites.get(DEMO_WEBSITE_ID) ??
    createWebsite(deps, {
      id: DEMO_WEBSITE_ID,
      name: 'Demo website',
      members: [{ sub: 'user_demo', name: 'Demo Owner', roles: ['manage', 'publish', 'leads'] }],
    });
  const nowMs = deps.clock.now();
  const now = iso(nowMs);
  saveCaptureSite(deps, website.id, {
    status: 'active',
    notificationEmail: DEMO_NOTIFICATION_EMAIL,
    defaultForm: 'contact',
    createdAt: now,
    updatedAt: now,
    activatedAt: now,
    disabledAt: null,
    lastTest: null,
  });
  const meta = { stage: 'current', replaces: null, replacedBy: null };
  const test = await issueKey(deps, {
    family: 'capture',
    siteId: website.id,
    environment: 'test',
    label: 'Demo (test)',
    meta: { ...meta },
  });
  const live = await issueKey(deps, {
    family: 'capture',
    siteId: website.id,
    environment: 'live',
    label: 'Demo (live)',
    meta: { ...meta },
  });

  const table = submissionsTable(deps);
  const alerts: Array<{ id: string; delivered: boolean }> = [];
  for (const lead of DEMO_LEADS) {
    const receivedAt = iso(nowMs - lead.hoursAgo * 3_600_000);
    const submission: Submission = {
      id: deps.ids.next('sub'),
      websiteId: website.id,
      environment: lead.environment,
      form: lead.form,
      page: lead.page,
      fields: sanitiseFields(lead.fields, { maxFields: CAPTURE_MAX_FIELDS }),
      receivedAt,
      context: lead.context,
      device: lead.context.userAgent ? deviceLabel(lead.context.userAgent) : null,
      country: lead.country?.[0] ?? null,
      countryCode: lead.country?.[1] ?? null,
      ipRemovedAt: null,
      keyId: lead.environment === 'test' ? test.record.id : live.record.id,
      lead: { status: 'unread', assignee: null, updatedAt: receivedAt },
      // Not sent yet: the alerts go out like a capture's, once the seeded state is durable (sendDemoAlerts).
      notification: initialNotification(),
    };
    table.set(submission);
    alerts.push({ id: submission.id, delivered: lead.delivered });
  }
  dueAlerts.set(deps.store, alerts);
  return { siteId: website.id, keys: { test: test.plaintext, live: live.plaintext } };
}

/** The alerts of the demo leads a seed stored, per store, until they are sent. */
const dueAlerts = new WeakMap<object, Array<{ id: string; delivered: boolean }>>();

/**
 * Sends the alerts of the demo leads just seeded into `deps.store`, as a capture's alert is sent (through the notifier,
 * so the outbox holds each one, recorded on the submission as accepted), then records the provider's receipt for the
 * leads the demo shows as delivered. Called once the seeded state is durable (at start, after a reset); a second call
 * sends nothing. What the console then shows is true: every alert said to be accepted or delivered is in the outbox.
 */
export async function sendDemoAlerts(deps: Deps): Promise<void> {
  const due = dueAlerts.get(deps.store);
  if (!due) return;
  dueAlerts.delete(deps.store);
  for (const { id, delivered } of due) {
    const sent = await notifySubmission(deps, id, 'adminReset');
    if (delivered && sent?.notification.status === 'accepted') confirmDelivery(deps, sent, {});
  }
}
