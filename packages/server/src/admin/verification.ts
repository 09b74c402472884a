// Verification over the request journal: what a test expects to have been sent (an operation, a deep partial of its
// body, how many times) checked against what the journal holds, with the closest requests and how each differs when
// it does not hold; and the report of every request refused as the caller's mistake. One engine for
// `POST /_admin/requests/expect` and `@svc/msw` (`expectRequest`, `expectNoRefusals`, the matchers), after WireMock's
// `verify` with its near misses (at most 3) and MockServer's `verify` with times.
import type { Schema } from '@svc/spec';
import { summary } from '../http/journal.js';
import { isPlainObject } from '../http/json.js';
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import type { JournalEntry } from '../ports/journal.js';
import { redactText, redactValue } from './redact.js';

/** A journalled request with its body, as verification reads it (the contract's `AdminJournalEntry`). */
export type JournalEntryView = Schema<'AdminJournalEntry'>;
/** What a test expects (the contract's `AdminRequestExpectation`). */
export type Expectation = Schema<'AdminRequestExpectation'>;
/** A request close to an expectation, and how it differs. */
export type NearMiss = Schema<'AdminNearMiss'>;
type Difference = Schema<'AdminDifference'>;

/** The outcome of one verification: it holds (with the matches), or it does not (with the report). */
export type Verdict =
  | { ok: true; matched: number; requests: JournalEntryView[] }
  | { ok: false; message: string; matched: number; nearMisses: NearMiss[] };

/** At most this many near misses are reported, as WireMock does. */
export const MAX_NEAR_MISSES = 3;
/** The report fits an error body's message (http/errors.ts bounds it at 1,000 characters). */
const MAX_MESSAGE = 1000;
const MAX_DIFFERENCES_SHOWN = 4;
const MAX_VALUE_CHARS = 80;
const OPERATION = /^[A-Za-z][A-Za-z0-9]{0,99}$/;
const MAX_TIMES = 100_000;

/** The body a request carried, as sent (for matching) and as shown (redacted). */
interface Body {
  raw: unknown;
  shown: unknown;
}

/** A journal entry with its body parsed once, for matching and for the answer. */
interface Candidate {
  entry: JournalEntry;
  view: JournalEntryView;
  body: Body | undefined;
}

function parseBody(text: string | undefined): Body | undefined {
  if (text === undefined) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = text;
  }
  return { raw, shown: redactValue(raw) };
}

function candidate(entry: JournalEntry): Candidate {
  const body = parseBody(entry.requestBody);
  // A JSON object is the body as data; anything else (other JSON, text) is kept as its redacted text.
  const object = body !== undefined && isPlainObject(body.shown) ? (body.shown as Record<string, unknown>) : null;
  const text =
    body === undefined || object !== null ? null : typeof body.raw === 'string' ? redactText(body.raw) : JSON.stringify(body.shown);
  return { entry, body, view: { ...(summary(entry) as Omit<JournalEntryView, 'body' | 'bodyText'>), body: object, bodyText: text } };
}

/** A value as JSON text, for a difference. */
const json = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** A value expected, the request's value, and the request's value redacted (what the answer shows). */
interface Compared {
  expected: unknown;
  actual: unknown;
  shown: unknown;
}

/** A difference: the expected value and the request's (redacted), as JSON text. */
function difference(field: string, { expected, actual, shown }: Compared): Difference {
  return actual === undefined
    ? { field, expected: json(expected), actual: null, missing: true }
    : { field, expected: json(expected), actual: json(shown), missing: false };
}

/** One entry in the contract's shape: its summary and its body, parsed when JSON, redacted. */
export function entryView(entry: JournalEntry): JournalEntryView {
  return candidate(entry).view;
}

/**
 * The entries a test's code sent, oldest first: every journalled request but the test console's own calls (and the
 * journal's own reads), after `afterSeq` when given.
 */
export function sentEntries(journal: Iterable<JournalEntry>, afterSeq = 0): JournalEntry[] {
  const out: JournalEntry[] = [];
  for (const entry of journal) {
    if (entry.seq <= afterSeq) break;
    if (!entry.fromConsole) out.push(entry);
  }
  return out.reverse();
}

