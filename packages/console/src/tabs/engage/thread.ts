// A conversation in the console's words: what happened to it, who the visitor is, and which threads wait for a person.
import type { Conversation, Ticket } from './calls.js';

/**
 * What happened to a thread, in the words the visitor was given: an escalated turn pointed them to the support form
 * (the service description's rule), so the console says that, not that a person is on the way; a person's reply took
 * it over; a support ticket they then sent is named.
 */
export function whatHappened(c: Conversation, ticket: Ticket | undefined): string[] {
  const said: string[] = [];
  if (c.status === 'agent') said.push(`Taken over by ${c.agentName ?? 'a person'}`);
  else if (c.escalated) said.push(c.status === 'closed' ? 'Was escalated' : 'Escalated: pointed to the support form');
  if (ticket) said.push(`Support ticket ${ticket.status === 'resolved' ? 'resolved' : 'sent'}`);
  if (c.status === 'closed') said.push('Closed');
  return said;
}

/** The visitor as the console knows them: what the widget said (identify), else what their support ticket gave. */
export function visitorOf(c: Conversation, ticket: Ticket | undefined): string {
  const name = c.visitor.name ?? ticket?.name ?? undefined;
  const email = c.visitor.email ?? ticket?.email ?? undefined;
  return [name, email].filter(Boolean).join(' · ') || 'Anonymous visitor';
}

/** A thread to look at first: escalated (pointed to the support form) and not yet taken over or closed. */
export const waitsForPerson = (c: Conversation): boolean => c.escalated && c.status === 'ai';

/** Threads waiting for a person first, then the rest; each group by last activity, newest first. */
export function triage(list: Conversation[]): Conversation[] {
  return list
    .slice()
    .sort(
      (a, b) =>
        Number(waitsForPerson(b)) - Number(waitsForPerson(a)) || (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0),
    );
}
