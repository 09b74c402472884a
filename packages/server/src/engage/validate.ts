// Bounded text checks shared by the chat, form and support bodies (the email check is http/email.ts).
import { textLength } from '../http/text.js';

export type TextField = { ok: true; value: string | undefined } | { ok: false; problem: string };

/**
 * An optional text property: absent, null or blank gives undefined; otherwise the trimmed text, which must fit `max`.
 * `name` is how the property is named in the error (`visitor.email`, `page`).
 */
export function optionalText(input: unknown, name: string, max: number): TextField {
  if (input === undefined || input === null) return { ok: true, value: undefined };
  if (typeof input !== 'string') return { ok: false, problem: `${name} must be a string` };
  const value = input.trim();
  if (textLength(value) > max) return { ok: false, problem: `${name} must be at most ${max.toLocaleString('en-US')} characters` };
  return { ok: true, value: value === '' ? undefined : value };
}

/** Collects the problems of several fields: the first problem is the message, every offending name is listed. */
export class Problems {
  readonly fields: string[] = [];
  private first: string | undefined;

  add(name: string, problem: string): void {
    if (!this.fields.includes(name)) this.fields.push(name);
    this.first ??= problem;
  }

  /** Reads an optional text field, noting its problem if any. */
  text(input: unknown, name: string, max: number): string | undefined {
    const read = optionalText(input, name, max);
    if (read.ok) return read.value;
    this.add(name, read.problem);
    return undefined;
  }

  get message(): string | undefined {
    return this.first;
  }
}
