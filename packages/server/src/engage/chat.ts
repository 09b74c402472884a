// POST /v1/engage/chat: one visitor turn on a thread the visitor token identifies; the assistant answers unless a
// person holds the thread, and an escalating answer raises chat.escalated.
import type { components } from '@svc/spec';
import { sha256Hex } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail, failRetryable } from '../http/errors.js';
import { readJson } from '../http/json.js';
import { iso } from '../ports/clock.js';
import type { AssistantAnswer, Citation } from '../ports/assistant.js';
import { authenticate } from './auth.js';
import type { ChatTurn } from './chat-request.js';
import { peekVisitorToken, readChatTurn } from './chat-request.js';
import { IDENTITY_MISMATCH_MESSAGE, IDENTITY_REQUIRED_MESSAGE, verifiesIdentity } from './identity.js';
import { SUPPORT_FORM_POINTER } from './knowledge-assistant.js';
import type { ConversationMessageRecord, ConversationRecord, EngageSite } from './model.js';
import { announceChange, consentOf, conversationsTable, ticketsTable } from './model.js';
import type { HoursStatus } from './hours.js';
import { backAt, hoursStatus } from './hours.js';
import { DEFAULT_SUBJECT_LENGTH } from './support.js';
import { cutText } from '../http/text.js';
import { enqueueWebhook } from './webhooks.js';

type ChatResponse = components['schemas']['ChatResponse'];

/** An identical turn answered less than this long ago is a retry: it gets the stored answer again. */
export const RETRY_WINDOW_MS = 60_000;
export const ASSISTANT_RETRY_AFTER_SECONDS = 5;
export const ASSISTANT_UNAVAILABLE_MESSAGE = 'the assistant could not answer; your message was kept';
export const CONSENT_REQUIRED_MESSAGE =
  'this site asks visitors to accept its notice before chatting; send consent true once the visitor has accepted it';

