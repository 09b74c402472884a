// What happened inside a mock service, read through the reference server's own test-control and console endpoints,
// so every record has the contract's shape.
import type { ReferenceServer } from '@svc/reference-server';
import type { Schema } from '@svc/spec';
import { call } from './in-process.js';

/**
 * A stored Form Capture submission.
 * @public
 */
export type CapturedSubmission = Schema<'AdminCaptureSubmission'>;
/**
 * A lead of the Form Capture inbox.
 * @public
 */
export type CapturedLead = Schema<'AdminCaptureLead'>;
/**
 * An Engage ticket (managed form or support request).
 * @public
 */
export type EngageTicket = Schema<'Ticket'>;
/**
 * An Engage chat thread with its messages.
 * @public
 */
export type EngageConversation = Schema<'ConversationSummary'>;
/**
 * A notification email the service accepted.
 * @public
 */
export type OutboxEmail = Schema<'AdminEmail'>;
/**
 * A webhook delivery with its attempts.
 * @public
 */
export type WebhookDeliveryEntry = Schema<'AdminConsoleWebhookDeliveryEntry'>;

/**
 * Read-only views of the mock service's state (records newest first); each read waits for work earlier requests started
 * (webhook attempts after a chat reply).
 * @public
 */
export interface MockState {
  /** Form Capture submissions (`POST /v1/capture`), of every website and environment. */
  submissions(): Promise<CapturedSubmission[]>;
  /** The leads inbox of every website and environment. */
  leads(): Promise<CapturedLead[]>;
  /** Engage tickets (managed forms and support requests) of every site. */
  tickets(): Promise<EngageTicket[]>;
  /** Engage chat threads of every site, with their messages. */
  conversations(): Promise<EngageConversation[]>;
  /** Notification emails accepted (Form Capture alerts). */
  outbox(): Promise<OutboxEmail[]>;
  /** Webhook deliveries (`chat.escalated`, `webhook.test`) with their attempts. */
  webhookDeliveries(): Promise<WebhookDeliveryEntry[]>;
}

/** Console credentials the state reader uses to list each site owner's tickets and conversations. */
export interface Reader {
  portalKey: string;
}

const ENVIRONMENTS = ['test', 'live'] as const;

type WebsiteList = { websites: Array<{ id: string }> };
type Snapshot = Schema<'AdminStateSnapshot'>;

export function createState(server: ReferenceServer, reader: Reader): MockState {
  const get = async <T>(path: string, headers?: Record<string, string>): Promise<T> => {
    await server.idle();
    return call<T>(server, 'GET', path, headers ? { headers } : {});
  };
  const websites = async () => (await get<WebsiteList>('/_admin/websites')).websites.map((w) => w.id);

  /** Engage sites and their owners: the console shows each owner only their own sites. */
  const engageSites = async () => {
    const snapshot = await get<Snapshot>('/_admin/state');
    return (snapshot.tables['engage.sites'] ?? []).map((row) => ({ id: row.id, owner: String((row as { ownerSub?: unknown }).ownerSub) }));
  };

  /** Every page of a console list. */
  const consoleList = async <K extends string, T>(path: string, owner: string, key: K): Promise<T[]> => {
    const items: T[] = [];
    let page: string | null = null;
    do {
      const query: string = `?limit=100${page ? `&page=${encodeURIComponent(page)}` : ''}`;
      const body: Record<K, T[]> & { nextPage: string | null } = await get(`${path}${query}`, {
        'x-portal-key': reader.portalKey,
        'x-identity-sub': owner,
      });
      items.push(...body[key]);
      page = body.nextPage;
    } while (page);
    return items;
  };

  const newest = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  const newestFirst = <T extends { createdAt: string }>(a: T, b: T) => newest(a.createdAt, b.createdAt);
  const newestReceived = <T extends { receivedAt: string }>(a: T, b: T) => newest(a.receivedAt, b.receivedAt);

  return {
    async submissions() {
      const lists = await Promise.all(
        (await websites()).map(async (id) => (await get<{ submissions: CapturedSubmission[] }>(`/_admin/capture/websites/${id}/submissions`)).submissions),
      );
      return lists.flat().sort(newestReceived);
    },
    async leads() {
      const leads: CapturedLead[] = [];
      for (const id of await websites()) {
        for (const environment of ENVIRONMENTS) {
          let page: string | null = null;
          do {
            const query: string = `?environment=${environment}&limit=100${page ? `&page=${encodeURIComponent(page)}` : ''}`;
            const body: { leads: CapturedLead[]; nextPage: string | null } = await get(`/_admin/capture/websites/${id}/leads${query}`);
            leads.push(...body.leads);
            page = body.nextPage;
          } while (page);
        }
      }
      return leads.sort(newestReceived);
    },
    async tickets() {
      const lists = await Promise.all(
        (await engageSites()).map((s) => consoleList<'tickets', EngageTicket>(`/api/engage/sites/${s.id}/tickets`, s.owner, 'tickets')),
      );
      return lists.flat().sort(newestFirst);
    },
    async conversations() {
      const lists = await Promise.all(
        (await engageSites()).map((s) =>
          consoleList<'conversations', EngageConversation>(`/api/engage/sites/${s.id}/conversations`, s.owner, 'conversations'),
        ),
      );
      return lists.flat().sort(newestFirst);
    },
    async outbox() {
      return (await get<{ emails: OutboxEmail[] }>('/_admin/outbox')).emails;
    },
    async webhookDeliveries() {
      return (await get<{ deliveries: WebhookDeliveryEntry[] }>('/_admin/webhooks/deliveries')).deliveries;
    },
  };
}
