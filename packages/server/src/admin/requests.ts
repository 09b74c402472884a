// The console's reads of the request journal (list, one request in full) and its live feed (server-sent events).
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { boundedText, headerMap, summary } from '../http/journal.js';
import { invalid, isRefusal, notFound, readObjectBody, refuse } from '../http/validation.js';
import type { ConsoleEvent } from '../ports/console-events.js';
import type { JournalEntry } from '../ports/journal.js';
import { consoleCounts, installConsoleProbe } from './console-feed.js';
import { redactHeaders, redactText, redactValue } from './redact.js';
import { readExpectation, sentEntries, verify } from './verification.js';

const STATUS = /^[1-5](?:\d\d|xx)$/;
const OPERATION = /^[A-Za-z][A-Za-z0-9]{0,99}$/;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const FAMILY = /^(none|[a-z]{2,4}(_test|_live)?)$/;
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/** The journal list's filters, each optional; an entry is listed when it passes all of them. */
interface JournalFilter {
  operation?: string | undefined;
  status?: string | undefined;
  withConsole: boolean;
  method?: string | undefined;
  path?: string | undefined;
  keyFamily?: string | undefined;
  since: number;
  until: number;
  q?: string | undefined;
}

/** The text free-text search looks in: path and query, the request body, the response body as kept. */
function searchable(entry: JournalEntry): string {
  let body = '';
  if (entry.responseBody !== undefined) {
    try {
      body = JSON.stringify(entry.responseBody) ?? '';
    } catch {
      body = '';
    }
  }
  return `${entry.path}?${entry.query}\n${entry.requestBody ?? ''}\n${body}`.toLowerCase();
}

function passes(f: JournalFilter, entry: JournalEntry): boolean {
  if (!f.withConsole && entry.fromConsole) return false;
  if (f.operation !== undefined && entry.operationId !== f.operation) return false;
  if (!statusMatches(f.status, entry.status)) return false;
  if (f.method !== undefined && entry.method !== f.method) return false;
  if (entry.at < f.since || entry.at > f.until) return false;
  if (f.path !== undefined && !entry.path.toLowerCase().includes(f.path)) return false;
  if (f.keyFamily !== undefined && (entry.keyFamily ?? 'none') !== f.keyFamily) return false;
  if (f.q !== undefined && !searchable(entry).includes(f.q)) return false;
  return true;
}

const timeParam = (text: string | undefined, fallback: number): number =>
  text === undefined ? fallback : DATE_TIME.test(text) ? Date.parse(text) : NaN;
export const HEARTBEAT_MS = 15_000;

function statusMatches(filter: string | undefined, status: number): boolean {
  if (filter === undefined) return true;
  return filter.endsWith('xx') ? Math.floor(status / 100) === Number(filter[0]) : status === Number(filter);
}

