// Admin access to stored submissions: list and read, retry a notification, record the provider's delivery receipt.
// The rules take the records and the parsed body; capture/admin-routes.ts reads the request and writes the outcome.
import type { Deps } from '../deps.js';
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import type { Environment } from '../keys.js';
import { iso } from '../ports/clock.js';
import type { Website } from '../websites.js';
import type { NotificationState, Submission } from './model.js';
import { submissionsTable } from './model.js';
import { submissionIndex } from './newest-index.js';
import { notifySubmission } from './notify.js';

/** A submission's notification as the retry and receipt operations answer it. */
export interface NotificationOutcome {
  id: string;
  notification: NotificationState;
}

/** The website's submissions newest first, of one environment or of both. */
export function listSubmissions(deps: Pick<Deps, 'store'>, website: Website, environment?: Environment): Submission[] {
  const index = submissionIndex(submissionsTable(deps));
  return environment === undefined ? index.website(website.id) : index.rows(website.id, environment).toReversed();
}

/** The submission `id` names, or 404 NOT_FOUND. */
export function findSubmission(deps: Pick<Deps, 'store'>, id: string): Submission | Refusal {
  return submissionsTable(deps).get(id) ?? { status: 404, code: 'NOT_FOUND', message: 'submission not found' };
}

/**
 * Sends the submission's alert again, from the stored record. Only a notification the provider has not accepted is
 * retried: an accepted or delivered one is INVALID_TRANSITION. `faultOperation` is the operation whose injected
 * faults apply to the send.
 */
export async function retryNotification(
  deps: Deps,
  submission: Submission,
  faultOperation: string,
): Promise<NotificationOutcome | Refusal> {
  const { status } = submission.notification;
  if (status === 'accepted' || status === 'delivered') {
    return { status: 409, code: 'INVALID_TRANSITION', message: `the notification was already ${status}; nothing to retry` };
  }
  const updated = (await notifySubmission(deps, submission.id, faultOperation))!;
  return { id: updated.id, notification: updated.notification };
}

/**
 * The provider's delivery receipt, the third outcome after storage and acceptance: an accepted notification becomes
 * delivered; a receipt for a delivered one changes nothing. A `providerId` in the body must match the accepted one.
 */
export function confirmDelivery(
  deps: Pick<Deps, 'store' | 'clock'>,
  submission: Submission,
  body: Record<string, unknown>,
): NotificationOutcome | Refusal {
  const { notification } = submission;
  if (body.providerId !== undefined && body.providerId !== notification.providerId) {
    return invalid('providerId does not match the accepted notification', ['providerId']);
  }
  if (notification.status === 'delivered') return { id: submission.id, notification };
  if (notification.status !== 'accepted') {
    return {
      status: 409,
      code: 'INVALID_TRANSITION',
      message: `a ${notification.status} notification cannot be delivered; it was never accepted`,
    };
  }
  const updated = submissionsTable(deps).update(submission.id, (s) => ({
    ...s,
    notification: { ...s.notification, status: 'delivered', deliveredAt: iso(deps.clock.now()) },
  }))!;
  return { id: updated.id, notification: updated.notification };
}
