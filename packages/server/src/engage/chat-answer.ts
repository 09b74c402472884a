// A chat turn's answer (POST /v1/engage/chat): the assistant asked about the visitor's message, its answer checked
// and recorded on the thread, an identical retry's replay, the escalation webhook, the away answer outside business
// hours, and the 503 when the assistant could not answer. Plain inputs, plain outcomes; chat.ts runs the turn.

import type { Deps } from '../deps.js';
import { cutText } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import type { AssistantAnswer, AssistantInput, Citation } from '../ports/assistant.js';
import { iso } from '../ports/clock.js';
import type { HoursStatus } from './hours.js';
import { backAt, hoursStatus } from './hours.js';
import { SUPPORT_FORM_POINTER } from './knowledge-assistant.js';
import type { ConversationMessageRecord, ConversationRecord, EngageSite } from './model.js';
import { conversationsTable, ticketsTable } from './model.js';
import { DEFAULT_SUBJECT_LENGTH } from './support.js';
import { enqueueWebhook } from './webhooks.js';

/** An identical turn answered less than this long ago is a retry: it gets the stored answer again. */
export const RETRY_WINDOW_MS = 60_000;
export const ASSISTANT_RETRY_AFTER_SECONDS = 5;
export const ASSISTANT_UNAVAILABLE_MESSAGE = 'the assistant could not answer; your message was kept';

/** Assistant messages also keep whether they escalated, so a replayed answer says so again. */
export interface AssistantMessageRecord extends ConversationMessageRecord {
  escalate?: boolean;
}

/** A visitor message to answer: the site, the thread it is on, the message. */
export interface AskedMessage {
  site: EngageSite;
  conversation: ConversationRecord;
  asked: ConversationMessageRecord;
}

/** What an identical retry finds on the thread: the unanswered message to answer, or the answer to replay. */
type Retry = { kind: 'unanswered'; message: ConversationMessageRecord } | { kind: 'answered'; answer: AssistantMessageRecord };

export function findRetry(conversation: ConversationRecord, text: string, now: number): Retry | undefined {
  const messages = conversation.messages;
  const last = messages.at(-1);
  if (last?.role === 'visitor' && last.content === text && last.answered !== true) return { kind: 'unanswered', message: last };
  const asked = messages.at(-2);
  if (
    last?.role === 'assistant' &&
    asked?.role === 'visitor' &&
    asked.content === text &&
    now - Date.parse(last.sentAt) < RETRY_WINDOW_MS
  ) {
    return { kind: 'answered', answer: last };
  }
  return undefined;
}

/** The escalated answer always points to the support form, whatever assistant wrote it. */
function withSupportPointer(answer: AssistantAnswer): string {
  if (!answer.escalate || /support form/i.test(answer.answer)) return answer.answer;
  return `${answer.answer.trim()} To reach a person, ${SUPPORT_FORM_POINTER}`.trim();
}

/** A plugged-in assistant's answer, checked and reduced to what the contract carries; undefined when unusable. */
export function checkedAnswer(value: unknown): AssistantAnswer | undefined {
  const a = value as Partial<AssistantAnswer> | undefined;
  if (typeof a?.answer !== 'string' || a.answer.trim() === '' || !Array.isArray(a.citations) || typeof a.escalate !== 'boolean') {
    return undefined;
  }
  const citations: Citation[] = a.citations
    .filter((x): x is Citation => typeof x?.slug === 'string' && typeof x.title === 'string')
    .map((x) => ({ slug: x.slug, title: x.title, ...(typeof x.url === 'string' && URL.canParse(x.url) ? { url: x.url } : {}) }));
  const reason = a.reason === 'visitor_request' || a.reason === 'no_answer' ? a.reason : undefined;
  return { answer: a.answer, citations, escalate: a.escalate, ...(a.escalate ? { reason: reason ?? 'no_answer' } : {}) };
}

/** Asks the assistant; what it resolves to is checked before use (a plugged-in assistant may answer anything). */
export type AskAssistant = (input: AssistantInput) => Promise<unknown>;

/**
 * The thread once the assistant answered `askedId`: that message marked answered, the reply appended, the thread
 * escalated if the answer was, and the away ticket remembered. Applied to the thread as stored now, since a person
 * may have acted on it while the assistant was thinking.
 */
export function withAnswer(
  thread: ConversationRecord,
  { askedId, reply, ticketId }: { askedId: string; reply: AssistantMessageRecord; ticketId: string | undefined },
): ConversationRecord {
  return {
    ...thread,
    messages: [...thread.messages.map((m) => (m.id === askedId ? { ...m, answered: true } : m)), reply],
    escalated: thread.escalated || reply.escalate === true,
    ...(ticketId ? { escalationTicketId: ticketId } : {}),
    updatedAt: reply.sentAt,
  };
}

