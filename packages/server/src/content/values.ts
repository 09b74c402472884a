// Entry content checked against a collection schema: each field value by its type, required fields, title and slug.
import { limits } from '@svc/spec';
import { isPlainObject } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal } from '../http/validation.js';
import { isHttpUrl } from '../net/url.js';
import type { EntryContent, FieldDefinition, FieldValue } from './model.js';
import { SLUG_PATTERN } from './model.js';

export const MAX_TITLE = limits.AdminContentEntryInput.title.maxLength;
export const MAX_SUMMARY = limits.AdminContentEntryInput.summary.maxLength;
export const MAX_TEXT = 10_000;
export const MAX_URL = 2000;

function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whether `value` is a valid non-null value of the field. */
export function isValidValue(field: FieldDefinition, value: unknown): boolean {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && textLength(value) <= MAX_TEXT;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value);
    case 'time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'url':
      return isHttpUrl(value, MAX_URL);
    case 'boolean':
      return typeof value === 'boolean';
    case 'select':
      return typeof value === 'string' && (field.options ?? []).includes(value);
  }
}

/** Whether an entry's content lacks a value for the field. */
export function isUnset(value: FieldValue | undefined): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Checks field values, or refuses them: unknown keys, wrong types and missing required values are named in `fields`.
 * The values are wrapped (`{ values }`), since a field may be named `code` like a refusal's property.
 */
export function checkFieldValues(schema: FieldDefinition[], fields: unknown): { values: Record<string, FieldValue> } | Refusal {
  if (!isPlainObject(fields)) return invalid('fields must be an object of field values', ['fields']);
  const byKey = new Map(schema.map((f) => [f.key, f]));
  const bad: string[] = [];
  const out: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    const field = byKey.get(key);
    if (!field) bad.push(key);
    else if (value === null) out[key] = null;
    else if (!isValidValue(field, value)) bad.push(key);
    else out[key] = value as FieldValue;
  }
  for (const field of schema) if (field.required && isUnset(out[field.key]) && !bad.includes(field.key)) bad.push(field.key);
  if (bad.length > 0) {
    return invalid(
      `invalid field values: ${bad.join(', ')} (date is YYYY-MM-DD, time HH:MM, url http(s), number, boolean, select one of its options; required fields need a value; unknown fields are refused)`,
      bad,
    );
  }
  return { values: out };
}

/** The slug, or its refusal. */
export function checkSlug(slug: unknown): string | Refusal {
  if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug)) return invalid('slug must match ^[a-z0-9][a-z0-9-]{0,199}$', ['slug']);
  return slug;
}

/** Title, summary, image and field values of a draft write, or their refusal; `base` supplies what a partial update leaves out. */
export function checkEntryContent(schema: FieldDefinition[], input: Record<string, unknown>, base?: EntryContent): EntryContent | Refusal {
  const bad: string[] = [];
  const title = input.title === undefined ? base?.title : input.title;
  if (typeof title !== 'string' || title.trim().length === 0 || textLength(title) > MAX_TITLE) bad.push('title');
  const summary = input.summary === undefined ? (base?.summary ?? null) : input.summary;
  if (summary !== null && (typeof summary !== 'string' || textLength(summary) > MAX_SUMMARY)) bad.push('summary');
  const image = input.image === undefined ? (base?.image ?? null) : input.image;
  if (image !== null && !isHttpUrl(image, MAX_URL)) bad.push('image');
  if (bad.length > 0) {
    return invalid(
      `invalid entry: ${bad.join(', ')} (title 1 to ${MAX_TITLE} characters, summary at most ${MAX_SUMMARY} characters or null, image an absolute http(s) URL or null)`,
      bad,
    );
  }
  // A title is what lists and links show: a label, screened like every label and name.
  if (hasControlCharacters(title as string)) return invalid(controlCharactersMessage('title'), ['title']);
  const given = input.fields === undefined ? {} : input.fields;
  // Values of fields no longer in the schema are dropped (a field can only be removed while it holds no values).
  const known = new Set(schema.map((f) => f.key));
  const kept = base ? Object.fromEntries(Object.entries(base.fields).filter(([key]) => known.has(key))) : {};
  const merged = base && isPlainObject(given) ? { ...kept, ...given } : given;
  const fields = checkFieldValues(schema, merged);
  if (isRefusal(fields)) return fields;
  return { title: title as string, summary: summary as string | null, image: image as string | null, fields: fields.values };
}
