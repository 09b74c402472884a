// The take-over rule: who holds a conversation. The assistant holds a new thread (`ai`); a person's reply from the
// console takes it over (`agent`) and the assistant stays quiet, a visitor's turn then waiting for that person; a
// release gives it back to the assistant; a close ends it (`closed`), remembering who held it so a reopen gives it back
// to them; and a visitor writing to a closed thread opens it again with the assistant. The console refuses replies,
// releases and typing on a closed thread. One module, so the console and the chat turn cannot disagree about it.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { Refusal } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { ConversationMessageRecord, ConversationRecord, OpenStatus } from './model.js';
import { conversationsTable } from './model.js';

type ConversationStatus = components['schemas']['ConversationStatus'];

/** What a take-over transition did: the status the thread has now and whether it changed, or why it was refused. */
export type HoldOutcome = { status: ConversationStatus; changed: boolean } | Refusal;

/** The console's refusal of a reply, release or typing on a closed thread. */
export const CONVERSATION_CLOSED: Refusal = { status: 409, code: 'CONVERSATION_CLOSED', message: 'conversation is closed' };

/** Who answers a visitor's turn on this thread: the person holding it, or the assistant. */
export function answeredBy(thread: Pick<ConversationRecord, 'status'>): 'person' | 'assistant' {
  return thread.status === 'agent' ? 'person' : 'assistant';
}

/** Whether the console may act on the thread (reply, release, typing): not once it is closed. */
export function acceptsConsoleActions(thread: Pick<ConversationRecord, 'status'>): boolean {
  return thread.status !== 'closed';
}

/**
 * The status a reopen gives a thread: the one it had when it was closed (a person who held it keeps it), `ai` when
 * that is not known (a thread closed before it was kept). A thread that is not closed keeps its status.
 */
export function reopenedStatus(r: Pick<ConversationRecord, 'status' | 'closedFrom'>): OpenStatus {
  if (r.status !== 'closed') return r.status;
  return r.closedFrom ?? 'ai';
}

/** The thread as a visitor's turn finds it: a closed thread opens again with the assistant, whoever closed it. */
export function openedByVisitor(thread: ConversationRecord): ConversationRecord {
  if (thread.status !== 'closed') return thread;
  const { closedFrom: _closedFrom, ...open } = thread;
  return { ...open, status: 'ai' };
}

type HoldDeps = Pick<Deps, 'store' | 'clock'>;

/** A person's reply: appended to the thread, which the person now holds; refused on a closed thread. */
export function takeOver(
  deps: HoldDeps & Pick<Deps, 'ids'>,
  thread: ConversationRecord,
  reply: { message: string; agentName?: string | undefined },
): HoldOutcome {
  if (!acceptsConsoleActions(thread)) return CONVERSATION_CLOSED;
  const sentAt = iso(deps.clock.now());
  const message: ConversationMessageRecord = { id: deps.ids.next('msg'), role: 'agent', content: reply.message, citations: [], sentAt };
  const updated = conversationsTable(deps).update(thread.id, (r) => ({
    ...r,
    status: 'agent',
    messages: [...r.messages, message],
    ...(reply.agentName !== undefined ? { agentName: reply.agentName } : {}),
    updatedAt: sentAt,
  }));
  return { status: updated?.status ?? 'agent', changed: true };
}

/** Gives a thread a person holds back to the assistant; a thread the assistant holds stays as it is. */
export function release(deps: HoldDeps, thread: ConversationRecord): HoldOutcome {
  if (!acceptsConsoleActions(thread)) return CONVERSATION_CLOSED;
  if (thread.status !== 'agent') return { status: 'ai', changed: false };
  conversationsTable(deps).update(thread.id, (r) => ({ ...r, status: 'ai', updatedAt: iso(deps.clock.now()) }));
  return { status: 'ai', changed: true };
}

/** Ends a thread, remembering who held it for a reopen; closing a closed thread changes nothing. */
export function close(deps: HoldDeps, thread: ConversationRecord): HoldOutcome {
  if (thread.status === 'closed') return { status: 'closed', changed: false };
  const closedFrom = thread.status;
  conversationsTable(deps).update(thread.id, (r) => ({ ...r, status: 'closed', closedFrom, updatedAt: iso(deps.clock.now()) }));
  return { status: 'closed', changed: true };
}

/** Gives a closed thread back to whoever held it when it was closed; a thread that is not closed stays as it is. */
export function reopen(deps: HoldDeps, thread: ConversationRecord): HoldOutcome {
  const status = reopenedStatus(thread);
  if (thread.status !== 'closed') return { status, changed: false };
  conversationsTable(deps).update(thread.id, ({ closedFrom: _closedFrom, ...r }) => ({ ...r, status, updatedAt: iso(deps.clock.now()) }));
  return { status, changed: true };
}
