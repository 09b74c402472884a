// The managed form's fields: the page may name its own; name, email and message by default.

/** One field of the managed contact form. @public */
export interface FormField {
  /** Field name sent to the service: 1 to 40 of A-Z a-z 0-9 _ -. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  required?: boolean;
}

export const FIELD_NAME = /^[A-Za-z0-9_-]{1,40}$/;
/** The service keeps at most 24 fields per submission. */
export const MAX_FIELDS = 24;

/** Refuses fields the service would reject or drop (honeypot names), with an error that says which and why. */
export function checkFormFields(fields: FormField[]): FormField[] {
  if (fields.length === 0 || fields.length > MAX_FIELDS) throw new TypeError(`form fields: 1 to ${MAX_FIELDS} fields, got ${fields.length}`);
  for (const field of fields) {
    if (!FIELD_NAME.test(field.name)) throw new TypeError(`form field name "${field.name}" must be 1 to 40 of A-Z a-z 0-9 _ -`);
    if (['website', 'url', 'homepage'].includes(field.name)) throw new TypeError(`form field name "${field.name}" is a honeypot the service drops`);
  }
  return fields;
}
