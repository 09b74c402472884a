// Records every request in the journal (ports/journal.ts) for the console: O(1) per request, nothing copied. Headers,
// the body the route read and the JSON it answered are kept by reference and redacted only when someone asks.
// What is kept is the smallest thing that already exists: the flat header list Node parsed (not the Request, which
// holds the whole IncomingMessage), the answer's plain header record (not the Response). Every entry outlives a
// young-generation collection, so what it holds is copied to the old generation and swept there: with the Request
// and Response kept, `pnpm --filter ./bench bench:hot` measured a content read at 58.8 µs of CPU, without them 42.4.
import type { Deps } from '../deps.js';
import type { JournalEntry, KeptHeaders } from '../ports/journal.js';
import { JOURNAL_BODY_CHARS } from '../ports/journal.js';
import { callerMistakeFix } from './caller-mistake.js';
import type { AppContext, HeaderRecord, ReplyState } from './env.js';

/** Answers whose bodies are bulk by nature (or the journal itself): kept as a summary only. */
const BULK = new Set([
  'adminExportState',
  'adminExportCaptureLeads',
  'getOpenapiDocument',
  'getEngageSdk',
  'adminListRequests',
  'adminGetRequest',
  'adminExpectRequests',
]);
/**
 * Reads of the journal (verification included) and the feed publish no `request` event and count as the console's
 * own calls: a console refreshing on one would feed itself, and a test's verification is not what its code sent.
 */
const QUIET = new Set(['adminListRequests', 'adminGetRequest', 'adminStreamEvents', 'adminExpectRequests']);

/** The header the test console puts on every call it makes, so the journal can hide them by default. */
export const CONSOLE_HEADER = 'x-svc-console';

/**
 * The files the server's own pages load, whoever asks: the console's page and assets, the HTTP reference's page,
 * renderer and the contract it reads, the widget's loader and its files. A page load brings a dozen of them; a test
 * never means them, so the journal hides them with the console's own calls.
 */
const OWN_FILES = new Set([
  'getConsole',
  'getConsoleAsset',
  'getHttpReference',
  'getHttpReferenceFile',
  'getOpenapiDocument',
  'getEngageSdk',
  'getEngageSdkFile',
]);

/**
 * Whether a request is the server's own traffic: the files of its pages (`OWN_FILES`), the journal's and feed's reads,
 * or a call the console marked. Only the paths the console calls are looked at for the header, so the service's hot
 * paths never scan their headers.
 */
function fromConsole(path: string, operationId: string, kept: KeptHeaders): boolean {
  if (QUIET.has(operationId) || OWN_FILES.has(operationId) || path.startsWith('/_console') || path.startsWith('/_docs')) return true;
  if (!path.startsWith('/_admin/') && !path.startsWith('/api/engage/sites')) return false;
  if (kept instanceof Headers) return kept.get(CONSOLE_HEADER) === '1';
  if (Array.isArray(kept)) {
    for (let i = 0; i + 1 < kept.length; i += 2) if ((kept[i] as string).toLowerCase() === CONSOLE_HEADER) return kept[i + 1] === '1';
    return false;
  }
  return (kept as HeaderRecord)[CONSOLE_HEADER] === '1';
}

const FAMILY = /^([a-z]{2,4}_(?:test|live)|[a-z]{2,4})_/;

/** The credential's family by its prefix: `sk_test`, `ck_live`, `pk_live`, `ptk`, `adm`, `vt`; never the key. */
export function keyFamily(kept: KeptHeaders): string | null {
  const headers = headerMap(kept);
  const bearer = headers.get('authorization');
  const credential = headers.get('x-api-key') ?? headers.get('x-portal-key') ?? (bearer ? /^Bearer\s+(\S+)/i.exec(bearer)?.[1] : undefined);
  if (!credential) return headers.get('x-visitor-token') ? 'vt' : null;
  return FAMILY.exec(credential)?.[1] ?? 'unknown';
}

/**
 * Kept headers as a Web `Headers` (lower-case names, sorted, repeated names joined with ", " as `fetch` does).
 * Built when someone reads an entry, never while a request runs. Names or values a `Headers` refuses are skipped.
 */
export function headerMap(kept: KeptHeaders): Headers {
  if (kept instanceof Headers) return kept;
  const headers = new Headers();
  const add = (name: string, value: string) => {
    if (name.startsWith(':')) return;
    try {
      headers.append(name, value);
    } catch {
      // What Node accepted and fetch would not (none in practice): left out of a copy that is only ever read.
    }
  };
  if (Array.isArray(kept)) for (let i = 0; i + 1 < kept.length; i += 2) add(kept[i] as string, kept[i + 1] as string);
  else for (const name of Object.keys(kept)) add(name, (kept as HeaderRecord)[name]!);
  return headers;
}

/** A copy of at most JOURNAL_BODY_CHARS characters that does not keep a large original alive. */
export function boundedText(text: string): string {
  return text.length <= JOURNAL_BODY_CHARS ? text : text.slice(0, JOURNAL_BODY_CHARS).split('').join('');
}

/** What the journal keeps while a request runs: when it started, and the reply state (which has the answered value). */
export interface JournalTrace {
  started: number;
  reply: ReplyState;
}