/** The chat.escalated webhook's data for an escalating answer to `asked`. */
export function escalationEvent({ site, conversation, asked }: AskedMessage, reason: AssistantAnswer['reason']): Record<string, unknown> {
  return {
    siteId: site.id,
    conversationId: conversation.id,
    reason: reason ?? 'no_answer',
    message: asked.content,
    visitor: conversation.visitor,
    page: conversation.page,
  };
}

/** The 503 of a turn that was stored but not answered: retry later; the body names the thread the message is kept in. */
export function assistantUnavailable(thread: { conversationId: string; visitorToken: string }): Refusal {
  return {
    status: 503,
    code: 'ASSISTANT_UNAVAILABLE',
    message: ASSISTANT_UNAVAILABLE_MESSAGE,
    retryAfterSeconds: ASSISTANT_RETRY_AFTER_SECONDS,
    extra: { conversationId: thread.conversationId, visitorToken: thread.visitorToken },
  };
}

/** The answer recorded: the reply, the thread as saved, the assistant's answer, and outside hours the away answer. */
export interface RecordedAnswer {
  reply: AssistantMessageRecord;
  saved: ConversationRecord | undefined;
  answer: AssistantAnswer;
  away: { content: string; ticketId: string | undefined } | undefined;
  hours: HoursStatus | undefined;
}

/**
 * Asks the assistant about `asked` and records the answer on the thread as stored now (a person may have acted on it
 * meanwhile); an escalating answer raises chat.escalated. Undefined when the assistant could not answer.
 */
export async function answerMessage(deps: Deps, ask: AskAssistant, message: AskedMessage): Promise<RecordedAnswer | undefined> {
  const { site, conversation, asked } = message;
  const answer = await askAssistant(ask, message);
  if (!answer) return undefined;
  const answeredAt = deps.clock.now();
  // Outside business hours an escalation does not wait for an agent: a ticket, and when people are back.
  const hours = answer.escalate && site.businessHours ? hoursStatus(site.businessHours, answeredAt) : undefined;
  const away = hours && !hours.open ? awayAnswer(deps, message, { hours, now: answeredAt }) : undefined;
  const reply: AssistantMessageRecord = {
    id: deps.ids.next('msg'),
    role: 'assistant',
    content: away?.content ?? withSupportPointer(answer),
    citations: answer.citations,
    sentAt: iso(answeredAt),
    escalate: answer.escalate,
  };
  const saved = conversationsTable(deps).update(conversation.id, (t) =>
    withAnswer(t, { askedId: asked.id, reply, ticketId: away?.ticketId }),
  );
  if (answer.escalate) {
    // The delivery record is stored before the first attempt starts; the visitor does not wait for the receiver.
    deps.background.track(enqueueWebhook(deps, site, { type: 'chat.escalated', data: escalationEvent(message, answer.reason) }));
  }
  return { reply, saved, answer, away, hours };
}

/**
 * The answer to an escalation outside business hours: the away message, when people are back, and the ticket opened
 * with the visitor's message when their email is known (one per thread), or the way to leave one.
 */
function awayAnswer(
  deps: Deps,
  { site, conversation, asked }: AskedMessage,
  { hours, now }: { hours: HoursStatus; now: number },
): { content: string; ticketId: string | undefined } {
  const away = `${hours.awayMessage ?? 'Our team is away right now.'} ${backAt(hours)}`;
  const email = conversation.visitor.email;
  if (!email) return { content: `${away} Leave your email through the support form and we will reply.`, ticketId: undefined };
  let ticketId = conversation.escalationTicketId;
  if (!ticketId || !ticketsTable(deps).has(ticketId)) {
    ticketId = deps.ids.next('tkt');
    const at = iso(now);
    ticketsTable(deps).set({
      id: ticketId,
      siteId: site.id,
      source: 'support',
      form: null,
      status: 'open',
      name: conversation.visitor.name ?? email,
      email,
      phone: null,
      subject: cutText(asked.content, DEFAULT_SUBJECT_LENGTH).trim(),
      message: asked.content,
      category: 'chat',
      page: conversation.page,
      fields: {},
      conversationId: conversation.id,
      replies: [],
      createdAt: at,
      updatedAt: at,
    });
  }
  return { content: `${away} We have opened a support ticket (${ticketId}) with your message and will reply to ${email}.`, ticketId };
}

/** The assistant's answer, or undefined when it could not give one (failure, nothing, a malformed answer). */
async function askAssistant(ask: AskAssistant, { site, conversation, asked }: AskedMessage): Promise<AssistantAnswer | undefined> {
  const position = conversation.messages.findIndex((m) => m.id === asked.id);
  try {
    const answer = await ask({
      siteId: site.id,
      siteName: site.name,
      assistantName: site.branding.assistantName,
      answerMode: site.answerMode,
      knowledge: { context: site.knowledge.context, articles: site.knowledge.articles },
      history: conversation.messages.slice(0, position).map((m) => ({ role: m.role, content: m.content })),
      message: asked.content,
    });
    return checkedAnswer(answer);
  } catch (error) {
    console.error('[svc-reference-server] the assistant failed:', error);
    return undefined;
  }
}
