import { describe, expect, it } from 'vitest';
import { OutboxNotifier } from './notifier.js';

const T0 = Date.UTC(2026, 2, 5, 8, 0, 0);
const email = (i: number) => ({ to: 'team@acme.example', subject: `Email ${i}`, text: `text ${i}`, ref: `capture.submission:sub_${i}` });

async function sendMany(notifier: OutboxNotifier, from: number, to: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = from; i <= to; i++) ids.push((await notifier.send(email(i))).providerId);
  return ids;
}

describe('OutboxNotifier', () => {
  it('a kept email carries exactly its documented fields: to, subject, text, ref, id and acceptedAt', async () => {
    const notifier = new OutboxNotifier(() => T0);
    // A caller's message with more than the port's fields: only the documented ones are kept.
    await notifier.send({ ...email(1), attachments: ['secret.pdf'] } as ReturnType<typeof email>);
    expect(notifier.outbox[0]).toStrictEqual({ ...email(1), id: 'eml_000001', acceptedAt: new Date(T0).toISOString() });
  });

  it('keeps 1000 emails by default', async () => {
    const notifier = new OutboxNotifier(() => T0);
    expect(notifier.limit).toBe(1000);
    await sendMany(notifier, 1, 1002);
    expect(notifier.outbox).toHaveLength(1000);
    expect(notifier.outbox[0]!.subject).toBe('Email 3');
    expect(notifier.outbox[999]!.subject).toBe('Email 1002');
    expect({ accepted: notifier.accepted, dropped: notifier.dropped }).toEqual({ accepted: 1002, dropped: 2 });
  });

  it('keeps the newest `limit` emails, oldest first, and counts what it accepted and dropped', async () => {
    const notifier = new OutboxNotifier(() => T0, { limit: 3 });
    await sendMany(notifier, 1, 2);
    expect(notifier.outbox.map((e) => e.subject)).toEqual(['Email 1', 'Email 2']);
    expect({ accepted: notifier.accepted, dropped: notifier.dropped }).toEqual({ accepted: 2, dropped: 0 });
    // Around the ring more than once, stopping at every position of it.
    for (let i = 3; i <= 10; i++) {
      await notifier.send(email(i));
      const kept = Array.from({ length: Math.min(i, 3) }, (_, k) => `Email ${i - Math.min(i, 3) + 1 + k}`);
      expect(
        notifier.outbox.map((e) => e.subject),
        `after ${i}`,
      ).toEqual(kept);
      expect({ accepted: notifier.accepted, dropped: notifier.dropped }).toEqual({ accepted: i, dropped: i - 3 });
    }
    expect(notifier.outbox.map((e) => e.id)).toEqual(['eml_000008', 'eml_000009', 'eml_000010']);
    expect(notifier.outbox[0]).toEqual({ ...email(8), id: 'eml_000008', acceptedAt: '2026-03-05T08:00:00.000Z' });
  });

  it('the list it gives is a copy: changing it changes nothing kept', async () => {
    const notifier = new OutboxNotifier(() => T0, { limit: 2 });
    await sendMany(notifier, 1, 3);
    notifier.outbox.length = 0;
    expect(notifier.outbox.map((e) => e.subject)).toEqual(['Email 2', 'Email 3']);
  });

  it('clear() forgets the kept emails and the counts; ids go on increasing', async () => {
    const notifier = new OutboxNotifier(() => T0, { limit: 3 });
    await sendMany(notifier, 1, 5);
    notifier.clear();
    expect(notifier.outbox).toEqual([]);
    expect({ accepted: notifier.accepted, dropped: notifier.dropped }).toEqual({ accepted: 0, dropped: 0 });
    expect(await sendMany(notifier, 6, 9)).toEqual(['eml_000006', 'eml_000007', 'eml_000008', 'eml_000009']);
    expect(notifier.outbox.map((e) => e.subject)).toEqual(['Email 7', 'Email 8', 'Email 9']);
    expect({ accepted: notifier.accepted, dropped: notifier.dropped }).toEqual({ accepted: 4, dropped: 1 });
  });

  it('a limit of 0 keeps none: emails are still accepted, given ids and counted', async () => {
    const notifier = new OutboxNotifier(() => T0, { limit: 0 });
    expect(await sendMany(notifier, 1, 3)).toEqual(['eml_000001', 'eml_000002', 'eml_000003']);
    expect(notifier.outbox).toEqual([]);
    expect({ limit: notifier.limit, accepted: notifier.accepted, dropped: notifier.dropped }).toEqual({
      limit: 0,
      accepted: 3,
      dropped: 3,
    });
  });

  it('refuses a limit that is not an integer from 0 to 100000', () => {
    for (const bad of [-1, 1.5, Number.NaN, 100_001]) {
      expect(() => new OutboxNotifier(Date.now, { limit: bad }), String(bad)).toThrow(
        `outboxSize must be an integer from 0 to 100000, got ${String(bad)}`,
      );
    }
    expect(new OutboxNotifier(Date.now, { limit: 100_000 }).limit).toBe(100_000);
  });
});