/** Reads an expectation from a request body; a refusal names every property at fault. */
export function readExpectation(value: unknown): Expectation | Refusal {
  if (!isPlainObject(value)) {
    return invalid('the body must be an expectation: {"operation": "createCapture", "times": 1, "body": {...}}', ['operation']);
  }
  const unknown = Object.keys(value).filter((name) => name !== 'operation' && name !== 'times' && name !== 'body');
  if (unknown.length > 0) {
    return invalid(
      `unknown expectation field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (it has operation, times, body)`,
      unknown,
    );
  }
  const bad: string[] = [];
  if (typeof value.operation !== 'string' || !OPERATION.test(value.operation)) bad.push('operation');
  if (value.body !== undefined && !isPlainObject(value.body)) bad.push('body');
  const times = value.times;
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 0 || times > MAX_TIMES)) bad.push('times');
  if (bad.length > 0) {
    return invalid(
      `operation must be an operationId (createCapture), times a whole number from 0 to ${MAX_TIMES} or absent, body a JSON object (a deep partial of the request's)`,
      bad,
    );
  }
  return {
    operation: value.operation as string,
    ...(times === undefined ? {} : { times: times as number }),
    ...(value.body === undefined ? {} : { body: value.body as Record<string, unknown> }),
  };
}

function childField(parent: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/**
 * Where `actual` differs from `expected`, a deep partial: an object matches when every property it gives matches, an
 * array when it has the same length and each element matches, anything else when it is the same value. `shown` is
 * the same value redacted, for the answer.
 */
function differences(compared: Compared, field: string, out: Difference[]): void {
  const { expected, actual, shown } = compared;
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) {
      out.push(difference(field, compared));
      return;
    }
    const shownObject = isPlainObject(shown) ? shown : {};
    for (const [key, value] of Object.entries(expected)) {
      const child = childField(field, key);
      if (!Object.hasOwn(actual, key)) out.push(difference(child, { expected: value, actual: undefined, shown: undefined }));
      else differences({ expected: value, actual: actual[key], shown: shownObject[key] }, child, out);
    }
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      out.push(difference(field, compared));
      return;
    }
    const shownArray = Array.isArray(shown) ? shown : [];
    expected.forEach((value, i) => differences({ expected: value, actual: actual[i], shown: shownArray[i] }, `${field}[${i}]`, out));
    return;
  }
  if (expected !== actual) out.push(difference(field, compared));
}

/** Every way a request differs from the expectation (empty: it matches). */
function differencesOf(expectation: Expectation, c: Candidate): Difference[] {
  const out: Difference[] = [];
  if (c.entry.operationId !== expectation.operation) {
    out.push(difference('operation', { expected: expectation.operation, actual: c.entry.operationId, shown: c.entry.operationId }));
  }
  if (c.view.callerMistake) out.push(difference('callerMistake', { expected: false, actual: true, shown: true }));
  if (expectation.body !== undefined) {
    // A request answered before its body was read (a missing key, a 429) has no body to match; the report says so.
    if (c.body === undefined) out.push(difference('body', { expected: expectation.body, actual: undefined, shown: undefined }));
    else differences({ expected: expectation.body, actual: c.body.raw, shown: c.body.shown }, 'body', out);
  }
  return out;
}

/** Test-control operations (`admin*`): a test's own setup, shown as a near miss only when one of them is expected. */
const isTestControl = (operationId: string) => operationId.startsWith('admin');

/** How far a request is from the expectation: another operation is far, each other difference one step. */
function distance(found: Difference[]): number {
  return found.reduce((sum, d) => sum + (d.field === 'operation' ? 5 : 1), 0);
}

/** Checks the expectation against the entries (oldest first). */
export function verify(entries: readonly JournalEntry[], expectation: Expectation): Verdict {
  const candidates = entries.map(candidate);
  const matches: Candidate[] = [];
  const misses: Array<{ c: Candidate; found: Difference[]; order: number }> = [];
  const controlExpected = isTestControl(expectation.operation);
  candidates.forEach((c, order) => {
    const found = differencesOf(expectation, c);
    if (found.length === 0) matches.push(c);
    else if (controlExpected || !isTestControl(c.entry.operationId)) misses.push({ c, found, order });
  });
  const matched = matches.length;
  const holds = expectation.times === undefined ? matched > 0 : matched === expectation.times;
  if (holds) return { ok: true, matched, requests: matches.map((c) => c.view) };

  let nearMisses: NearMiss[];
  if (expectation.times !== undefined && matched > expectation.times) {
    nearMisses = matches.slice(0, MAX_NEAR_MISSES).map((c) => ({ request: c.view, differences: [] }));
  } else {
    // Closest first; among equals the newest, which is most likely the one the test means. Room left shows the
    // matches there were (too few of them), so a test sees what did count.
    misses.sort((a, b) => distance(a.found) - distance(b.found) || b.order - a.order);
    nearMisses = misses.slice(0, MAX_NEAR_MISSES).map(({ c, found }) => ({ request: c.view, differences: found }));
    for (const c of matches.slice(0, MAX_NEAR_MISSES - nearMisses.length)) nearMisses.push({ request: c.view, differences: [] });
  }
  return { ok: false, message: report(expectation, { matched, total: candidates.length, nearMisses }), matched, nearMisses };
}

