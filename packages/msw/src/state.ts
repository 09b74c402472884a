// What happened inside a mock service, read through the reference server's own test-control and console endpoints,
// so every record has the contract's shape. Every read lists newest first.
import type { ReferenceServer } from '@svc/reference-server';
import type { Schema } from '@svc/spec';
import type { ConsoleAccess } from './console-access.js';
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
 * A webhook delivery with its attempts, as the server's delivery log has it (`GET /_admin/webhooks/deliveries`), plus
 * `headers`: the request headers of its latest attempt (`webhook-id`, `webhook-timestamp`, `webhook-signature`,
 * `content-type`), or null when no request was built (no webhook URL, URL refused).
 * @public
 */
export type WebhookDeliveryEntry = Schema<'AdminConsoleWebhookDeliveryEntry'> & {
  headers: Record<string, string> | null;
};

/**
 * Read-only views of the mock service's state. Every read lists records newest first (by the time the service
 * stamped on them, then by id, which grows in creation order), and first waits for work earlier requests started
 * (webhook attempts after a chat reply).
 * @public
 */
export interface MockState {
  /** Form Capture submissions (`POST /v1/capture`), of every website and environment; by `receivedAt`. */
  submissions(): Promise<CapturedSubmission[]>;
  /** The leads inbox of every website and environment; by `receivedAt`. */
  leads(): Promise<CapturedLead[]>;
  /** Engage tickets (managed forms and support requests) of every site; by `createdAt`. */
  tickets(): Promise<EngageTicket[]>;
  /** Engage chat threads of every site, with their messages (oldest message first, as in a thread); by `createdAt`. */
  conversations(): Promise<EngageConversation[]>;
  /** Notification emails accepted (Form Capture alerts, site tests); by `acceptedAt`. */
  outbox(): Promise<OutboxEmail[]>;
  /** Webhook deliveries (`chat.escalated`, `conversation.rated`, `webhook.test`) with their attempts and signed headers; by `createdAt`. */
  webhookDeliveries(): Promise<WebhookDeliveryEntry[]>;
}

const ENVIRONMENTS = ['test', 'live'] as const;

type WebsiteList = { websites: Array<{ id: string }> };
type Snapshot = Schema<'AdminStateSnapshot'>;

/** Newest first by a timestamp, then by id. */
function newestFirst<T extends { id: string }>(time: (record: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta !== tb) return ta < tb ? 1 : -1;
    return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
  };
}

export function createState(server: ReferenceServer, access: ConsoleAccess): MockState {
  const get = async <T>(path: string): Promise<T> => {
    await server.idle();
    return call<T>(server, 'GET', path);
  };
  const websites = async () => (await get<WebsiteList>('/_admin/websites')).websites.map((w) => w.id);

  /** Engage sites and their owners: the console shows each owner only their own sites. */
  const engageSites = async () => {
    const snapshot = await get<Snapshot>('/_admin/state');
    return (snapshot.tables['engage.sites'] ?? []).map((row) => ({ id: row.id, owner: String((row as { ownerSub?: unknown }).ownerSub) }));
  };

  /** Every page of a list (of the console when `owner` is given). */
  const pages = async <K extends string, T>(path: string, key: K, owner?: string): Promise<T[]> => {
    const items: T[] = [];
    let page: string | null = null;
    do {
      const query: string = `${path.includes('?') ? '&' : '?'}limit=100${page ? `&page=${encodeURIComponent(page)}` : ''}`;
      type Page = Record<K, T[]> & { nextPage: string | null };
      let body: Page;
      if (owner === undefined) body = await get(`${path}${query}`);
      else {
        await server.idle();
        body = await access.call<Page>('GET', `${path}${query}`, owner);
      }
      items.push(...body[key]);
      page = body.nextPage;
    } while (page);
    return items;
  };

  return {
    async submissions() {
      const lists = await Promise.all(
        (await websites()).map(
          async (id) => (await get<{ submissions: CapturedSubmission[] }>(`/_admin/capture/websites/${id}/submissions`)).submissions,
        ),
      );
      return lists.flat().sort(newestFirst((s) => s.receivedAt));
    },
    async leads() {
      const lists = await Promise.all(
        (await websites()).flatMap((id) =>
          ENVIRONMENTS.map((environment) =>
            pages<'leads', CapturedLead>(`/_admin/capture/websites/${id}/leads?environment=${environment}`, 'leads'),
          ),
        ),
      );
      return lists.flat().sort(newestFirst((l) => l.receivedAt));
    },
    async tickets() {
      const lists = await Promise.all(
        (await engageSites()).map((s) => pages<'tickets', EngageTicket>(`/api/engage/sites/${s.id}/tickets`, 'tickets', s.owner)),
      );
      return lists.flat().sort(newestFirst((t) => t.createdAt));
    },
    async conversations() {
      const lists = await Promise.all(
        (await engageSites()).map((s) =>
          pages<'conversations', EngageConversation>(`/api/engage/sites/${s.id}/conversations`, 'conversations', s.owner),
        ),
      );
      return lists.flat().sort(newestFirst((c) => c.createdAt));
    },
    async outbox() {
      return (await get<{ emails: OutboxEmail[] }>('/_admin/outbox')).emails.slice().sort(newestFirst((e) => e.acceptedAt));
    },
    async webhookDeliveries() {
      const { deliveries } = await get<{ deliveries: Array<Schema<'AdminConsoleWebhookDeliveryEntry'>> }>('/_admin/webhooks/deliveries');
      return deliveries.map((d) => ({ ...d, headers: d.log.at(-1)?.requestHeaders ?? null })).sort(newestFirst((d) => d.createdAt));
    },
  };
}