/** Starts a request's journal record, or returns undefined when the journal is off. */
export function journalBegin(deps: Deps, c: AppContext, reply: ReplyState): JournalTrace | undefined {
  if (!deps.journal.enabled) return undefined;
  // One shared function in place of the context's own `json`, which it calls, rather than a closure per request
  // (under `--trace-gc` a content read load had fewer old-generation collections; the bench's CPU figure moved less
  // than its noise).
  reply.json = c.json as JsonAnswer;
  c.json = journalledJson as typeof c.json;
  return { started: performance.now(), reply };
}

type JsonAnswer = (object: unknown, ...rest: unknown[]) => Response;

/** `c.json` while the journal records: notes the value answered, then answers as the context's own `json`. */
function journalledJson(this: AppContext, object: unknown, ...rest: unknown[]): Response {
  const reply = this.get('reply');
  reply.answered = object;
  return reply.json!(object, ...rest);
}

/**
 * One request's record. The key family is read from the request's headers (kept by reference anyway) only when
 * someone reads the entry: most entries are overwritten unread, so the hot path never parses a credential for it.
 */
class Entry implements JournalEntry {
  #keyFamily: string | null | undefined = undefined;
  requestBody: string | undefined = undefined;
  fault: { readonly id: string; readonly kind: string } | null = null;
  readonly seq: number;
  readonly id: string;
  readonly at: number;
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly operationId: string;
  readonly status: number;
  readonly durationMs: number;
  readonly reason: string | null;
  readonly requestHeaders: KeptHeaders;
  private readonly response: Response | HeaderRecord | undefined;
  readonly responseBody: unknown;
  readonly bodyOmitted: boolean;
  readonly fromConsole: boolean;

  /** The record of the answer that left `c`, begun with `trace`. */
  constructor(deps: Deps, c: AppContext, { started, reply }: JournalTrace) {
    const operationId = c.get('operationId');
    const res = c.res;
    const status = res.status;
    const bulk = BULK.has(operationId);
    const url = c.req.url;
    const q = url.indexOf('?');
    const answered = reply.answered;
    const path = c.req.path;
    const headers = c.env?.rawHeaders ?? c.req.raw.headers;
    this.seq = deps.journal.nextSeq();
    this.id = c.get('requestId');
    this.at = deps.clock.now();
    this.method = c.req.method;
    this.path = path;
    this.query = q < 0 ? '' : url.slice(q + 1);
    this.operationId = operationId;
    this.status = status;
    this.durationMs = Math.round((performance.now() - started) * 100) / 100;
    this.reason = status >= 400 ? reasonOf(answered, status) : null;
    this.requestHeaders = headers;
    // An answer made by `reply` is its header record; another Response is kept (its headers read on demand).
    this.response = bulk ? undefined : res === reply.sent ? reply.headers : res;
    // A bulk answer keeps no body, but a refusal's error body is small and says why.
    this.responseBody = bulk && status < 400 ? undefined : answered;
    this.bodyOmitted = bulk;
    this.fromConsole = fromConsole(path, operationId, headers);
  }

  get keyFamily(): string | null {
    if (this.#keyFamily === undefined) this.#keyFamily = keyFamily(this.requestHeaders);
    return this.#keyFamily;
  }

  /** Read from the error body kept by reference, only when someone reads the entry. */
  get code(): string | null {
    if (this.status < 400) return null;
    const code = errorProperty(this.responseBody, 'code');
    return typeof code === 'string' ? code : null;
  }

  get fields(): readonly string[] | null {
    if (this.status < 400) return null;
    const fields = errorProperty(this.responseBody, 'fields');
    return Array.isArray(fields) && fields.every((f) => typeof f === 'string') ? (fields as string[]) : null;
  }

  get responseHeaders(): KeptHeaders | undefined {
    return this.response instanceof Response ? this.response.headers : this.response;
  }
}

/** Records the answer that left (503s of durability included) and tells the console's feed. */
export function journalEnd(deps: Deps, c: AppContext, trace: JournalTrace): void {
  const { journal, events } = deps;
  const entry = new Entry(deps, c, trace);
  const { reply } = trace;
  const operationId = entry.operationId;
  if (reply.body !== undefined) entry.requestBody = boundedText(reply.body);
  if (reply.fault !== undefined) entry.fault = reply.fault;
  journal.record(entry);
  if (events.listening && !QUIET.has(operationId)) {
    events.publish('request', summary(entry));
    events.settle(operationId);
  }
}

function reasonOf(body: unknown, status: number): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string') return message.length > 200 ? `${message.slice(0, 199)}…` : message;
  return status === 503 ? 'the service was unavailable' : `answered ${status}`;
}

function errorProperty(body: unknown, name: 'code' | 'fields'): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The summary the list shows and the feed carries (the contract's `AdminRequestSummary`). */
export function summary(e: JournalEntry): Record<string, unknown> {
  const code = e.code;
  const fix = callerMistakeFix({
    status: e.status,
    code,
    operationId: e.operationId,
    byFault: e.fault !== null,
    method: e.method,
    path: e.path,
  });
  return {
    id: e.id,
    seq: e.seq,
    at: new Date(e.at).toISOString(),
    method: e.method,
    path: e.path,
    query: e.query,
    operationId: e.operationId,
    status: e.status,
    durationMs: e.durationMs,
    keyFamily: e.keyFamily,
    console: e.fromConsole,
    reason: e.reason,
    code,
    fields: e.fields === null ? null : [...e.fields],
    callerMistake: fix !== null,
    fix,
    fault: e.fault === null ? null : { id: e.fault.id, kind: e.fault.kind },
  };
}
