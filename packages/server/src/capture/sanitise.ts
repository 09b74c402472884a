// The five field-sanitising rules of Form Capture (also used by Engage managed forms, which keep 24 fields).
import { limits } from '@svc/spec';
import { cutText } from '../http/text.js';

/** Longest field name kept (rule 2): the contract's `x-svc-max-length-kept` of a capture's field names. */
export const MAX_FIELD_NAME_LENGTH = limits.CaptureRequest.fields.propertyNames.maxLengthKept;
/** Longest field value kept (rule 3): the contract's `x-svc-max-length-kept` of a capture's field values. */
export const MAX_FIELD_VALUE_LENGTH = limits.CaptureRequest.fields.additionalProperties.maxLengthKept;
/** Fields per Form Capture submission (rule 1): the contract's `x-svc-max-properties-kept` of a capture's fields. */
export const CAPTURE_MAX_FIELDS = limits.CaptureRequest.fields.maxPropertiesKept;

const NAME_DISALLOWED = /[^A-Za-z0-9_-]/g;

/**
 * Applies the rules in the order the service lists them:
 * 1. Only the first `maxFields` properties (object order) are considered; the rest are dropped. This count is
 *    taken BEFORE names are cleaned, so a property that later loses its name still used one of the places.
 * 2. A name is cut to `MAX_FIELD_NAME_LENGTH` (40) characters (code points, as every length), then every character
 *    outside A-Z a-z 0-9 _ - is removed; a name that becomes empty is dropped. When two names clean to the same name, the first one (object order) wins.
 * 3. null and undefined values are dropped; others become strings, are trimmed and cut at 2,000 characters
 *    (never inside a surrogate pair; whitespace the cut exposes at the end is trimmed too, so the result is
 *    a fixed point: sanitising the output again changes nothing). An empty string is a value and is kept.
 * 4. Objects and arrays become their JSON text (then rule 3 applies); values JSON cannot represent
 *    (functions, symbols, cycles) are dropped rather than stored as something the caller never sent.
 * 5. Honeypot fields are not filtered: the caller drops them.
 */
export function sanitiseFields(input: Record<string, unknown>, options: { maxFields: number }): Record<string, string> {
  const max = Math.max(0, Math.floor(options.maxFields));
  const names = Object.keys(input);
  const count = Math.min(names.length, max);
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const rawName = names[i]!;
    const name = cleanFieldName(rawName);
    if (name === '' || Object.hasOwn(out, name)) continue;
    const value = fieldValueText(input[rawName]);
    if (value === undefined) continue;
    // A field named __proto__ stays a plain own field (an assignment would set the object's prototype).
    if (name === '__proto__') Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
    else out[name] = value;
  }
  return out;
}

const CLEAN_NAME = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_FIELD_NAME_LENGTH}}$`);

/** Rule 2: cut to `MAX_FIELD_NAME_LENGTH` characters, keep only A-Z a-z 0-9 _ -. */
export function cleanFieldName(name: string): string {
  // Most names are clean already: one test, no copy.
  if (CLEAN_NAME.test(name)) return name;
  return cutText(name, MAX_FIELD_NAME_LENGTH).replace(NAME_DISALLOWED, '');
}

/** Rules 3 and 4 for one value; undefined means the field is dropped. */
export function fieldValueText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  let text: string;
  switch (typeof value) {
    case 'string':
      text = value;
      break;
    case 'number':
    case 'boolean':
    case 'bigint':
      text = String(value);
      break;
    case 'object':
      try {
        // A toJSON that returns undefined gives no text at all.
        const json = JSON.stringify(value) as string | undefined;
        if (json === undefined) return undefined;
        text = json;
      } catch {
        return undefined;
      }
      break;
    default:
      return undefined;
  }
  return cutValue(text.trim());
}

function cutValue(text: string): string {
  const cut = cutText(text, MAX_FIELD_VALUE_LENGTH);
  return cut === text ? text : cut.trimEnd();
}
