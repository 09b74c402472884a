// Validation problems of console requests: collected per field, answered as one 400 VALIDATION_FAILED.
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import { isPlainObject, readJson } from '../http/json.js';
import { hasControlCharacters, textLength } from '../http/text.js';

export interface Problem {
  field: string;
  message: string;
}

/** Length in characters (code points), the unit of the contract's maxLength: the one count of http/text.ts. */
export const chars = textLength;

/** 400 VALIDATION_FAILED naming every problem and every offending field. */
export function validationFailed(c: AppContext, problems: Problem[]): Response {
  const fields = [...new Set(problems.map((p) => p.field))];
  // One bounded message whatever was sent: a body with thousands of unknown keys gets the first few, then a count.
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => p.message);
  const more = problems.length - shown.length;
  const message =
    more > 0 ? `${shown.join('; ')}; and ${more.toLocaleString('en-US')} more problem${more === 1 ? '' : 's'}` : shown.join('; ');
  return fail(c, 400, 'VALIDATION_FAILED', message, { fields });
}

/** Problems spelled out in one answer; the rest are counted. */
export const MAX_PROBLEMS_SHOWN = 3;

/** Adds a problem for every property of `value` outside `allowed`, so typos are never silently ignored. */
export function rejectUnknown(value: Record<string, unknown>, allowed: readonly string[], prefix: string, problems: Problem[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      const field = prefix ? `${prefix}.${key}` : key;
      problems.push({ field, message: `unknown property ${field} (allowed: ${allowed.join(', ')})` });
    }
  }
}

/** The request's JSON object body, or the 400 answer for an empty, malformed or non-object body. */
export async function readObjectBody(c: AppContext): Promise<Record<string, unknown> | Response> {
  const body = await readJson(c);
  if (!body.ok) {
    const message = body.reason === 'empty' ? 'a JSON body is required' : 'the body must be valid JSON';
    return fail(c, 400, 'VALIDATION_FAILED', message);
  }
  if (!isPlainObject(body.value)) return fail(c, 400, 'VALIDATION_FAILED', 'the body must be a JSON object');
  return body.value;
}

/** A required message of 1..max characters (after trimming), or a problem. */
export function readMessage(value: unknown, max: number, problems: Problem[]): string | undefined {
  if (typeof value !== 'string' || value.trim().length === 0) {
    problems.push({ field: 'message', message: `message is required (1 to ${max} characters)` });
    return undefined;
  }
  const message = value.trim();
  if (chars(message) > max) {
    problems.push({ field: 'message', message: `message must be at most ${max} characters` });
    return undefined;
  }
  return message;
}

/** An optional trimmed single-line text of at most `max` characters; undefined when absent. */
export function readText(body: Record<string, unknown>, field: string, max: number, problems: Problem[]): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || hasControlCharacters(value) || textLength(value) > max) {
    problems.push({ field, message: `${field} must be a non-empty text of at most ${max} characters without control characters` });
    return undefined;
  }
  return value.trim();
}
