// The chat turn's rules (POST /v1/engage/chat): one visitor turn on a thread the visitor token identifies; the
// assistant answers unless a person holds the thread, and an escalating answer raises chat.escalated. Plain inputs,
// plain outcomes: the route (chat-routes.ts) reads the request and turns the outcome into the answer.
import type { components } from '@svc/spec';
import { sha256Hex } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { JsonRead } from '../http/json.js';
import { cutText } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { isRefusal } from '../http/validation.js';
import type { AssistantAnswer, AssistantInput, Citation } from '../ports/assistant.js';
import { iso } from '../ports/clock.js';
import type { ChatTurn } from './chat-request.js';
import { peekVisitorToken, readChatTurn } from './chat-request.js';
import type { HoursStatus } from './hours.js';
import { backAt, hoursStatus } from './hours.js';
import { IDENTITY_MISMATCH_MESSAGE, IDENTITY_REQUIRED_MESSAGE, verifiesIdentity } from './identity.js';
import { SUPPORT_FORM_POINTER } from './knowledge-assistant.js';
import type { ConversationMessageRecord, ConversationRecord, EngageSite } from './model.js';
import { consentOf, conversationsTable, ticketsTable } from './model.js';
import { DEFAULT_SUBJECT_LENGTH } from './support.js';
import { answeredBy, openedByVisitor } from './take-over.js';
import { enqueueWebhook } from './webhooks.js';

type ChatResponse = components['schemas']['ChatResponse'];

/** An identical turn answered less than this long ago is a retry: it gets the stored answer again. */
export const RETRY_WINDOW_MS = 60_000;
export const ASSISTANT_RETRY_AFTER_SECONDS = 5;
export const ASSISTANT_UNAVAILABLE_MESSAGE = 'the assistant could not answer; your message was kept';
export const CONSENT_REQUIRED_MESSAGE =
  'this site asks visitors to accept its notice before chatting; send consent true once the visitor has accepted it';

