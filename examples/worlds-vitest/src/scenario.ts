// What every test file of this example does, in its own world and at the same time as the others: the same form id,
// the same idempotency key, a fault of its own. Each file sees exactly its own records, emails, faults and clock.
import { createCaptureClient, RateLimitError } from '@svc/capture-node';
import { describe, expect, it } from 'vitest';
import { useWorld } from './world.js';

/** Shared by every file on purpose: in one shared world they would collide. */
const FORM = 'contact';
const IDEMPOTENCY_KEY = 'contact-form-0001';

export function scenario(file: number): void {
  describe(`test file ${file}, in a world of its own`, () => {
    const world = useWorld();
    const email = `visitor${file}@example.org`;
    const client = () => createCaptureClient({ apiKey: world().demo.capture.keys.test, baseUrl: world().baseUrl, maxRetries: 0 });

    it("the same idempotency key and form id as every other file store this file's own submission", async () => {
      const submission = { form: FORM, fields: { email, message: `Hello from file ${file}` } };
      const first = await client().submit(submission, { idempotencyKey: IDEMPOTENCY_KEY });
      expect(first.duplicate).toBe(false);
      // Another file sent other content under the same key at the same moment: here it is still a plain replay.
      expect(await client().submit(submission, { idempotencyKey: IDEMPOTENCY_KEY })).toEqual({ id: first.id, duplicate: true });
      const { submissions } = await world().admin<{ submissions: Array<{ form: string; fields: Record<string, string> }> }>(
        'GET',
        `/_admin/capture/websites/${world().demo.capture.siteId}/submissions?environment=test`,
      );
      const sent = submissions.filter((s) => s.form === FORM && s.fields.message?.startsWith('Hello from file'));
      expect(sent.map((s) => s.fields.email)).toEqual([email]);
      const { emails } = await world().admin<{ emails: Array<{ text: string }> }>('GET', '/_admin/outbox');
      expect(emails.filter((m) => m.text.includes('Hello from file')).every((m) => m.text.includes(`Hello from file ${file}`))).toBe(true);
    });

    it("a fault injected here fails this file's requests only", async () => {
      await world().admin('POST', '/_admin/faults', { operation: 'createCapture', kind: 'rate_limit', times: 1 });
      const { faults } = await world().admin<{ faults: unknown[] }>('GET', '/_admin/faults');
      expect(faults).toHaveLength(1);
      await expect(client().submit({ form: FORM, fields: { email } })).rejects.toBeInstanceOf(RateLimitError);
      // Used once: the next call is served (the other files' faults, injected meanwhile, never reach this world).
      expect((await client().submit({ form: FORM, fields: { email } })).duplicate).toBe(false);
    });

    it("this file's clock moves alone", async () => {
      const before = Date.parse((await world().admin<{ now: string }>('GET', '/_admin/clock')).now);
      await world().admin('POST', '/_admin/clock/advance', { seconds: file * 86_400 });
      const after = Date.parse((await world().admin<{ now: string }>('GET', '/_admin/clock')).now);
      // Others advanced theirs by other amounts at the same time; only this file's days show here.
      expect(Math.round((after - before) / 86_400_000)).toBe(file);
    });
  });
}
