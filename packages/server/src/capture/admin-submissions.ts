// Admin access to stored submissions: list and read, retry a notification, record the provider's delivery receipt.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { fail } from '../http/errors.js';
import { iso } from '../ports/clock.js';
import { readObjectBody } from '../http/validation.js';
import { environmentParam, websiteOr404 } from './admin-util.js';
import type { Submission } from './model.js';
import { submissionsTable } from './model.js';
import { submissionIndex } from './newest-index.js';
import { notifySubmission } from './notify.js';

export function registerCaptureSubmissionAdmin(app: Hono<AppEnv>, deps: Deps): void {
  const table = submissionsTable(deps);
  const submissionOr404 = (c: AppContext): Submission | Response =>
    table.get(c.req.param('id') ?? '') ?? fail(c, 404, 'NOT_FOUND', 'submission not found');

  app.get('/_admin/capture/websites/:websiteId/submissions', op(deps, 'adminListCaptureSubmissions'), (c) => {
    const website = websiteOr404(c, deps);
    if (website instanceof Response) return website;
    const environment = c.req.query('environment') === undefined ? undefined : environmentParam(c);
    if (environment instanceof Response) return environment;
    const index = submissionIndex(table);
    const submissions = environment === undefined ? index.website(website.id) : index.rows(website.id, environment).toReversed();
    return c.json({ success: true as const, submissions });
  });

  app.get('/_admin/capture/submissions/:id', op(deps, 'adminGetCaptureSubmission'), (c) => {
    const submission = submissionOr404(c);
    return submission instanceof Response ? submission : c.json({ success: true as const, submission });
  });

  // Retries read from the stored record; only a notification the provider has not accepted is sent again.
  app.post('/_admin/capture/submissions/:id/notify', op(deps, 'adminRetryCaptureNotification'), async (c) => {
    const submission = submissionOr404(c);
    if (submission instanceof Response) return submission;
    if (submission.notification.status === 'accepted' || submission.notification.status === 'delivered') {
      return fail(c, 409, 'INVALID_TRANSITION', `the notification was already ${submission.notification.status}; nothing to retry`);
    }
    const updated = (await notifySubmission(deps, submission.id, c.get('operationId')))!;
    return c.json({ success: true as const, id: updated.id, notification: updated.notification });
  });

  // The provider's delivery receipt: the third outcome, after storage and acceptance.
  app.post('/_admin/capture/submissions/:id/delivered', op(deps, 'adminConfirmCaptureDelivery'), async (c) => {
    const submission = submissionOr404(c);
    if (submission instanceof Response) return submission;
    const body = await readObjectBody(c, { empty: 'as-object' });
    if (body instanceof Response) return body;
    const { notification } = submission;
    if (body.providerId !== undefined && body.providerId !== notification.providerId) {
      return fail(c, 400, 'VALIDATION_FAILED', 'providerId does not match the accepted notification', { fields: ['providerId'] });
    }
    if (notification.status === 'delivered') return c.json({ success: true as const, id: submission.id, notification });
    if (notification.status !== 'accepted') {
      return fail(c, 409, 'INVALID_TRANSITION', `a ${notification.status} notification cannot be delivered; it was never accepted`);
    }
    const updated = table.update(submission.id, (s) => ({
      ...s,
      notification: { ...s.notification, status: 'delivered', deliveredAt: iso(deps.clock.now()) },
    }))!;
    return c.json({ success: true as const, id: updated.id, notification: updated.notification });
  });
}
