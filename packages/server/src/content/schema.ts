// Collection schemas: the field list (at most 30 fields of seven types) and which changes existing entries forbid.
import { limits } from '@svc/spec';
import { isPlainObject } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import type { EntryContent, FieldDefinition, FieldType } from './model.js';
import { FIELD_KEY_PATTERN, FIELD_TYPES, MAX_FIELDS, MAX_SELECT_OPTIONS } from './model.js';
import { isUnset } from './values.js';

const MAX_LABEL = limits.AdminContentFieldDefinition.label.maxLength;
const MAX_OPTION = limits.AdminContentFieldDefinition.options.items.maxLength;

/** Parses a schema's field list, or refuses it; every problem names the offending field (or `fields` for the list). */
export function parseFields(input: unknown): FieldDefinition[] | Refusal {
  if (!Array.isArray(input)) return invalid('fields must be an array of field definitions', ['fields']);
  if (input.length > MAX_FIELDS) return invalid(`a collection has at most ${MAX_FIELDS} fields`, ['fields']);
  const out: FieldDefinition[] = [];
  const bad: string[] = [];
  const seen = new Set<string>();
  // Labels and options with control characters, answered with the shared message once nothing else is wrong.
  const controlled: string[] = [];
  input.forEach((raw, i) => {
    const name = isPlainObject(raw) && typeof raw.key === 'string' ? raw.key : `fields[${i}]`;
    if (!isPlainObject(raw) || typeof raw.key !== 'string' || !FIELD_KEY_PATTERN.test(raw.key) || seen.has(raw.key)) {
      bad.push(name);
      return;
    }
    seen.add(raw.key);
    const type = raw.type as FieldType;
    const label = raw.label === undefined ? raw.key : raw.label;
    const okLabel = typeof label === 'string' && label.trim().length > 0 && textLength(label) <= MAX_LABEL;
    const okRequired = raw.required === undefined || typeof raw.required === 'boolean';
    let options: string[] | undefined;
    let okOptions = true;
    if (type === 'select') {
      const o = raw.options;
      okOptions =
        Array.isArray(o) &&
        o.length >= 1 &&
        o.length <= MAX_SELECT_OPTIONS &&
        o.every((v) => typeof v === 'string' && v.length > 0 && textLength(v) <= MAX_OPTION) &&
        new Set(o).size === o.length;
      if (okOptions) options = [...(o as string[])];
    } else if (raw.options !== undefined) okOptions = false;
    if (!FIELD_TYPES.includes(type) || !okLabel || !okRequired || !okOptions) {
      bad.push(raw.key);
      return;
    }
    if (hasControlCharacters(label as string) || (options ?? []).some(hasControlCharacters)) controlled.push(raw.key);
    out.push({ key: raw.key, label: label as string, type, ...(options ? { options } : {}), ...(raw.required ? { required: true } : {}) });
  });
  if (bad.length > 0) {
    return invalid(
      `invalid fields: ${bad.join(', ')} (key ${FIELD_KEY_PATTERN.source} and unique, label 1 to ${MAX_LABEL} characters, type one of ${FIELD_TYPES.join(', ')}, select needs 1 to ${MAX_SELECT_OPTIONS} distinct options and other types none, required a boolean)`,
      bad,
    );
  }
  if (controlled.length > 0) {
    return invalid(controlCharactersMessage(`the label or options of ${controlled.join(', ')}`), controlled);
  }
  return out;
}

/**
 * Field keys whose change would invalidate a stored draft or published snapshot: a removed field that holds values,
 * a used field whose type changes, a removed select option still in use, a field made required that some entry lacks.
 */
export function incompatibleFields(before: FieldDefinition[], after: FieldDefinition[], contents: Iterable<EntryContent>): string[] {
  const next = new Map(after.map((f) => [f.key, f]));
  const prev = new Map(before.map((f) => [f.key, f]));
  const watched = new Map<string, (content: EntryContent) => boolean>();
  for (const old of before) {
    const now = next.get(old.key);
    if (!now || now.type !== old.type) watched.set(old.key, (c) => !isUnset(c.fields[old.key]));
    else if (old.type === 'select') {
      const kept = new Set(now.options ?? []);
      const removed = (old.options ?? []).filter((o) => !kept.has(o));
      if (removed.length > 0) watched.set(old.key, (c) => removed.includes(c.fields[old.key] as string));
    }
  }
  for (const field of after) {
    if (field.required && !prev.get(field.key)?.required) {
      const lacks = (c: EntryContent) => isUnset(c.fields[field.key]);
      const other = watched.get(field.key);
      watched.set(field.key, other ? (c) => other(c) || lacks(c) : lacks);
    }
  }
  if (watched.size === 0) return [];
  const broken = new Set<string>();
  for (const content of contents) {
    for (const [key, breaks] of watched) if (!broken.has(key) && breaks(content)) broken.add(key);
    if (broken.size === watched.size) break;
  }
  return [...watched.keys()].filter((k) => broken.has(k));
}