/** Assistant messages also keep whether they escalated, so a replayed answer says so again. */
interface AssistantMessageRecord extends ConversationMessageRecord {
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

export class ChatTurns {
  /** Turns of one thread run one after another, so a double-sent turn cannot be stored or answered twice. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: Deps) {}

  async handle(c: AppContext): Promise<Response> {
    const caller = await authenticate(c, this.deps, { module: 'chat', chatTurn: true });
    if (caller instanceof Response) return caller;
    const read = await readJson(c);
    const token = peekVisitorToken(read);
    const tokenHash = token === undefined ? undefined : await sha256Hex(token);
    const run = async (): Promise<Response> => {
      const thread = tokenHash === undefined ? undefined : this.findThread(caller.site.id, tokenHash);
      const parsed = readChatTurn(read, caller.site.identityMode, thread?.visitor.email !== undefined);
      if (!parsed.ok) return fail(c, 400, parsed.code, parsed.message, parsed.fields ? { fields: parsed.fields } : {});
      const verified = await this.verifiedId(caller.site, parsed.turn, thread);
      if (verified instanceof Error) {
        const [status, code] =
          verified.message === 'required'
            ? ([401, 'IDENTITY_VERIFICATION_REQUIRED'] as const)
            : ([403, 'IDENTITY_VERIFICATION_FAILED'] as const);
        return fail(c, status, code, status === 401 ? IDENTITY_REQUIRED_MESSAGE : IDENTITY_MISMATCH_MESSAGE, { fields: ['visitor.hash'] });
      }
      if (!thread && consentOf(caller.site).required && !parsed.turn.consent) {
        return fail(c, 400, 'CONSENT_REQUIRED', CONSENT_REQUIRED_MESSAGE, { fields: ['consent'] });
      }
      return this.turn(c, caller.site, parsed.turn, thread, token, verified);
    };
    return tokenHash === undefined ? run() : this.serialise(tokenHash, run);
  }

  /**
   * The visitor id this turn proves (or the thread proved before), undefined when none; an Error `required` when the
   * site accepts verified visitors only and there is none, `mismatch` when a hash is given and is wrong (whatever
   * the site requires: a wrong hash is a mistake to fix, never an anonymous visitor).
   */
  private async verifiedId(site: EngageSite, turn: ChatTurn, thread: ConversationRecord | undefined): Promise<string | undefined | Error> {
    const id = turn.visitor.id;
    if (turn.hash !== undefined && id !== undefined) {
      return (await verifiesIdentity(this.deps, site, id, turn.hash)) ? id : new Error('mismatch');
    }
    const proved = thread?.verifiedVisitorId ?? undefined;
    // A thread proved once stays proved for the same visitor; another id needs its own hash.
    if (proved !== undefined && (id === undefined || id === proved)) return proved;
    return site.requireVerifiedIdentity === true ? new Error('required') : undefined;
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

  private async turn(
    c: AppContext,
    site: EngageSite,
    turn: ChatTurn,
    thread: ConversationRecord | undefined,
    token: string | undefined,
    verifiedId: string | undefined,
  ): Promise<Response> {
    const deps = this.deps;
    const now = deps.clock.now();
    // A token that matches no thread of this site (cleared server state, another site's token) starts a new thread
    // with a new token, rather than refusing the visitor: the token identifies a thread, not a person.
    let visitorToken: string;
    let conversation: ConversationRecord;
    if (thread && token !== undefined) {
      visitorToken = token;
      conversation = structuredClone(thread);
    } else {
      visitorToken = `vt_${deps.ids.secret(32)}`;
      conversation = {
        id: deps.ids.next('conv'),
        siteId: site.id,
        visitorTokenHash: await sha256Hex(visitorToken),
        status: 'ai',
        visitor: {},
        page: null,
        pageTitle: null,
        escalated: false,
        messages: [],
        ...(turn.consent ? { consentAt: iso(now) } : {}),
        createdAt: iso(now),
        updatedAt: iso(now),
      };
    }
    conversation.visitor = { ...conversation.visitor, ...turn.visitor };
    if (verifiedId !== undefined) conversation.verifiedVisitorId = verifiedId;
    // Another id without a hash: the thread's visitor is no longer the one proved.
    else if (turn.visitor.id !== undefined && turn.visitor.id !== conversation.verifiedVisitorId) conversation.verifiedVisitorId = null;
    if (turn.page !== undefined) conversation.page = turn.page;
    if (turn.pageTitle !== undefined) conversation.pageTitle = turn.pageTitle;
    if (conversation.status === 'closed') {
      conversation.status = 'ai';
      delete conversation.closedFrom;
    }
    conversation.updatedAt = iso(now);

    const retry = findRetry(conversation, turn.message, now);
    const base = { success: true as const, visitorToken, conversationId: conversation.id };

    // An injected agent_takeover answers this turn as though a person held the thread; the stored status stays.
    if (conversation.status === 'agent' || this.deps.faults.consume(c.get('operationId'), 'agent_takeover')) {
      if (retry?.kind !== 'unanswered') conversation.messages.push(this.visitorMessage(turn.message, now));
      conversationsTable(deps).set(conversation);
      announceChange(c, deps, conversation.id);
      const queued: ChatResponse = { ...base, queued: true, status: 'agent', citations: [], escalate: false };
      return c.json(queued, 200);
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
      return c.json(replay, 200);
    }

    // The visitor's message is stored before the assistant is asked, so a failure loses nothing.
    const asked = retry?.kind === 'unanswered' ? retry.message : this.visitorMessage(turn.message, now);
    if (retry === undefined) conversation.messages.push(asked);
    conversationsTable(deps).set(conversation);
    announceChange(c, deps, conversation.id);

    const answer = await this.ask(c, site, conversation, asked);
    if (!answer) {
      return failRetryable(c, 503, 'ASSISTANT_UNAVAILABLE', ASSISTANT_UNAVAILABLE_MESSAGE, ASSISTANT_RETRY_AFTER_SECONDS, {
        conversationId: conversation.id,
        visitorToken,
      });
    }
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
    // Re-read the thread: a person may have acted on it while the assistant was thinking.
    const saved = conversationsTable(deps).update(conversation.id, (t) => ({
      ...t,
      messages: [...t.messages.map((m) => (m.id === asked.id ? { ...m, answered: true } : m)), reply],
      escalated: t.escalated || answer.escalate,
      ...(away?.ticketId ? { escalationTicketId: away.ticketId } : {}),
      updatedAt: iso(answeredAt),
    }));
    if (answer.escalate) {
      // The delivery record is stored before the first attempt starts; the visitor does not wait for the receiver.
      deps.background.track(
        enqueueWebhook(deps, site, 'chat.escalated', {
          siteId: site.id,
          conversationId: conversation.id,
          reason: answer.reason ?? 'no_answer',
          message: asked.content,
          visitor: conversation.visitor,
          page: conversation.page,
        }),
      );
    }
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
    return c.json(body, 200);
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

  private visitorMessage(content: string, now: number): ConversationMessageRecord {
    return { id: this.deps.ids.next('msg'), role: 'visitor', content, citations: [], sentAt: iso(now), answered: false };
  }

  /** The assistant's answer, or undefined when it could not give one (failure, injected fault, malformed answer). */
  private async ask(
    c: AppContext,
    site: EngageSite,
    conversation: ConversationRecord,
    asked: ConversationMessageRecord,
  ): Promise<AssistantAnswer | undefined> {
    if (this.deps.faults.consume(c.get('operationId'), 'assistant_unavailable')) return undefined;
    const position = conversation.messages.findIndex((m) => m.id === asked.id);
    try {
      const answer: unknown = await this.deps.assistant.answer({
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