/** Assistant messages also keep whether they escalated, so a replayed answer says so again. */
export interface AssistantMessageRecord extends ConversationMessageRecord {
  escalate?: boolean;
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

/** What one visitor turn needs: the site, the body as read, and the ports that answer it. */
export interface ChatTurnRequest {
  site: EngageSite;
  /** The request body as read (JSON, empty or not JSON). */
  body: JsonRead;
  /** The assistant to ask (the route may put a failing one in its place). */
  ask: AskAssistant;
  /**
   * Whether a person holds the thread outside the store (the route's hook for a simulated take-over); asked only
   * when the stored thread is not already held by a person.
   */
  heldElsewhere?: () => boolean;
}

/** How a turn ended: refused before anything was stored, answered, or stored but not answered. */
export type ChatTurnOutcome =
  | Refusal
  | { kind: 'answered'; answer: ChatResponse; conversationId: string; changed: boolean }
  | { kind: 'unavailable'; conversationId: string; visitorToken: string; changed: true };

/** The thread a turn lands on and the token that names it for the visitor. */
export interface TurnThread {
  conversation: ConversationRecord;
  visitorToken: string;
}

/**
 * The thread this turn lands on: a copy of the token's thread, or a new one with a new token. A token that matches
 * no thread of this site (cleared server state, another site's token) starts a new thread rather than refusing the
 * visitor: the token identifies a thread, not a person.
 */
export async function threadForTurn(
  deps: Pick<Deps, 'ids'>,
  site: EngageSite,
  found: ConversationRecord | undefined,
  token: string | undefined,
  consent: boolean,
  now: number,
): Promise<TurnThread> {
  if (found && token !== undefined) return { conversation: structuredClone(found), visitorToken: token };
  const visitorToken = `vt_${deps.ids.secret(32)}`;
  const conversation: ConversationRecord = {
    id: deps.ids.next('conv'),
    siteId: site.id,
    visitorTokenHash: await sha256Hex(visitorToken),
    status: 'ai',
    visitor: {},
    page: null,
    pageTitle: null,
    escalated: false,
    messages: [],
    ...(consent ? { consentAt: iso(now) } : {}),
    createdAt: iso(now),
    updatedAt: iso(now),
  };
  return { conversation, visitorToken };
}

/**
 * What a turn says about the visitor and the page, written onto the thread: the visitor's details, the id the turn
 * proved (another id without a hash means the thread's visitor is no longer the one proved), the page. A closed
 * thread the visitor writes to opens again with the assistant.
 */
export function withVisitorDetails(
  conversation: ConversationRecord,
  turn: Pick<ChatTurn, 'visitor' | 'page' | 'pageTitle'>,
  verifiedId: string | undefined,
  now: number,
): ConversationRecord {
  const next: ConversationRecord = { ...conversation, visitor: { ...conversation.visitor, ...turn.visitor } };
  if (verifiedId !== undefined) next.verifiedVisitorId = verifiedId;
  else if (turn.visitor.id !== undefined && turn.visitor.id !== next.verifiedVisitorId) next.verifiedVisitorId = null;
  if (turn.page !== undefined) next.page = turn.page;
  if (turn.pageTitle !== undefined) next.pageTitle = turn.pageTitle;
  next.updatedAt = iso(now);
  return openedByVisitor(next);
}

/** A visitor's message as the thread keeps it: not answered yet. */
export function visitorMessage(deps: Pick<Deps, 'ids'>, content: string, now: number): ConversationMessageRecord {
  return { id: deps.ids.next('msg'), role: 'visitor', content, citations: [], sentAt: iso(now), answered: false };
}

/**
 * The thread once the assistant answered `askedId`: that message marked answered, the reply appended, the thread
 * escalated if the answer was, and the away ticket remembered. Applied to the thread as stored now, since a person
 * may have acted on it while the assistant was thinking.
 */
export function withAnswer(
  thread: ConversationRecord,
  askedId: string,
  reply: AssistantMessageRecord,
  ticketId: string | undefined,
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
export function escalationEvent(
  site: EngageSite,
  conversation: ConversationRecord,
  asked: ConversationMessageRecord,
  reason: AssistantAnswer['reason'],
): Record<string, unknown> {
  return {
    siteId: site.id,
    conversationId: conversation.id,
    reason: reason ?? 'no_answer',
    message: asked.content,
    visitor: conversation.visitor,
    page: conversation.page,
  };
}

/** The refusal of a turn whose identity proof is missing. */
const IDENTITY_VERIFICATION_REQUIRED: Refusal = {
  status: 401,
  code: 'IDENTITY_VERIFICATION_REQUIRED',
  message: IDENTITY_REQUIRED_MESSAGE,
  fields: ['visitor.hash'],
};
/** The refusal of a turn whose identity proof is wrong. */
const IDENTITY_VERIFICATION_FAILED: Refusal = {
  status: 403,
  code: 'IDENTITY_VERIFICATION_FAILED',
  message: IDENTITY_MISMATCH_MESSAGE,
  fields: ['visitor.hash'],
};
const CONSENT_REQUIRED: Refusal = { status: 400, code: 'CONSENT_REQUIRED', message: CONSENT_REQUIRED_MESSAGE, fields: ['consent'] };

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

export class ChatTurns {
  /** Turns of one thread run one after another, so a double-sent turn cannot be stored or answered twice. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: Deps) {}

  /** One visitor turn: checks the body and identity, stores the visitor's message, asks the assistant, answers. */
  async turn(request: ChatTurnRequest): Promise<ChatTurnOutcome> {
    const { site, body } = request;
    const token = peekVisitorToken(body);
    const tokenHash = token === undefined ? undefined : await sha256Hex(token);
    const run = async (): Promise<ChatTurnOutcome> => {
      const thread = tokenHash === undefined ? undefined : this.findThread(site.id, tokenHash);
      const parsed = readChatTurn(body, site.identityMode, thread?.visitor.email !== undefined);
      if (isRefusal(parsed)) return parsed;
      const verified = await this.verifiedId(site, parsed.turn, thread);
      if (isRefusal(verified)) return verified;
      if (!thread && consentOf(site).required && !parsed.turn.consent) return CONSENT_REQUIRED;
      return this.answerTurn(request, parsed.turn, thread, token, verified);
    };
    return tokenHash === undefined ? run() : this.serialise(tokenHash, run);
  }

  /**
   * The visitor id this turn proves (or the thread proved before), undefined when none; refused (401) when the site
   * accepts verified visitors only and there is none, (403) when a hash is given and is wrong (whatever
   * the site requires: a wrong hash is a mistake to fix, never an anonymous visitor).
   */
  private async verifiedId(
    site: EngageSite,
    turn: ChatTurn,
    thread: ConversationRecord | undefined,
  ): Promise<string | undefined | Refusal> {
    const id = turn.visitor.id;
    if (turn.hash !== undefined && id !== undefined) {
      return (await verifiesIdentity(this.deps, site, id, turn.hash)) ? id : IDENTITY_VERIFICATION_FAILED;
    }
    const proved = thread?.verifiedVisitorId ?? undefined;
    // A thread proved once stays proved for the same visitor; another id needs its own hash.
    if (proved !== undefined && (id === undefined || id === proved)) return proved;
    return site.requireVerifiedIdentity === true ? IDENTITY_VERIFICATION_REQUIRED : undefined;
  }

  private async serialise<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    this.queues.set(key, mine);
    try {
      return await mine;
    } finally {
      if (this.queues.get(key) === mine) this.queues.delete(key);
    }
  }

  private findThread(siteId: string, tokenHash: string): ConversationRecord | undefined {
    return conversationsTable(this.deps).find((t) => t.siteId === siteId && t.visitorTokenHash === tokenHash);
  }

  private async answerTurn(
    request: ChatTurnRequest,
    turn: ChatTurn,
    thread: ConversationRecord | undefined,
    token: string | undefined,
    verifiedId: string | undefined,
  ): Promise<ChatTurnOutcome> {
    const deps = this.deps;
    const { site } = request;
    const now = deps.clock.now();
    const opened = await threadForTurn(deps, site, thread, token, turn.consent, now);
    const visitorToken = opened.visitorToken;
    const conversation = withVisitorDetails(opened.conversation, turn, verifiedId, now);
    const conversationId = conversation.id;

    const retry = findRetry(conversation, turn.message, now);
    const base = { success: true as const, visitorToken, conversationId };

    // A thread held elsewhere is answered as though a person held it; the stored status stays.
    if (answeredBy(conversation) === 'person' || request.heldElsewhere?.() === true) {
      if (retry?.kind !== 'unanswered') conversation.messages.push(visitorMessage(deps, turn.message, now));
      conversationsTable(deps).set(conversation);
      const queued: ChatResponse = { ...base, queued: true, status: 'agent', citations: [], escalate: false };
      return { kind: 'answered', answer: queued, conversationId, changed: true };
    }
    if (retry?.kind === 'answered') {
      conversationsTable(deps).set(conversation);
      const replay: ChatResponse = {
        ...base,
        answer: retry.answer.content,
        messageId: retry.answer.id,
        citations: retry.answer.citations,
        escalate: retry.answer.escalate === true,
        status: conversation.status,
      };
      return { kind: 'answered', answer: replay, conversationId, changed: false };
    }

    // The visitor's message is stored before the assistant is asked, so a failure loses nothing.
    const asked = retry?.kind === 'unanswered' ? retry.message : visitorMessage(deps, turn.message, now);
    if (retry === undefined) conversation.messages.push(asked);
    conversationsTable(deps).set(conversation);

    const answered = await this.answerMessage(request.ask, site, conversation, asked);
    if (!answered) return { kind: 'unavailable', conversationId, visitorToken, changed: true };
    const { reply, saved, answer, away, hours } = answered;
    const body: ChatResponse = {
      ...base,
      answer: reply.content,
      messageId: reply.id,
      citations: reply.citations,
      escalate: answer.escalate,
      status: saved?.status ?? conversation.status,
      ...(away?.ticketId ? { ticketId: away.ticketId } : {}),
      ...(away ? { hours } : {}),
    };
    return { kind: 'answered', answer: body, conversationId, changed: true };
  }

  /**
   * Answers the visitor's last message when nobody has: after a release, the question the visitor asked while a person
   * held the thread gets the assistant's answer, as their turn would have had it (escalation and webhook included).
   * Nothing happens when the thread's last message is not an unanswered visitor message, or a person holds the thread.
   * Runs in the thread's queue, so a turn arriving meanwhile cannot be answered twice. Resolves to whether it answered.
   */
  async answerPending(site: EngageSite, conversationId: string, ask: AskAssistant): Promise<boolean> {
    const stored = conversationsTable(this.deps).get(conversationId);
    if (!stored || stored.siteId !== site.id) return false;
    return this.serialise(stored.visitorTokenHash, async () => {
      const thread = conversationsTable(this.deps).get(conversationId);
      const asked = thread?.messages.at(-1);
      if (!thread || thread.status !== 'ai' || asked?.role !== 'visitor' || asked.answered === true) return false;
      return (await this.answerMessage(ask, site, thread, asked)) !== undefined;
    });
  }

  /**
   * Asks the assistant about `asked` and records the answer on the thread as stored now (a person may have acted on it
   * meanwhile); an escalating answer raises chat.escalated. Undefined when the assistant could not answer.
   */
  private async answerMessage(ask: AskAssistant, site: EngageSite, conversation: ConversationRecord, asked: ConversationMessageRecord) {
    const deps = this.deps;
    const answer = await this.ask(ask, site, conversation, asked);
    if (!answer) return undefined;
    const answeredAt = deps.clock.now();
    // Outside business hours an escalation does not wait for an agent: a ticket, and when people are back.
    const hours = answer.escalate && site.businessHours ? hoursStatus(site.businessHours, answeredAt) : undefined;
    const away = hours && !hours.open ? this.awayAnswer(site, conversation, asked, hours, answeredAt) : undefined;
    const reply: AssistantMessageRecord = {
      id: deps.ids.next('msg'),
      role: 'assistant',
      content: away?.content ?? withSupportPointer(answer),
      citations: answer.citations,
      sentAt: iso(answeredAt),
      escalate: answer.escalate,
    };
    const saved = conversationsTable(deps).update(conversation.id, (t) => withAnswer(t, asked.id, reply, away?.ticketId));
    if (answer.escalate) {
      // The delivery record is stored before the first attempt starts; the visitor does not wait for the receiver.
      deps.background.track(enqueueWebhook(deps, site, 'chat.escalated', escalationEvent(site, conversation, asked, answer.reason)));
    }
    return { reply, saved, answer, away, hours };
  }

  /**
   * The answer to an escalation outside business hours: the away message, when people are back, and the ticket opened
   * with the visitor's message when their email is known (one per thread), or the way to leave one.
   */
  private awayAnswer(
    site: EngageSite,
    conversation: ConversationRecord,
    asked: ConversationMessageRecord,
    hours: HoursStatus,
    now: number,
  ): { content: string; ticketId: string | undefined } {
    const away = `${hours.awayMessage ?? 'Our team is away right now.'} ${backAt(hours)}`;
    const email = conversation.visitor.email;
    if (!email) return { content: `${away} Leave your email through the support form and we will reply.`, ticketId: undefined };
    let ticketId = conversation.escalationTicketId;
    if (!ticketId || !ticketsTable(this.deps).has(ticketId)) {
      ticketId = this.deps.ids.next('tkt');
      const at = iso(now);
      ticketsTable(this.deps).set({
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
  private async ask(
    ask: AskAssistant,
    site: EngageSite,
    conversation: ConversationRecord,
    asked: ConversationMessageRecord,
  ): Promise<AssistantAnswer | undefined> {
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
}
