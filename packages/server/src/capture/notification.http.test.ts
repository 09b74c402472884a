import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import type { ReferenceServerOptions } from '../app.js';
import { createReferenceServer } from '../app.js';
import type { EmailMessage } from '../ports/notifier.js';
import { OutboxNotifier } from '../ports/notifier.js';

let t: TestServer;
let site: { websiteId: string; key: string };

async function setup(options: ReferenceServerOptions = {}, notificationEmail: string | undefined = 'team@acme.example'): Promise<void> {
  t = await startServer(options);
  const w = await t.request('POST', '/_admin/websites', { json: { name: 'Acme', members: [{ sub: 'u', roles: ['manage'] }] } });
  const websiteId = w.body.website.id as string;
  await t.request('PUT', `/_admin/capture/websites/${websiteId}/site`, { json: { notificationEmail } });
  await t.request('POST', `/_admin/capture/websites/${websiteId}/site/activate`);
  const k = await t.request('POST', `/_admin/capture/websites/${websiteId}/keys`, { json: { environment: 'live' } });
  site = { websiteId, key: k.body.plaintext };
}

const capture = (json: unknown) => t.request('POST', '/v1/capture', { json, headers: { 'X-Api-Key': site.key } });
const stored = async (id: string) => (await t.request('GET', `/_admin/capture/submissions/${id}`)).body.submission;

/** A provider that refuses while `down` is set. */
class FlakyNotifier extends OutboxNotifier {
  down = true;
  override async send(message: EmailMessage) {
    if (this.down) throw new Error('SMTP 451 temporary failure');
    return super.send(message);
  }
}

afterEach(() => t.close());

describe('team notification', () => {
  it('emails the configured address with the form, page and fields', async () => {
    await setup();
    const id = (await capture({ form: 'quote', page: '/pricing', fields: { name: 'Ada', email: 'ada@example.org' } })).body.id;
    expect(t.notifier.outbox).toHaveLength(1);
    const email = t.notifier.outbox[0]!;
    expect(email.to).toBe('team@acme.example');
    expect(email.ref).toBe(`capture.submission:${id}`);
    expect(email.subject).toContain('quote');
    expect(email.text).toContain('Form: quote');
    expect(email.text).toContain('Page: /pricing');
    expect(email.text).toContain('name: Ada');
    expect(email.text).toContain('email: ada@example.org');
    expect(email.text).not.toContain('Visitor:');
  });

  it('lays the email out line by line: header, form, page, time, id, each field (continued lines indented), visitor', async () => {
    await setup();
    const id = (
      await capture({
        form: 'quote',
        fields: { name: 'Ada', message: 'line one\r\nline two\nline three' },
        context: { referrer: 'https://news.example.com/' },
      })
    ).body.id as string;
    const submission = await stored(id);
    expect(t.notifier.outbox[0]!.text).toBe(
      [
        `New submission of the "quote" form on Acme (live).`,
        '',
        'Form: quote',
        'Page: (not given)',
        `Received: ${submission.receivedAt as string}`,
        `Submission: ${id}`,
        '',
        'name: Ada',
        'message: line one',
        '  line two',
        '  line three',
        '',
        'Visitor: unknown device · unknown country · source news.example.com',
      ].join('\n'),
    );
    expect(t.notifier.outbox[0]!.subject).toBe('New quote submission on Acme');
  });

  it('adds a line with device, country and traffic source when context is supplied', async () => {
    await setup({ geo: { lookup: async () => ({ country: 'United Kingdom', countryCode: 'GB' }) } });
    await capture({
      fields: { a: 'b' },
      context: {
        ip: '81.2.69.142',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        utm: { source: 'newsletter', medium: 'email' },
        referrer: 'https://www.google.com/',
      },
    });
    expect(t.notifier.outbox[0]!.text).toContain('Visitor: Mobile · iOS 17.4 · Safari · United Kingdom (GB) · source newsletter / email');
  });

  it("the traffic source is the referrer's host without utm, else direct", async () => {
    await setup();
    await capture({ fields: { a: 'b' }, context: { referrer: 'https://news.example.com/post/1' } });
    await capture({ fields: { a: 'b' }, context: { language: 'en' } });
    expect(t.notifier.outbox[0]!.text).toContain('Visitor: unknown device · unknown country · source news.example.com');
    expect(t.notifier.outbox[1]!.text).toContain('source direct');
  });

  it('without a site address the server default address is used', async () => {
    await setup({ defaultNotificationEmail: 'fallback@svc.example' }, undefined);
    // A site without an address cannot be activated; build it as activated earlier with the address removed.
    const table = t.server.deps.store.table<{ id: string; capture?: Record<string, unknown> }>('websites');
    table.update(site.websiteId, (w) => ({ ...w, capture: { ...w.capture, status: 'active', notificationEmail: null } }));
    await capture({ fields: { a: 'b' } });
    expect(t.notifier.outbox[0]!.to).toBe('fallback@svc.example');
  });
});

