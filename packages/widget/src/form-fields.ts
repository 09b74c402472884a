// The managed form's fields: the page may name its own; name, email and message by default.
import type { limits } from '@svc/types';

/** One field of the managed contact form. @public */
export interface FormField {
  /** Field name sent to the service: 1 to 40 of A-Z a-z 0-9 _ -. */
  name: string;
  /** The label the visitor reads. */
  label: string;
  /** The input kind; default `text`. */
  type?: 'text' | 'email' | 'tel' | 'textarea';
  /** Whether the visitor must fill it in; default false. */
  required?: boolean;
}

/**
 * The longest field name the service keeps whole (it cuts longer ones): the contract's bound, typed by the generated
 * value as `MAX_FIELDS` is, so a name the service would change is refused here with a message instead.
 */
export const MAX_FIELD_NAME: (typeof limits)['ManagedFormRequest']['fields']['propertyNames']['maxLengthKept'] = 40;
export const FIELD_NAME = new RegExp(`^[\\w-]{1,${MAX_FIELD_NAME}}$`);
/**
 * The service keeps at most 24 fields per submission: the contract's bound, typed by the generated value (a bound
 * changed in openapi.yaml fails the typecheck here until it follows), written as a number so sdk.js carries no table.
 */
export const MAX_FIELDS: (typeof limits)['ManagedFormRequest']['fields']['maxPropertiesKept'] = 24;

/** Refuses fields the service would reject or drop (honeypot names), with an error that says which and why. */
export function checkFormFields(fields: FormField[]): FormField[] {
  const bad = fields.find((f) => !FIELD_NAME.test(f.name) || /^(website|url|homepage)$/.test(f.name));
  if (bad || fields.length === 0 || fields.length > MAX_FIELDS) {
    throw new TypeError(
      `form fields: 1 to ${MAX_FIELDS}, named with 1 to ${MAX_FIELD_NAME} of A-Z a-z 0-9 _ - and not a honeypot the service drops (website, url, homepage)${bad ? `; got "${bad.name}"` : ''}`,
    );
  }
  return fields;
}
