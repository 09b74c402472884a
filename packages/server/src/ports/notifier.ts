// Team notifications (Form Capture alert emails): an inspectable outbox by default.
import { iso } from './clock.js';

/** @public */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the email is about, e.g. `capture.submission:sub_...`. */
  ref: string;
}

/** @public */
export interface SentEmail extends EmailMessage {
  id: string;
  acceptedAt: string;
}

/**
 * Accepting an email is not delivering it: `send` resolves when the provider accepts, or throws.
 * @public
 */
export interface Notifier {
  send(message: EmailMessage): Promise<{ providerId: string }>;
}

/**
 * Keeps every accepted email in memory so tests and the admin API can read them.
 * @public
 */
export class OutboxNotifier implements Notifier {
  readonly outbox: SentEmail[] = [];
  private n = 0;
  constructor(private readonly now: () => number = Date.now) {}

  async send(message: EmailMessage): Promise<{ providerId: string }> {
    const id = `eml_${String(++this.n).padStart(6, '0')}`;
    // The clock's text is shared by every caller within one millisecond (ports/clock.ts).
    this.outbox.push({ ...message, id, acceptedAt: iso(this.now()) });
    return { providerId: id };
  }

  clear(): void {
    this.outbox.length = 0;
  }
}
