// The customer's own code: the help desk of a shop's web page, on top of @svc/engage-browser. It turns every answer of
// the service, failures included, into something the page can show. This is the code the tests in this folder test.

import type { EngageClient } from '@svc/engage-browser';
import { createEngageClient, RateLimitError, SvcError, UnavailableError } from '@svc/engage-browser';

/** What the page shows after the visitor asked something. */
export type Reply =
  | { kind: 'answer'; text: string; sources: string[] }
  | { kind: 'agent-will-answer' }
  | { kind: 'slow-down'; retryAfterSeconds: number }
  | { kind: 'try-later'; requestId: string | undefined };

/** What the page shows after the visitor sent the contact form. */
export type TicketOutcome = { kind: 'sent'; ticketId: string } | { kind: 'slow-down'; retryAfterSeconds: number } | { kind: 'try-later' };

export interface HelpDeskOptions {
  baseUrl: string;
  publishableKey: string;
}

export interface HelpDesk {
  ask(question: string): Promise<Reply>;
  contactSupport(input: { name: string; email: string; message: string }): Promise<TicketOutcome>;
}

export function createHelpDesk(options: HelpDeskOptions): HelpDesk {
  const engage: EngageClient = createEngageClient({
    ...options,
    // A visitor watching a spinner will not wait long: for a ticket the SDK sleeps through short waits the service asks
    // for (a 503 with Retry-After 2) and hands longer ones (a 429 reset in 30 s) straight back to us.
    maxRetryAfterMs: 5_000,
  });

  return {
    async ask(question) {
      try {
        // A chat turn is not retried: the visitor sees at once that something is wrong and can press send again.
        const turn = await engage.chat({ message: question }, { maxRetries: 0 });
        if (turn.queued || turn.answer === undefined) return { kind: 'agent-will-answer' };
        return { kind: 'answer', text: turn.answer, sources: turn.citations.map((c) => c.title) };
      } catch (error) {
        if (error instanceof RateLimitError) return { kind: 'slow-down', retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) };
        // The assistant is down but the service kept the message in the visitor's thread: a person picks it up.
        if (error instanceof UnavailableError && error.code === 'ASSISTANT_UNAVAILABLE') return { kind: 'agent-will-answer' };
        if (error instanceof SvcError && error.retryable) return { kind: 'try-later', requestId: error.requestId };
        throw error; // a bug on our side (bad key, bad input): let it surface
      }
    },

    async contactSupport(input) {
      try {
        // The SDK sends one idempotency key on every attempt, so a retried ticket is never filed twice.
        const { ticketId } = await engage.createTicket(input);
        return { kind: 'sent', ticketId };
      } catch (error) {
        if (error instanceof RateLimitError) return { kind: 'slow-down', retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) };
        if (error instanceof SvcError && error.retryable) return { kind: 'try-later' };
        throw error;
      }
    },
  };
}
