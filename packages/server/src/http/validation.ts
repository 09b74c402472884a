// One way to refuse input in every area: problems collected per field, one reader of a JSON object body, the
// refusal a rule returns (never throws) with the one function that answers it, and one 400 VALIDATION_FAILED
// refusal (`invalid`) that problems are answered as.
import type { AppContext } from './env.js';
import type { ErrorExtra } from './errors.js';
import { fail, failRetryable, KEY_VERIFICATION_MESSAGE } from './errors.js';
import { isPlainObject, readJson } from './json.js';
import { textLength } from './text.js';

/** A body that parsed but is not an object (an array, a string, a number, null). */
export const BODY_MUST_BE_OBJECT = 'body must be a JSON object';
/** A body that is not JSON at all. */
export const BODY_MUST_BE_JSON = 'the body must be valid JSON';
/** No body where the operation needs one. */
export const BODY_REQUIRED = 'a JSON body is required';

/** Problems spelled out in one answer; the rest are counted, so a body with thousands of bad keys gets a short answer. */
export const MAX_PROBLEMS_SHOWN = 3;

/** One thing wrong with the input: the property at fault (`visitor.email`) and what to do about it. */
export interface Problem {
  field: string;
  message: string;
}

/** The answer's message for some problems: the first few, in order, then how many more. */
export function problemsMessage(problems: readonly Problem[]): string {
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => p.message);
  const more = problems.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more.toLocaleString('en-US')} more problem${more === 1 ? '' : 's'}` : shown.join('; ');
}

/** The properties at fault, each once, in the order their problems were found. */
export function problemFields(problems: readonly Problem[]): string[] {
  return [...new Set(problems.map((p) => p.field))];
}

/**
 * The refusal of some problems: 400 VALIDATION_FAILED naming every problem (the first few spelled out) and every
 * offending field.
 */
export function problemsRefusal(problems: Problems): Refusal {
  return invalid(problemsMessage(problems.list), problemFields(problems.list));
}

/** The answer to some problems: their refusal ({@link problemsRefusal}), answered by {@link refuse}. */
export function validationFailed(c: AppContext, problems: Problems): Response {
  return refuse(c, problemsRefusal(problems));
}

/** The statuses a refusal answers with: the client's mistakes, and the conditions a client retries after. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * Why a rule refuses a request: the answer's status, the contract's code and message, and the properties at fault.
 * A rule returns it beside its value (`T | Refusal`) rather than throwing; the route answers it with {@link refuse}.
 * A 429 or 503 says when to retry (`retryAfterSeconds`, the Retry-After header); `extra` carries what the error body
 * holds beside (the conversation a chat turn was stored in when the assistant could not answer).
 */
export interface Refusal {
  readonly status: RefusalStatus;
  readonly code: string;
  readonly message: string;
  readonly fields?: readonly string[] | undefined;
  readonly retryAfterSeconds?: number | undefined;
  readonly extra?: Pick<ErrorExtra, 'conversationId' | 'visitorToken'> | undefined;
}

/** 404 NOT_FOUND: `message` names what was not found (`conversation not found`). */
export function notFound(message: string): Refusal {
  return { status: 404, code: 'NOT_FOUND', message };
}

/** 503 when key verification is (made) unavailable for this operation; retry after `retryAfterMs` (default 2 s). */
export function keyVerificationUnavailable(retryAfterMs = 2000): Refusal {
  return { status: 503, code: 'KEY_VERIFICATION_UNAVAILABLE', message: KEY_VERIFICATION_MESSAGE, retryAfterSeconds: retryAfterMs / 1000 };
}

/**
 * A refusal of input that breaks a rule: 400 VALIDATION_FAILED with what to do, and the properties at fault. It is
 * the one VALIDATION_FAILED refusal: a list of problems is answered as one ({@link problemsRefusal}), and a problem
 * that names several properties together ("give a status, an assignee, or both") is one call naming them all.
 */
export function invalid(message: string, fields?: readonly string[]): Refusal {
  return fields ? { status: 400, code: 'VALIDATION_FAILED', message, fields } : { status: 400, code: 'VALIDATION_FAILED', message };
}

/**
 * Whether a rule's outcome is its refusal rather than its value. Sound for values that are primitives, arrays or
 * records whose properties the code names; a value keyed by client text (field values by name) is wrapped instead.
 */
export function isRefusal(outcome: unknown): outcome is Refusal {
  return typeof outcome === 'object' && outcome !== null && 'code' in outcome;
}

/**
 * A rule's refusal as the answer, in the spec's error format: the one function that answers a refusal (`fail` is
 * for the HTTP layer's own answers, and lint keeps it out of the areas).
 */
export function refuse(c: AppContext, refusal: Refusal): Response {
  const extra: ErrorExtra = refusal.extra ? { ...refusal.extra } : {};
  if (refusal.fields) extra.fields = refusal.fields;
  const { status, code, message, retryAfterSeconds } = refusal;
  if (retryAfterSeconds !== undefined && (status === 429 || status === 503)) {
    return failRetryable(c, status, { code, message, extra, retryAfterSeconds });
  }
  return fail(c, status, { code, message, extra });
}

/**
 * The value of an outcome that cannot be refused unless the caller is wrong (the demo data, a test's setup): a
 * refusal there is a bug, thrown as an Error with its code and message.
 */
export function unrefused<T>(outcome: T | Refusal): T {
  if (isRefusal(outcome)) throw new Error(`refused: ${outcome.code} ${outcome.message}`);
  return outcome;
}

export type TextField = { ok: true; value: string | undefined } | { ok: false; problem: string };

/**
 * An optional text property: absent, null or blank gives undefined; otherwise the trimmed text, which must fit `max`
 * characters (code points, the contract's unit). `name` is how the property is named in the error (`visitor.email`).
 */
export function optionalText(input: unknown, name: string, max: number): TextField {
  if (input === undefined || input === null) return { ok: true, value: undefined };
  if (typeof input !== 'string') return { ok: false, problem: `${name} must be a string` };
  const value = input.trim();
  if (textLength(value) > max) return { ok: false, problem: `${name} must be at most ${max.toLocaleString('en-US')} characters` };
  return { ok: true, value: value === '' ? undefined : value };
}

/**
 * Collects the problems of a request's properties, to answer all of them at once with {@link validationFailed}: the
 * one collector every area uses.
 */
export class Problems {
  readonly list: Problem[] = [];

  add(field: string, message: string): void {
    this.list.push({ field, message });
  }

  /** Reads an optional text property (see {@link optionalText}), noting its problem if any. */
  text(input: unknown, field: string, max: number): string | undefined {
    const read = optionalText(input, field, max);
    if (read.ok) return read.value;
    this.add(field, read.problem);
    return undefined;
  }

  /**
   * Adds a problem for every property of `value` outside `allowed`, so typos are never silently ignored; `prefix`
   * names the object the properties are in (`branding`), empty for the body itself.
   */
  rejectUnknown(value: Record<string, unknown>, allowed: readonly string[], prefix = ''): void {
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        const field = prefix ? `${prefix}.${key}` : key;
        this.add(field, `unknown property ${field} (allowed: ${allowed.join(', ')})`);
      }
    }
  }

  /** How many problems were noted (a reader compares it before and after, to know whether its part added any). */
  get count(): number {
    return this.list.length;
  }

  /** Whether nothing is wrong. */
  get ok(): boolean {
    return this.list.length === 0;
  }

  /** The properties at fault, each once. */
  get fields(): string[] {
    return problemFields(this.list);
  }

  /** The answer's message, or undefined when nothing is wrong. */
  get message(): string | undefined {
    return this.ok ? undefined : problemsMessage(this.list);
  }
}

/** A JSON object body as read: wrapped, so a body that happens to carry a `code` is never taken for a refusal. */
export interface ObjectBody {
  readonly body: Record<string, unknown>;
}

/**
 * The request's JSON object body, or the 400 VALIDATION_FAILED refusal for a body that is not JSON or not an object.
 * An empty body is refused ("a JSON body is required") unless `empty: 'as-object'`, where it reads as `{}` (an
 * operation whose properties are all optional, or whose own check names what is missing). The body's nesting depth
 * is bounded before parsing (http/json.ts).
 */
export async function readObjectBody(c: AppContext, options: { empty?: 'refused' | 'as-object' } = {}): Promise<ObjectBody | Refusal> {
  const read = await readJson(c);
  if (!read.ok) {
    if (read.reason === 'invalid') return invalid(BODY_MUST_BE_JSON);
    return options.empty === 'as-object' ? { body: {} } : invalid(BODY_REQUIRED);
  }
  if (!isPlainObject(read.value)) return invalid(BODY_MUST_BE_OBJECT);
  return { body: read.value };
}