export function registerRequestJournalRoutes(app: Hono<AppEnv>, deps: Deps): void {
  installConsoleProbe(deps);

  app.get('/_admin/requests', op(deps, 'adminListRequests'), (c) => {
    const operation = c.req.query('operation');
    const status = c.req.query('status');
    const limitText = c.req.query('limit');
    const cursorText = c.req.query('cursor');
    const consoleText = c.req.query('console');
    const method = c.req.query('method');
    const path = c.req.query('path');
    const family = c.req.query('keyFamily');
    const q = c.req.query('q');
    const since = timeParam(c.req.query('since'), -Infinity);
    const until = timeParam(c.req.query('until'), Infinity);
    const bad: string[] = [];
    if (operation !== undefined && !OPERATION.test(operation)) bad.push('operation');
    if (status !== undefined && !STATUS.test(status)) bad.push('status');
    const limit = limitText === undefined ? 50 : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= 500)) bad.push('limit');
    const before = cursorText === undefined ? Infinity : /^\d{1,15}$/.test(cursorText) ? Number(cursorText) : NaN;
    if (Number.isNaN(before)) bad.push('cursor');
    if (consoleText !== undefined && consoleText !== 'true' && consoleText !== 'false') bad.push('console');
    if (method !== undefined && !METHODS.has(method)) bad.push('method');
    if (path !== undefined && path.length > 200) bad.push('path');
    if (family !== undefined && !FAMILY.test(family)) bad.push('keyFamily');
    if (Number.isNaN(since)) bad.push('since');
    if (Number.isNaN(until)) bad.push('until');
    if (q !== undefined && q.length > 200) bad.push('q');
    if (bad.length > 0) {
      return refuse(
        c,
        invalid(
          'operation is an operationId, status a code such as 503 or a class such as 5xx, limit 1 to 500, cursor a nextCursor, ' +
            'console true or false, method an HTTP method in capitals, path and q at most 200 characters, keyFamily a prefix ' +
            'such as sk_test or none, since and until ISO 8601 date-times',
          bad,
        ),
      );
    }
    const filter: JournalFilter = {
      operation,
      status,
      withConsole: consoleText === 'true',
      method,
      path: path === '' ? undefined : path?.toLowerCase(),
      keyFamily: family,
      since,
      until,
      q: q === undefined || q.trim() === '' ? undefined : q.trim().toLowerCase(),
    };
    const page: JournalEntry[] = [];
    let more = false;
    let matched = 0;
    for (const entry of deps.journal.newestFirst()) {
      if (!passes(filter, entry)) continue;
      matched++;
      if (entry.seq >= before) continue;
      if (page.length === limit) {
        more = true;
        continue;
      }
      page.push(entry);
    }
    const nextCursor = more ? String(page[page.length - 1]!.seq) : null;
    return c.json({
      success: true as const,
      size: deps.journal.size,
      count: deps.journal.count,
      matched,
      requests: page.map(summary),
      nextCursor,
    });
  });

  app.post('/_admin/requests/expect', op(deps, 'adminExpectRequests'), async (c) => {
    const read = await readObjectBody(c);
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const expectation = readExpectation(body);
    if (isRefusal(expectation)) return refuse(c, expectation);
    const verdict = verify(sentEntries(deps.journal.newestFirst()), expectation);
    if (verdict.ok) return c.json({ success: true as const, matched: verdict.matched, requests: verdict.requests });
    // The report is the message; the near misses are the same as data. Built here, not by `fail`: it is one
    // body of the contract's ErrorBody shape with two more properties.
    return c.json(
      {
        success: false as const,
        code: 'EXPECTATION_FAILED',
        message: verdict.message,
        requestId: c.get('requestId'),
        matched: verdict.matched,
        nearMisses: verdict.nearMisses,
      },
      409,
    );
  });

  app.delete('/_admin/requests', op(deps, 'adminClearRequests'), (c) => {
    const cleared = deps.journal.count;
    deps.journal.clear();
    return c.json({ success: true as const, cleared });
  });

  app.get('/_admin/requests/:requestId', op(deps, 'adminGetRequest'), (c) => {
    const entry = deps.journal.get(c.req.param('requestId'));
    if (!entry) return refuse(c, notFound('no such request in the journal (it keeps the last requests only)'));
    const reveal = c.req.query('reveal');
    if (reveal !== undefined && reveal !== 'credentials') {
      return refuse(c, invalid('reveal must be "credentials" (request headers as sent, keys included)', ['reveal']));
    }
    const responseBody =
      entry.responseBody === undefined ? null : boundedText(JSON.stringify(redactValue(entry.responseBody), null, 2) ?? '');
    const requestHeaders =
      reveal === 'credentials' && entry.requestHeaders
        ? Object.fromEntries(headerMap(entry.requestHeaders))
        : redactHeaders(entry.requestHeaders);
    return c.json({
      success: true as const,
      request: {
        ...summary(entry),
        requestHeaders,
        requestBody: entry.requestBody === undefined ? null : redactText(entry.requestBody),
        responseHeaders: redactHeaders(entry.responseHeaders),
        responseBody,
        bodyOmitted: entry.bodyOmitted,
      },
    });
  });

  app.get('/_admin/events', op(deps, 'adminStreamEvents'), (c) => {
    const lastText = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    if (lastText !== undefined && !/^\d{1,15}$/.test(lastText)) {
      return refuse(c, invalid('Last-Event-ID (or lastEventId) must be the id of an event', ['lastEventId']));
    }
    const lastId = lastText === undefined ? 0 : Number(lastText);
    const encoder = new TextEncoder();
    let stop = (): void => undefined;
    let subscribed = true;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const write = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        const send = (e: ConsoleEvent) => write(`id: ${e.id}\nevent: ${e.type}\ndata: ${e.data}\n\n`);
        const unsubscribe = deps.events.subscribe(send);
        if (!unsubscribe) {
          subscribed = false;
          controller.close();
          return;
        }
        const timer = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
        stop = () => {
          clearInterval(timer);
          unsubscribe();
        };
        write('retry: 2000\n\n');
        if (lastId > 0) for (const e of deps.events.after(lastId)) send(e);
        // The first event: every count, so badges are right before anything changes.
        write(`event: state\ndata: ${JSON.stringify({ kind: 'state', counts: consoleCounts(deps) })}\n\n`);
      },
      cancel() {
        stop();
      },
    });
    if (!subscribed) {
      return refuse(c, {
        status: 503,
        code: 'UNAVAILABLE',
        message: `the event stream has ${deps.events.maxSubscribers} subscribers already; retry later`,
        retryAfterSeconds: 5,
      });
    }
    return c.body(stream, 200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
  });
}
