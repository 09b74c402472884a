// Engage records shared by the public endpoints and the console: sites, conversations, tickets.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { KnowledgeArticle } from '../ports/assistant.js';
import type { Row, Table } from '../ports/store.js';

type S = components['schemas'];

/** An Engage site: the contract's Site (without the derived `activeKey`) plus what the server keeps privately. */
type SiteShape = Omit<S['Site'], 'activeKey' | 'branding' | 'requireVerifiedIdentity' | 'identitySecret' | 'businessHours' | 'consent'>;
export interface EngageSite extends Row, SiteShape {
  ownerSub: string;
  /** Chat turns must carry a verified visitor id; absent is false. */
  requireVerifiedIdentity?: boolean;
  /** The identity-verification secret, once made; the console shows only its prefix. */
  identitySecret?: IdentitySecretRecord | null;
  /** Opening hours; absent or null: people answer at any time. */
  businessHours?: S['BusinessHours'] | null;
  /** The consent notice; absent: not required. */
  consent?: S['ConsentSettings'];
  branding: Required<Pick<S['SiteBranding'], 'assistantName' | 'launcherLabel' | 'greeting' | 'accent'>>;
  knowledge: { context: string; articles: KnowledgeArticle[]; updatedAt: string | null };
}

/** What a site keeps of its identity-verification secret (engage/identity.ts). */
export interface IdentitySecretRecord {
  secret: string;
  createdAt: string;
  /** The secret a rotation replaced, still accepted until `expiresAt`. */
  previous: { secret: string; expiresAt: string } | null;
}

export interface ConversationMessageRecord {
  id: string;
  role: 'visitor' | 'assistant' | 'agent';
  content: string;
  citations: S['Citation'][];
  sentAt: string;
  /** Visitor messages: whether an assistant or agent answer followed (false after ASSISTANT_UNAVAILABLE). */
  answered?: boolean;
}

export interface ConversationRecord extends Row {
  siteId: string;
  /** SHA-256 hex of the visitor token; the token itself is only given to the visitor. */
  visitorTokenHash: string;
  status: S['ConversationStatus'];
  visitor: S['ChatVisitor'];
  page: string | null;
  pageTitle: string | null;
  escalated: boolean;
  messages: ConversationMessageRecord[];
  /** The display name of the agent who last replied or typed, shown to the visitor while a person holds the thread. */
  agentName?: string | null;
  /** The visitor id a chat turn proved with a valid hash; absent when none did. */
  verifiedVisitorId?: string | null;
  /** When the visitor accepted the site's consent notice, for threads started while it was required. */
  consentAt?: string;
  /** The ticket an escalation outside business hours opened for this thread. */
  escalationTicketId?: string;
  /** Closed threads: the status the thread had when it was closed, which a console reopen gives back. */
  closedFrom?: OpenStatus;
  /** The visitor's rating, once given (closed threads only); kept when the thread is reopened. */
  rating?: S['ConversationRating'];
  createdAt: string;
  updatedAt: string;
}

/** The statuses of a thread that is not closed. */
export type OpenStatus = Exclude<S['ConversationStatus'], 'closed'>;

type TicketShape = S['Ticket'];
export interface TicketRecord extends Row, TicketShape {
  siteId: string;
}

export const ENGAGE_SITES_TABLE = 'engage.sites';
export const CONVERSATIONS_TABLE = 'engage.conversations';
export const TICKETS_TABLE = 'engage.tickets';

export function sitesTable(deps: Pick<Deps, 'store'>): Table<EngageSite> {
  return deps.store.table<EngageSite>(ENGAGE_SITES_TABLE);
}
export function conversationsTable(deps: Pick<Deps, 'store'>): Table<ConversationRecord> {
  return deps.store.table<ConversationRecord>(CONVERSATIONS_TABLE);
}
export function ticketsTable(deps: Pick<Deps, 'store'>): Table<TicketRecord> {
  return deps.store.table<TicketRecord>(TICKETS_TABLE);
}

/** The public view of a conversation message (the contract's ConversationMessage). */
export function publicMessage(m: ConversationMessageRecord): S['ConversationMessage'] {
  return { id: m.id, role: m.role, content: m.content, citations: m.citations, sentAt: m.sentAt };
}

/** A message as the visitor's event stream carries it. */
export const streamMessage = publicMessage;

/** A site's consent settings, with the default (not required) filled in. */
export function consentOf(site: EngageSite): S['ConsentSettings'] {
  return site.consent ?? { required: false, text: {} };
}
