// What happened inside a mock service, read through the reference server's own test-control and console endpoints,
// so every record has the contract's shape. Every read lists newest first.
import { unwrap } from '@svc/core';
import type { ReferenceServer } from '@svc/reference-server';
import type { Schema } from '@svc/spec';
import type { ConsoleAccess } from './console-access.js';
import type { InProcessClient } from './in-process.js';

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

/** The most rows one page of a list holds; every read walks the pages. */
const PAGE_SIZE = 100;

/** Newest first by a timestamp, then by id. */
function newestFirst<T extends { id: string }>(time: (record: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta !== tb) return ta < tb ? 1 : -1;
    return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
  };
}

/** Every item of a paged list: `read` gets one page (the first when `page` is undefined). */
async function allPages<T>(read: (page: string | undefined) => Promise<{ items: T[]; nextPage: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let page: string | undefined;
  do {
    const body = await read(page);
    items.push(...body.items);
    page = body.nextPage ?? undefined;
  } while (page);
  return items;
}

export function createState(server: ReferenceServer, api: InProcessClient, access: ConsoleAccess): MockState {
  /** Waits for the work earlier requests started, then reads. */
  const settled = async <T>(read: () => Promise<T>): Promise<T> => {
    await server.idle();
    return read();
  };
  const websites = async () => (await settled(() => unwrap(api.GET('/_admin/websites')))).websites.map((w) => w.id);

  /** Engage sites and their owners: the console shows each owner only their own sites. */
  const engageSites = async () => {
    const snapshot = await settled(() => unwrap(api.GET('/_admin/state')));
    return (snapshot.tables['engage.sites'] ?? []).map((row) => ({ id: row.id, owner: String((row as { ownerSub?: unknown }).ownerSub) }));
  };

  const leadsOf = (websiteId: string, environment: (typeof ENVIRONMENTS)[number]) =>
    allPages(async (page) => {
      const query = { environment, limit: PAGE_SIZE, ...(page ? { page } : {}) };
      const body = await settled(() =>
        unwrap(api.GET('/_admin/capture/websites/{websiteId}/leads', { params: { path: { websiteId }, query } })),
      );
      return { items: body.leads, nextPage: body.nextPage };
    });

  /** The Engage Console API's lists of a site, read as its owner. */
  const ticketsOf = (site: { id: string; owner: string }) =>
    allPages(async (page) => {
      const params = { path: { siteId: site.id }, query: { limit: PAGE_SIZE, ...(page ? { page } : {}) } };
      const body = await settled(() =>
        access.call(site.owner, (headers) => unwrap(api.GET('/api/engage/sites/{siteId}/tickets', { params, headers }))),
      );
      return { items: body.tickets, nextPage: body.nextPage };
    });
  const conversationsOf = (site: { id: string; owner: string }) =>
    allPages(async (page) => {
      const params = { path: { siteId: site.id }, query: { limit: PAGE_SIZE, ...(page ? { page } : {}) } };
      const body = await settled(() =>
        access.call(site.owner, (headers) => unwrap(api.GET('/api/engage/sites/{siteId}/conversations', { params, headers }))),
      );
      return { items: body.conversations, nextPage: body.nextPage };
    });

  return {
    async submissions() {
      const lists = await Promise.all(
        (await websites()).map(
          async (websiteId) =>
            (await settled(() => unwrap(api.GET('/_admin/capture/websites/{websiteId}/submissions', { params: { path: { websiteId } } }))))
              .submissions,
        ),
      );
      return lists.flat().sort(newestFirst((s) => s.receivedAt));
    },
    async leads() {
      const lists = await Promise.all((await websites()).flatMap((id) => ENVIRONMENTS.map((environment) => leadsOf(id, environment))));
      return lists.flat().sort(newestFirst((l) => l.receivedAt));
    },
    async tickets() {
      const lists = await Promise.all((await engageSites()).map(ticketsOf));
      return lists.flat().sort(newestFirst((t) => t.createdAt));
    },
    async conversations() {
      const lists = await Promise.all((await engageSites()).map(conversationsOf));
      return lists.flat().sort(newestFirst((c) => c.createdAt));
    },
    async outbox() {
      return (await settled(() => unwrap(api.GET('/_admin/outbox')))).emails.slice().sort(newestFirst((e) => e.acceptedAt));
    },
    async webhookDeliveries() {
      const { deliveries } = await settled(() => unwrap(api.GET('/_admin/webhooks/deliveries')));
      return deliveries.map((d) => ({ ...d, headers: d.log.at(-1)?.requestHeaders ?? null })).sort(newestFirst((d) => d.createdAt));
    },
  };
}
