// The request journal's list query as a rule: the filters, page size and cursor read from the query (every bad
// parameter named in one 400), and the page of entries they select, newest first.
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import type { JournalEntry } from '../ports/journal.js';

const STATUS = /^[1-5](?:\d\d|xx)$/;
const OPERATION = /^[A-Za-z][A-Za-z0-9]{0,99}$/;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const FAMILY = /^(none|[a-z]{2,4}(_test|_live)?)$/;
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/** The journal list's filters, each optional; an entry is listed when it passes all of them. */
export interface JournalFilter {
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

function statusMatches(filter: string | undefined, status: number): boolean {
  if (filter === undefined) return true;
  return filter.endsWith('xx') ? Math.floor(status / 100) === Number(filter[0]) : status === Number(filter);
}

/** What a list request asks for: the filters, the page size and where the page starts (before this seq). */
export interface JournalQuery {
  filter: JournalFilter;
  limit: number;
  before: number;
}

/** The list's query, read by name (`operation`, `status`, `limit`, `cursor`, ...), or its 400 naming every bad one. */
export function readJournalQuery(param: (name: string) => string | undefined): JournalQuery | Refusal {
  const operation = param('operation');
  const status = param('status');
  const limitText = param('limit');
  const cursorText = param('cursor');
  const consoleText = param('console');
  const method = param('method');
  const path = param('path');
  const family = param('keyFamily');
  const q = param('q');
  const since = timeParam(param('since'), -Infinity);
  const until = timeParam(param('until'), Infinity);
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
    return invalid(
      'operation is an operationId, status a code such as 503 or a class such as 5xx, limit 1 to 500, cursor a nextCursor, ' +
        'console true or false, method an HTTP method in capitals, path and q at most 200 characters, keyFamily a prefix ' +
        'such as sk_test or none, since and until ISO 8601 date-times',
      bad,
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
  return { filter, limit, before };
}

/** The page a query selects (newest first), how many entries match its filters, and the cursor of the next page. */
export function journalPage(
  newestFirst: Iterable<JournalEntry>,
  query: JournalQuery,
): { requests: JournalEntry[]; matched: number; nextCursor: string | null } {
  const { filter, limit, before } = query;
  const page: JournalEntry[] = [];
  let more = false;
  let matched = 0;
  for (const entry of newestFirst) {
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
  return { requests: page, matched, nextCursor };
}
