import { describe, expect, it } from 'vitest';
import type { DeliveryContext } from './delivery.js';
import { FaultInjectingNotifier, FaultInjectingWebhookSender } from './fault-injection.js';
import { MemoryFaults } from './faults.js';
import type { EmailMessage } from './notifier.js';
import { OutboxNotifier } from './notifier.js';
import type { WebhookRequest } from './webhook-sender.js';
import { RecordingWebhookSender } from './webhook-sender.js';

const email: EmailMessage = { to: 'team@example.test', subject: 'New contact submission', text: 'Hello', ref: 'capture.submission:sub_1' };
const capture: DeliveryContext = { operation: 'createCapture' };
const attempt: WebhookRequest = { url: 'https://hooks.example.test/svc', headers: { 'webhook-id': 'msg_1' }, body: '{}' };
const chat: DeliveryContext = { operation: 'sendChatMessage' };

/** Each send's outcome: the provider id, or the error it rejected with. */
async function sendAll(notifier: FaultInjectingNotifier, n: number, context: DeliveryContext): Promise<string[]> {
  const outcomes: string[] = [];
  for (let i = 0; i < n; i++) {
    outcomes.push(
      await notifier.send(email, context).then(
        (sent) => sent.providerId,
        (error: Error) => error.message,
      ),
    );
  }
  return outcomes;
}

describe('a notification_failure fault fails sends at the notifier port', () => {
  it('a fault for 2 calls rejects exactly 2 sends of its operation as a provider would, then the real notifier sends', async () => {
    const outbox = new OutboxNotifier(() => 0);
    const faults = new MemoryFaults();
    faults.inject({ operation: 'createCapture', kind: 'notification_failure', times: 2 });
    const notifier = new FaultInjectingNotifier(outbox, faults);

    const outcomes = await sendAll(notifier, 3, capture);

    const failure = 'notification provider unavailable (injected fault)';
    expect(outcomes).toEqual([failure, failure, 'eml_000001']);
    expect(outbox.outbox.map((e) => e.ref)).toEqual(['capture.submission:sub_1']);
    expect(faults.active()).toEqual([]);
  });

  it('a fault for another operation, or of another kind, leaves the send alone and is not used up', async () => {
    const outbox = new OutboxNotifier(() => 0);
    const faults = new MemoryFaults();
    faults.inject({ operation: 'resendCaptureNotification', kind: 'notification_failure', times: 1 });
    faults.inject({ operation: 'createCapture', kind: 'webhook_failure', times: 1 });
    const notifier = new FaultInjectingNotifier(outbox, faults);

    expect(await sendAll(notifier, 1, capture)).toEqual(['eml_000001']);
    expect(faults.active().map((f) => f.remaining)).toEqual([1, 1]);
  });

  it('a fault for every operation (`*`) and until cleared fails every send until it is cleared', async () => {
    const outbox = new OutboxNotifier(() => 0);
    const faults = new MemoryFaults();
    const fault = faults.inject({ operation: '*', kind: 'notification_failure' });
    const notifier = new FaultInjectingNotifier(outbox, faults);

    expect(await sendAll(notifier, 3, capture)).toEqual(Array(3).fill('notification provider unavailable (injected fault)'));
    faults.clear(fault.id);
    expect(await sendAll(notifier, 1, capture)).toEqual(['eml_000001']);
  });

  it('a send without a context is never failed by a fault', async () => {
    const faults = new MemoryFaults();
    faults.inject({ operation: '*', kind: 'notification_failure', times: 1 });
    const notifier = new FaultInjectingNotifier(new OutboxNotifier(() => 0), faults);

    expect((await notifier.send(email)).providerId).toBe('eml_000001');
    expect(faults.active()).toHaveLength(1);
  });
});

describe('a webhook_failure fault fails attempts at the webhook sender port', () => {
  it('a fault for 2 calls answers exactly 2 attempts of its operation with { error }, then the real sender sends', async () => {
    const receiver = new RecordingWebhookSender();
    const faults = new MemoryFaults();
    faults.inject({ operation: 'sendChatMessage', kind: 'webhook_failure', times: 2 });
    const sender = new FaultInjectingWebhookSender(receiver, faults);

    const results = [await sender.send(attempt, chat), await sender.send(attempt, chat), await sender.send(attempt, chat)];

    const failure = { error: 'injected webhook_failure fault' };
    expect(results).toEqual([failure, failure, { status: 204 }]);
    expect(receiver.received).toEqual([attempt]);
    expect(faults.active()).toEqual([]);
  });

  it("another operation's attempts reach the receiver while the fault waits for its own", async () => {
    const receiver = new RecordingWebhookSender();
    const faults = new MemoryFaults();
    faults.inject({ operation: 'rateConversation', kind: 'webhook_failure', times: 1 });
    const sender = new FaultInjectingWebhookSender(receiver, faults);

    expect(await sender.send(attempt, chat)).toEqual({ status: 204 });
    expect(await sender.send(attempt, { operation: 'rateConversation' })).toEqual({ error: 'injected webhook_failure fault' });
    expect(receiver.received).toHaveLength(1);
  });
});
