// The request journal over HTTP, for the test console and test tools: the list, one request in full, the
// verification of an expectation, clearing it; and the console's live feed (event-stream-routes.ts).
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { boundedText, headerMap, summary } from '../http/journal.js';
import { invalid, isRefusal, notFound, readObjectBody, refuse } from '../http/validation.js';
import { registerEventStream } from './event-stream-routes.js';
import { journalPage, readJournalQuery } from './journal-query.js';
import { redactHeaders, redactText, redactValue } from './redact.js';
import { installConsoleProbe } from './test-console-feed.js';
import { readExpectation, sentEntries, verify } from './verification.js';

export function registerRequestJournalRoutes(app: Hono<AppEnv>, deps: Deps): void {
  installConsoleProbe(deps);
  registerEventStream(app, deps);
  app.get('/_admin/requests', op(deps, 'adminListRequests'), (c) => listRequests(c, deps));
  app.post('/_admin/requests/expect', op(deps, 'adminExpectRequests'), (c) => expectRequests(c, deps));
  app.delete('/_admin/requests', op(deps, 'adminClearRequests'), (c) => clearRequests(c, deps));
  app.get('/_admin/requests/:requestId', op(deps, 'adminGetRequest'), (c) => getRequest(c, deps));
}

/** `GET /_admin/requests`: a page of the journal, newest first, filtered by the query. */
function listRequests(c: AppContext, deps: Deps): Response {
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
}

/** `POST /_admin/requests/expect`: the matches, or 409 `EXPECTATION_FAILED` with the report and the near misses. */
async function expectRequests(c: AppContext, deps: Deps): Promise<Response> {
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
}

/** `DELETE /_admin/requests`: empties the journal and says how many entries it forgot. */
function clearRequests(c: AppContext, deps: Deps): Response {
  const cleared = deps.journal.count;
  deps.journal.clear();
  return c.json({ success: true as const, cleared });
}

/** `GET /_admin/requests/{requestId}`: one request in full, redacted unless `reveal=credentials`. */
function getRequest(c: AppContext, deps: Deps): Response {
  const entry = deps.journal.get(c.req.param('requestId') ?? '');
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
}
