// What an outgoing email or webhook comes from, passed with each send so a port (or a wrapper around one) can tell.

/**
 * What caused an outgoing email or webhook: passed with each send through the `Notifier` and `WebhookSender` ports.
 * A port may ignore it; the server's fault injection (`/_admin/faults`) uses it to fail the deliveries of the
 * operation a fault is registered for.
 * @public
 */
export interface DeliveryContext {
  /**
   * The operationId of the request that caused the delivery (`createCapture`, `sendChatMessage`,
   * `resendCaptureNotification`, ...); a retry keeps the operation of the request that first raised the event.
   */
  operation: string;
}
