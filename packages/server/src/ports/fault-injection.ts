// Test faults at the delivery ports: a registered `notification_failure` or `webhook_failure` fails a send the way
// the port itself fails, so the rules that send (capture alerts, webhook deliveries) never know they are under test.
import type { DeliveryContext } from './delivery.js';
import type { Faults } from './faults.js';
import type { EmailMessage, Notifier } from './notifier.js';
import type { WebhookRequest, WebhookResult, WebhookSender } from './webhook-sender.js';

/** The error a send fails with while a `notification_failure` fault is in force. */
export const INJECTED_NOTIFICATION_FAILURE = 'notification provider unavailable (injected fault)';
/** The error a webhook attempt answers with while a `webhook_failure` fault is in force. */
export const INJECTED_WEBHOOK_FAILURE = 'injected webhook_failure fault';

/**
 * A `Notifier` that fails while a `notification_failure` fault is in force for the send's operation, as a provider
 * that refuses the email does (the send rejects); otherwise the wrapped notifier sends. Each failed send counts
 * once against the fault's `times`.
 */
export class FaultInjectingNotifier implements Notifier {
  constructor(
    /** The notifier that sends when no fault is in force. */
    private readonly notifier: Notifier,
    /** The faults in force. */
    private readonly faults: Faults,
  ) {}

  /** Sends through the wrapped notifier, or rejects when a fault is in force for `context.operation`. */
  send(message: EmailMessage, context?: DeliveryContext): Promise<{ providerId: string }> {
    if (context && this.faults.consume(context.operation, 'notification_failure')) {
      return Promise.reject(new Error(INJECTED_NOTIFICATION_FAILURE));
    }
    return this.notifier.send(message, context);
  }
}

/**
 * A `WebhookSender` that answers `{ error }` while a `webhook_failure` fault is in force for the attempt's operation,
 * as a sender whose request found no receiver does; otherwise the wrapped sender sends. Each failed attempt counts
 * once against the fault's `times`.
 */
export class FaultInjectingWebhookSender implements WebhookSender {
  constructor(
    /** The sender that sends when no fault is in force. */
    private readonly sender: WebhookSender,
    /** The faults in force. */
    private readonly faults: Faults,
  ) {}

  /** Sends through the wrapped sender, or answers `{ error }` when a fault is in force for `context.operation`. */
  send(request: WebhookRequest, context?: DeliveryContext): Promise<WebhookResult> {
    if (context && this.faults.consume(context.operation, 'webhook_failure')) {
      return Promise.resolve({ error: INJECTED_WEBHOOK_FAILURE });
    }
    return this.sender.send(request, context);
  }
}
