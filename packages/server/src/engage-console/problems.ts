// The console's own text rules (a reply's message, a single-line text); problems are collected and answered by
// http/validation.ts, like every area's.
import { hasControlCharacters, textLength } from '../http/text.js';
import type { Problems } from '../http/validation.js';

/** A required message of 1..max characters (after trimming), or a problem. */
export function readMessage(value: unknown, max: number, problems: Problems): string | undefined {
  if (typeof value !== 'string' || value.trim().length === 0) {
    problems.add('message', `message is required (1 to ${max} characters)`);
    return undefined;
  }
  const message = value.trim();
  if (textLength(message) > max) {
    problems.add('message', `message must be at most ${max} characters`);
    return undefined;
  }
  return message;
}

/** An optional trimmed single-line text of at most `max` characters; undefined when absent. */
export function readText(
  body: Record<string, unknown>,
  { field, max }: { field: string; max: number },
  problems: Problems,
): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || hasControlCharacters(value) || textLength(value) > max) {
    problems.add(field, `${field} must be a non-empty text of at most ${max} characters without control characters`);
    return undefined;
  }
  return value.trim();
}
