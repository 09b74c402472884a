// The console's reads of the request journal (list, one request in full) and its live feed (server-sent events).
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { boundedText, headerMap, summary } from '../http/journal.js';
import { invalid, isRefusal, notFound, readObjectBody, refuse } from '../http/validation.js';
import type { ConsoleEvent } from '../ports/console-events.js';
import { journalPage, readJournalQuery } from './journal-query.js';
import { redactHeaders, redactText, redactValue } from './redact.js';
import { consoleCounts, installConsoleProbe } from './test-console-feed.js';
import { readExpectation, sentEntries, verify } from './verification.js';

export const HEARTBEAT_MS = 15_000;

export function registerRequestJournalRoutes(app: Hono<AppEnv>, deps: Deps): void {
  installConsoleProbe(deps);
  registerEventStream(app, deps);

  app.get('/_admin/requests', op(deps, 'adminListRequests'), (c) => {
    const query = readJournalQuery((name) => c.req.query(name));
    if (isRefusal(query)) return refuse(c, query);
    const { requests: page, matched, nextCursor } = journalPage(deps.journal.newestFirst(), query);
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
}

/** The console's live feed: every journal entry and state change as a server-sent event, with heartbeats. */
function registerEventStream(app: Hono<AppEnv>, deps: Deps): void {
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