/** JSON text cut to a readable length for a report line. */
function cut(text: string): string {
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/** A value in a report line: JSON, cut to a readable length. */
export function shownValue(value: unknown): string {
  return cut(JSON.stringify(value) ?? String(value));
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What the test expected, in words: `createCapture with body {...} once or more`. */
export function expectationText(expectation: Expectation): string {
  const body = expectation.body === undefined ? '' : ` with body ${shownValue(expectation.body)}`;
  const { times } = expectation;
  if (times === 0) return `no ${expectation.operation} request${body}`;
  const howOften = times === undefined ? 'once or more' : times === 1 ? 'once' : `${times} times`;
  return `${expectation.operation}${body} ${howOften}`;
}

/** One request in a report: what was sent, what was answered and why, in one line. */
export function requestLine(r: JournalEntryView): string {
  const answer = r.code === null ? `${r.status}` : `${r.status} ${r.code}${r.reason ? ` ${shownValue(r.reason)}` : ''}`;
  const query = r.query ? `?${r.query}` : '';
  const operation = r.operationId === 'unknown' ? 'no operation' : r.operationId;
  return `${r.method} ${r.path}${query} (${operation}) → ${answer} [${r.id}]`;
}

/** The lines under a request: the fault that answered it, the fix of a refusal. */
function causeLines(r: JournalEntryView, indent: string): string[] {
  const lines: string[] = [];
  if (r.fault) lines.push(`${indent}answered by fault ${r.fault.id} ${r.fault.kind}`);
  if (r.fix) lines.push(`${indent}refused as the caller's mistake; fix: ${r.fix}`);
  return lines;
}

function differenceLine(d: Difference, indent: string, r: JournalEntryView): string | undefined {
  if (d.field === 'callerMistake') return undefined; // said by the cause line
  if (d.field === 'body' && d.missing && r.status >= 400) return `${indent}body: not recorded (answered ${r.status} before it was read)`;
  const got = d.actual === null ? 'nothing' : cut(d.actual);
  return `${indent}${d.field}: expected ${cut(d.expected)}, got ${got}`;
}

/** The failure in a few lines, at most 1,000 characters: the expectation, the count, the closest requests. */
function report(
  expectation: Expectation,
  { matched, total, nearMisses }: { matched: number; total: number; nearMisses: NearMiss[] },
): string {
  const head = `expected ${expectationText(expectation)}; ${matched} of ${count(total, 'request')} matched${total === 0 ? ' (nothing was sent)' : ''}.`;
  // A section title before the first miss ("Closest:") and before the first match ("Matched:").
  const blocks = nearMisses.map((miss, i) => {
    const match = miss.differences.length === 0;
    const title = match ? (i === 0 || nearMisses[i - 1]!.differences.length > 0 ? ['Matched:'] : []) : i === 0 ? ['Closest:'] : [];
    const lines = [...title, `${i + 1}. ${requestLine(miss.request)}`, ...causeLines(miss.request, '   ')];
    const shown = miss.differences.flatMap((d) => differenceLine(d, '   ', miss.request) ?? []);
    lines.push(...shown.slice(0, MAX_DIFFERENCES_SHOWN));
    if (shown.length > MAX_DIFFERENCES_SHOWN) lines.push(`   and ${shown.length - MAX_DIFFERENCES_SHOWN} more differences`);
    return lines.join('\n');
  });
  // Within the bound: the last requests go first.
  for (let n = blocks.length; n >= 0; n--) {
    const text = [head, ...blocks.slice(0, n), ...(n < blocks.length ? [`(${blocks.length - n} more in nearMisses)`] : [])].join('\n');
    if (text.length <= MAX_MESSAGE) return text;
  }
  return head.slice(0, MAX_MESSAGE);
}

/** Every request refused as the caller's mistake, oldest first. */
export function refusals(entries: readonly JournalEntry[]): JournalEntryView[] {
  return entries.map(entryView).filter((e) => e.callerMistake);
}

/** At most this many refusals are spelled out in a report; the rest are counted. */
const MAX_REFUSALS_SHOWN = 10;

/** The refusals in a few lines each: what was sent, the service's reason, the fix. */
export function refusalsReport(found: readonly JournalEntryView[]): string {
  const shown = found.slice(0, MAX_REFUSALS_SHOWN).map((r, i) => [`${i + 1}. ${requestLine(r)}`, `   fix: ${r.fix}`].join('\n'));
  const more = found.length - shown.length;
  return [
    `${count(found.length, 'request was', 'requests were')} refused as the caller's mistake:`,
    ...shown,
    ...(more > 0 ? [`and ${more} more`] : []),
  ].join('\n');
}
