// Team notification of a stored submission: built from the stored record, so a failed send loses nothing.
import type { Deps } from '../deps.js';
import { iso } from '../ports/clock.js';
import type { EmailMessage } from '../ports/notifier.js';
import type { Website } from '../websites.js';
import { WEBSITES_TABLE, websitesTable } from '../websites.js';
import { trafficSource } from './context.js';
import type { NotificationState, Submission } from './model.js';
import { captureSiteOf, SUBMISSIONS_TABLE, submissionsTable } from './model.js';

export function initialNotification(): NotificationState {
  return {
    status: 'pending',
    to: null,
    attempts: 0,
    lastAttemptAt: null,
    lastError: null,
    acceptedAt: null,
    deliveredAt: null,
    providerId: null,
  };
}

/** The site's own address, else the server's default. */
export function notificationAddress(deps: Pick<Deps, 'options'>, website: Website | undefined): string {
  return captureSiteOf(website)?.notificationEmail ?? deps.options.defaultNotificationEmail;
}

/** The visitor line: device, country and traffic source, present only when some context was accepted. */
export function visitorLine(submission: Submission): string | undefined {
  if (Object.keys(submission.context).length === 0) return undefined;
  const country = submission.country
    ? `${submission.country}${submission.countryCode ? ` (${submission.countryCode})` : ''}`
    : 'unknown country';
  return `Visitor: ${submission.device ?? 'unknown device'} · ${country} · source ${trafficSource(submission.context)}`;
}

export function alertEmail(submission: Submission, website: Website | undefined, to: string): EmailMessage {
  const siteName = website?.name ?? submission.websiteId;
  // One flat string: the outbox keeps it past young-generation collections, and a string grown with += would be a
  // tree of pieces, each copied on its own.
  const parts = [
    `New submission of the "${submission.form}" form on ${siteName} (${submission.environment}).\n\nForm: ${submission.form}\nPage: `,
    submission.page ?? '(not given)',
    `\nReceived: ${submission.receivedAt}\nSubmission: ${submission.id}\n`,
  ];
  const fields = submission.fields;
  for (const name in fields) parts.push(`\n${name}: `, fields[name]!.replace(NEWLINE, '\n  '));
  const visitor = visitorLine(submission);
  if (visitor) parts.push('\n\n', visitor);
  const text = parts.join('');
  const tag = submission.environment === 'test' ? '[test] ' : '';
  return { to, subject: `${tag}New ${submission.form} submission on ${siteName}`, text, ref: `capture.submission:${submission.id}` };
}

const NEWLINE = /\r?\n/g;

/**
 * Sends the alert for a stored submission and records the outcome on it. Never throws: a provider failure is recorded
 * as `failed`. `operation` is the request that caused the send (`createCapture`, `resendCaptureNotification`).
 */
export async function notifySubmission(deps: Deps, submissionId: string, operation: string): Promise<Submission | undefined> {
  const table = submissionsTable(deps);
  const submission = table.get(submissionId);
  if (!submission) return undefined;
  const website = websitesTable(deps).get(submission.websiteId);
  const to = notificationAddress(deps, website);
  const at = iso(deps.clock.now());
  const dependsOn = [
    [SUBMISSIONS_TABLE, submission.id],
    [WEBSITES_TABLE, submission.websiteId],
  ] as const;
  const outcome = await attemptSend(deps, alertEmail(submission, website, to), { operation, dependsOn });
  return table.patch(submissionId, (s) => {
    const before = s.notification;
    // Every field written out: spreading the stored (frozen) notification takes V8's slow path, a property at a time.
    const notification: NotificationState = outcome.ok
      ? {
          status: 'accepted',
          to,
          attempts: before.attempts + 1,
          lastAttemptAt: at,
          lastError: null,
          acceptedAt: iso(deps.clock.now()),
          deliveredAt: before.deliveredAt,
          providerId: outcome.providerId,
        }
      : {
          status: 'failed',
          to,
          attempts: before.attempts + 1,
          lastAttemptAt: at,
          lastError: outcome.error,
          acceptedAt: before.acceptedAt,
          deliveredAt: before.deliveredAt,
          providerId: before.providerId,
        };
    return { ...s, notification };
  });
}

export type SendOutcome = { ok: true; providerId: string } | { ok: false; error: string };

/**
 * One send through the notifier port, once the rows the email is built from are durable. `operation` is the request
 * that caused the send: the port is told it (test faults registered for that operation fail the send there).
 */
export async function attemptSend(
  deps: Deps,
  message: EmailMessage,
  { operation, dependsOn }: { operation: string; dependsOn: ReadonlyArray<readonly [table: string, id: string]> },
): Promise<SendOutcome> {
  // Nothing leaves before the rows it is built from are durable; a failed commit throws NotDurableError. Without a
  // persistence port every row already is: no wait.
  if (deps.durability.enabled) await deps.durability.commitRows(dependsOn);
  try {
    const { providerId } = await deps.notifier.send(message, { operation });
    return { ok: true, providerId };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
