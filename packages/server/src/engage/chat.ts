// The chat turn's rules (POST /v1/engage/chat): one visitor turn on a thread the visitor token identifies; the
// assistant answers unless a person holds the thread (chat-answer.ts), and an escalating answer raises chat.escalated.
// Plain inputs, plain outcomes: the route (chat-routes.ts) reads the request and turns the outcome into the answer.
import type { components } from '@svc/spec';
import { sha256Hex } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { JsonRead } from '../http/json.js';
import type { Refusal } from '../http/validation.js';
import { isRefusal } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { AskAssistant } from './chat-answer.js';
import { answerMessage, findRetry } from './chat-answer.js';
import type { ChatTurn } from './chat-request.js';
import { peekVisitorToken, readChatTurn } from './chat-request.js';
import { IDENTITY_MISMATCH_MESSAGE, IDENTITY_REQUIRED_MESSAGE, verifiesIdentity } from './identity.js';
import type { ConversationMessageRecord, ConversationRecord, EngageSite } from './model.js';
import { consentOf, conversationsTable } from './model.js';
import { answeredBy, openedByVisitor } from './take-over.js';

type ChatResponse = components['schemas']['ChatResponse'];

export const CONSENT_REQUIRED_MESSAGE =
  'this site asks visitors to accept its notice before chatting; send consent true once the visitor has accepted it';

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
  { found, token, consent, now }: { found: ConversationRecord | undefined; token: string | undefined; consent: boolean; now: number },
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
  { verifiedId, now }: { verifiedId: string | undefined; now: number },
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

/** A turn checked: its body read, the thread its token names, and the visitor id it proves. */
interface CheckedTurn {
  turn: ChatTurn;
  thread: ConversationRecord | undefined;
  token: string | undefined;
  verifiedId: string | undefined;
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
      return this.answerTurn(request, { turn: parsed.turn, thread, token, verifiedId: verified });
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
      return (await verifiesIdentity(this.deps, site, { id, hash: turn.hash })) ? id : IDENTITY_VERIFICATION_FAILED;
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

  private async answerTurn(request: ChatTurnRequest, { turn, thread, token, verifiedId }: CheckedTurn): Promise<ChatTurnOutcome> {
    const deps = this.deps;
    const { site } = request;
    const now = deps.clock.now();
    const opened = await threadForTurn(deps, site, { found: thread, token, consent: turn.consent, now });
    const visitorToken = opened.visitorToken;
    const conversation = withVisitorDetails(opened.conversation, turn, { verifiedId, now });
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

    const answered = await answerMessage(deps, request.ask, { site, conversation, asked });
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
      return (await answerMessage(this.deps, ask, { site, conversation: thread, asked })) !== undefined;
    });
  }
}