describe('the outbox keeps the newest outboxSize emails', () => {
  it('GET /_admin/outbox lists the newest, oldest first, and counts the accepted and the dropped', async () => {
    await setup({ outboxSize: 3 });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await capture({ form: `form-${i}`, fields: { n: String(i) } })).body.id);
    const r = await t.request('GET', '/_admin/outbox');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, limit: 3, accepted: 5, dropped: 2 });
    expect(r.body.emails.map((e: { ref: string }) => e.ref)).toEqual(ids.slice(2).map((id) => `capture.submission:${id}`));
    expect(r.body.emails.map((e: { id: string }) => e.id)).toEqual(['eml_000003', 'eml_000004', 'eml_000005']);
    // A dropped email's submission still says it was accepted: only the outbox copy is gone.
    expect((await stored(ids[0]!)).notification).toMatchObject({ status: 'accepted', providerId: 'eml_000001' });

    await t.request('POST', '/_admin/reset');
    expect((await t.request('GET', '/_admin/outbox')).body).toEqual({ success: true, emails: [], limit: 3, accepted: 0, dropped: 0 });
  });

  it('an outboxSize of 0 keeps no email but still counts them', async () => {
    await setup({ outboxSize: 0 });
    await capture({ fields: { a: 'b' } });
    await capture({ fields: { a: 'c' } });
    expect((await t.request('GET', '/_admin/outbox')).body).toEqual({ success: true, emails: [], limit: 0, accepted: 2, dropped: 2 });
  });

  it("sizes the server's own notifier (default 1000) and refuses a size out of range at start", async () => {
    const outbox = async (options: ReferenceServerOptions) => {
      const server = await createReferenceServer(options);
      return (await server.fetch(new Request('http://svc.test/_admin/outbox'))).json();
    };
    expect(await outbox({})).toEqual({ success: true, emails: [], limit: 1000, accepted: 0, dropped: 0 });
    expect(await outbox({ outboxSize: 2 })).toMatchObject({ limit: 2 });
    for (const bad of [-1, 1.5, 100_001]) {
      await expect(createReferenceServer({ outboxSize: bad }), String(bad)).rejects.toThrow(
        'outboxSize must be an integer from 0 to 100000',
      );
    }
  });
});

describe('storage, acceptance and delivery are three distinct outcomes', () => {
  it('a stored submission is accepted by the provider, then delivered on the receipt', async () => {
    await setup();
    const id = (await capture({ fields: { a: 'b' } })).body.id;
    const accepted = (await stored(id)).notification;
    expect(accepted).toMatchObject({
      status: 'accepted',
      attempts: 1,
      providerId: t.notifier.outbox[0]!.id,
      deliveredAt: null,
      lastError: null,
    });
    expect(accepted.acceptedAt).toEqual(expect.any(String));
    const receipt = await t.request('POST', `/_admin/capture/submissions/${id}/delivered`, { json: { providerId: accepted.providerId } });
    expect(receipt.status).toBe(200);
    expect(receipt.body.notification).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    expect((await stored(id)).notification.status).toBe('delivered');
  });

  it('a receipt for a notification that was never accepted is a 409', async () => {
    await setup();
    t.faults.inject({ operation: 'createCapture', kind: 'notification_failure', times: 1 });
    const id = (await capture({ fields: { a: 'b' } })).body.id;
    const r = await t.request('POST', `/_admin/capture/submissions/${id}/delivered`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('INVALID_TRANSITION');
  });

  it('a receipt naming another provider message is a 400', async () => {
    await setup();
    const id = (await capture({ fields: { a: 'b' } })).body.id;
    expect((await t.request('POST', `/_admin/capture/submissions/${id}/delivered`, { json: { providerId: 'eml_999' } })).status).toBe(400);
  });

  it('an injected notification failure keeps the record, still answers 201, and can be retried', async () => {
    await setup();
    t.faults.inject({ operation: 'createCapture', kind: 'notification_failure', times: 1 });
    const r = await capture({ fields: { name: 'Ada' } });
    expect(r.status).toBe(201);
    expect(t.notifier.outbox).toHaveLength(0);
    const failed = await stored(r.body.id);
    expect(failed.fields).toEqual({ name: 'Ada' });
    expect(failed.notification).toMatchObject({ status: 'failed', attempts: 1, acceptedAt: null, lastError: expect.any(String) });

    const retry = await t.request('POST', `/_admin/capture/submissions/${r.body.id}/notify`);
    expect(retry.status).toBe(200);
    expect(retry.body.notification).toMatchObject({ status: 'accepted', attempts: 2, lastError: null });
    expect(t.notifier.outbox).toHaveLength(1);
    expect(t.notifier.outbox[0]!.text).toContain('name: Ada');
  });

  it('a provider that throws keeps the record; a retry while it is still down records a second failure', async () => {
    const notifier = new FlakyNotifier();
    await setup({ notifier });
    const id = (await capture({ fields: { a: 'b' } })).body.id;
    expect((await stored(id)).notification).toMatchObject({ status: 'failed', lastError: 'SMTP 451 temporary failure' });
    expect((await t.request('POST', `/_admin/capture/submissions/${id}/notify`)).body.notification).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
    notifier.down = false;
    expect((await t.request('POST', `/_admin/capture/submissions/${id}/notify`)).body.notification).toMatchObject({
      status: 'accepted',
      attempts: 3,
    });
  });

  it('an accepted notification is not sent again by a retry', async () => {
    await setup();
    const id = (await capture({ fields: { a: 'b' } })).body.id;
    const r = await t.request('POST', `/_admin/capture/submissions/${id}/notify`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('INVALID_TRANSITION');
    expect(t.notifier.outbox).toHaveLength(1);
  });

  it('retry and receipt of an unknown submission are 404', async () => {
    await setup();
    expect((await t.request('POST', '/_admin/capture/submissions/sub_nope/notify')).status).toBe(404);
    expect((await t.request('POST', '/_admin/capture/submissions/sub_nope/delivered')).status).toBe(404);
  });
});
