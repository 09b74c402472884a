// What the test console's feed reports besides requests: which kind of record changed, with the counts its badges show.

import { submissionsTable } from '../capture/model.js';
import { collectionsTable, entriesTable } from '../content/model.js';
import type { Deps } from '../deps.js';
import { conversationsTable, sitesTable, ticketsTable } from '../engage/model.js';
import { deliveriesTable } from '../engage/webhooks.js';
import { portalKeysTable } from '../engage-console/portal-keys.js';
import { keysTable } from '../keys.js';
import type { Row, Table } from '../ports/store.js';
import { websitesTable } from '../websites.js';

/** The record counts a console shows on its tabs. */
export interface ConsoleCounts {
  requests: number;
  captures: number;
  emails: number;
  webhooks: number;
  conversations: number;
  tickets: number;
  entries: number;
  keys: number;
  faults: number;
}

export function consoleCounts(deps: Deps): ConsoleCounts {
  return {
    // What the journal lists by default: the test console's own calls are hidden.
    requests: deps.journal.count - deps.journal.consoleCount,
    captures: submissionsTable(deps).size,
    emails: outboxKept(deps),
    webhooks: deliveriesTable(deps).size,
    conversations: conversationsTable(deps).size,
    tickets: ticketsTable(deps).size,
    entries: entriesTable(deps).size,
    // The keys the Sites & keys tab lists (content, capture and publishable keys): the portal keys a console
    // issues for itself are not listed, so opening a console never grows the badge.
    keys: keysTable(deps.store).size,
    faults: deps.faults.active().length,
  };
}

/** The emails the outbox tab lists: the kept ones (at most the outbox's limit). */
function outboxKept(deps: Deps): number {
  return deps.outbox ? deps.outbox.accepted - deps.outbox.dropped : 0;
}

/** Grows with every email accepted, also once the outbox is full and its length stays at the limit. */
function outboxAccepted(deps: Deps): number {
  return deps.outbox?.accepted ?? 0;
}

/** Operations after which everything may have changed (or the clock moved): the console reloads what it shows. */
const STATE_OPERATIONS = new Set([
  'adminClearRequests',
  'adminReset',
  'adminImportState',
  'adminAdvanceClock',
  'adminClearFaults',
  'adminInjectFault',
]);

/** A table's change marker: its version and size (a restore may reset the version, never both to the same). */
const mark = (table: Table<Row>) => table.version * 1_000_003 + table.size;

/**
 * Installs the probe the feed runs after each request and tick: each kind whose tables changed since the last look
 * is one event. A handful of Map lookups, and only while a console listens.
 */
export function installConsoleProbe(deps: Deps): void {
  const kinds: Array<[string, () => number]> = [
    ['capture', () => mark(submissionsTable(deps) as unknown as Table<Row>)],
    ['email', () => outboxAccepted(deps)],
    ['webhook', () => mark(deliveriesTable(deps) as unknown as Table<Row>)],
    ['conversation', () => mark(conversationsTable(deps) as unknown as Table<Row>)],
    ['ticket', () => mark(ticketsTable(deps) as unknown as Table<Row>)],
    ['content', () => mark(entriesTable(deps) as unknown as Table<Row>) + mark(collectionsTable(deps) as unknown as Table<Row>)],
    [
      'keys',
      () =>
        mark(keysTable(deps.store) as unknown as Table<Row>) +
        mark(portalKeysTable(deps) as unknown as Table<Row>) +
        mark(sitesTable(deps) as unknown as Table<Row>) +
        mark(websitesTable(deps) as unknown as Table<Row>),
    ],
    // Faults count down as they fire: the test control tab shows the calls left.
    ['state', () => deps.faults.active().reduce((sum, f) => sum + 1000 + (f.remaining ?? 0), 0)],
  ];
  const seen = kinds.map(([, read]) => read());
  deps.events.probe = (operationId) => {
    const changed: Array<{ type: string; data: unknown }> = [];
    let counts: ConsoleCounts | undefined;
    kinds.forEach(([type, read], i) => {
      const now = read();
      if (now === seen[i] && !(type === 'state' && operationId !== undefined && STATE_OPERATIONS.has(operationId))) return;
      seen[i] = now;
      counts ??= consoleCounts(deps);
      changed.push({ type, data: { kind: type, counts } });
    });
    return changed;
  };
}
