// The stored-submission rules without HTTP: the list per scope, reading one, retrying a notification the provider has
// not accepted, and recording the provider's delivery receipt.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import type { EmailMessage } from '../ports/notifier.js';
import { createWebsite } from '../websites.js';
import { confirmDelivery, findSubmission, listSubmissions, retryNotification } from './admin-submissions.js';
import type { NotificationState, Submission } from './model.js';
import { submissionsTable } from './model.js';
import { initialNotification } from './notify.js';

const T = Date.UTC(2026, 2, 5, 8);

async function setup(notifier?: { send(m: EmailMessage): Promise<{ providerId: string }> }) {
  const server = await createReferenceServer(notifier ? { notifier } : {});
  const { deps } = server;
  const website = createWebsite(deps, { name: 'Acme', members: [] });
  let n = 0;
  const add = (over: { environment?: 'test' | 'live'; notification?: Partial<NotificationState> } = {}): Submission => {
    n++;
    return submissionsTable(deps).set({
      id: `sub_${n}`,
      websiteId: website.id,
      environment: over.environment ?? 'live',
      form: 'contact',
      page: null,
      fields: { name: `Person ${n}` },
      receivedAt: new Date(T + n * 1000).toISOString(),
      context: {},
      device: null,
      country: null,
      countryCode: null,
      ipRemovedAt: null,
      keyId: 'key_1',
      lead: { status: 'unread', assignee: null, updatedAt: new Date(T).toISOString() },
      notification: {
        ...initialNotification(),
        status: 'accepted',
        to: 'team@acme.example',
        attempts: 1,
        providerId: 'prov_1',
        ...over.notification,
      },
    });
  };
  return { deps, website, add };
}

describe('stored submissions', () => {
  it('lists newest first, of one environment or of both', async () => {
    const { deps, website, add } = await setup();
    const a = add();
    const b = add({ environment: 'test' });
    const c = add();
    expect(listSubmissions(deps, website).map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    expect(listSubmissions(deps, website, 'live').map((s) => s.id)).toEqual([c.id, a.id]);
    expect(listSubmissions(deps, website, 'test').map((s) => s.id)).toEqual([b.id]);
  });

  it('an unknown submission is 404', async () => {
    const { deps, add } = await setup();
    const s = add();
    expect(findSubmission(deps, s.id)).toMatchObject({ id: s.id });
    expect(findSubmission(deps, 'sub_nope')).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'submission not found' });
  });
});

describe('retry a notification', () => {
  it('an accepted or delivered notification is not sent again', async () => {
    const { deps, add } = await setup();
    for (const status of ['accepted', 'delivered'] as const) {
      const s = add({ notification: { status } });
      expect(await retryNotification(deps, s, 'adminRetryCaptureNotification')).toMatchObject({
        status: 409,
        code: 'INVALID_TRANSITION',
        message: `the notification was already ${status}; nothing to retry`,
      });
    }
  });

  it('a failed notification is sent again from the stored record', async () => {
    const sent: EmailMessage[] = [];
    const { deps, add } = await setup({ send: async (m) => (sent.push(m), { providerId: 'prov_2' }) });
    const s = add({ notification: { status: 'failed', providerId: null, lastError: 'down' } });
    const outcome = await retryNotification(deps, s, 'adminRetryCaptureNotification');
    expect(outcome).toMatchObject({ id: s.id, notification: { status: 'accepted', providerId: 'prov_2' } });
    expect(sent).toHaveLength(1);
  });
});

describe("the provider's delivery receipt", () => {
  it('an accepted notification becomes delivered, stamped with the time', async () => {
    const { deps, add } = await setup();
    const s = add();
    const outcome = confirmDelivery(deps, s, { providerId: 'prov_1' });
    expect(outcome).toMatchObject({ id: s.id, notification: { status: 'delivered', deliveredAt: expect.any(String) } });
    expect(submissionsTable(deps).get(s.id)!.notification.status).toBe('delivered');
  });

  it('a receipt for a delivered notification changes nothing', async () => {
    const { deps, add } = await setup();
    const s = add({ notification: { status: 'delivered', deliveredAt: '2026-03-05T08:00:00.000Z' } });
    expect(confirmDelivery(deps, s, {})).toEqual({ id: s.id, notification: s.notification });
  });

  it('a receipt naming another provider id is a problem naming providerId', async () => {
    const { deps, add } = await setup();
    expect(confirmDelivery(deps, add(), { providerId: 'prov_other' })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'providerId does not match the accepted notification',
      fields: ['providerId'],
    });
  });

  it('a notification never accepted cannot be delivered', async () => {
    const { deps, add } = await setup();
    for (const status of ['pending', 'failed'] as const) {
      expect(confirmDelivery(deps, add({ notification: { status, providerId: null } }), {})).toMatchObject({
        status: 409,
        code: 'INVALID_TRANSITION',
        message: `a ${status} notification cannot be delivered; it was never accepted`,
      });
    }
  });
});
