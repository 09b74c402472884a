// Client-side checks that mirror the service's bounds (spec part 8), so a visitor learns of a problem before sending.
import type { FormField } from '../form-fields.js';
import type { WidgetStrings } from '../strings.js';
import { fill } from '../strings.js';

/** The service's address check: one @, no spaces, a dot in the domain, no empty labels. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const SUPPORT_BOUNDS = { name: 120, email: 160, message: 5000, phone: 30, category: 40, subject: 200 } as const;
export const FIELD_MAX = 2000;

export type SupportValues = Record<keyof typeof SUPPORT_BOUNDS, string>;
export type Problems = Record<string, string>;

function check(
  problems: Problems,
  strings: WidgetStrings,
  key: string,
  label: string,
  value: string,
  max: number,
  required: boolean,
  email = false,
): void {
  const v = value.trim();
  if (v === '') {
    if (required) problems[key] = fill(strings.required, { field: label });
  } else if (v.length > max) problems[key] = fill(strings.tooLong, { field: label, max: max.toLocaleString() });
  else if (email && !EMAIL.test(v)) problems[key] = strings.invalidEmail;
}

export function checkSupport(values: SupportValues, strings: WidgetStrings): Problems {
  const problems: Problems = {};
  check(problems, strings, 'name', strings.name, values.name, SUPPORT_BOUNDS.name, true);
  check(problems, strings, 'email', strings.email, values.email, SUPPORT_BOUNDS.email, true, true);
  check(problems, strings, 'phone', strings.phone, values.phone, SUPPORT_BOUNDS.phone, false);
  check(problems, strings, 'category', strings.category, values.category, SUPPORT_BOUNDS.category, false);
  check(problems, strings, 'subject', strings.subject, values.subject, SUPPORT_BOUNDS.subject, false);
  check(problems, strings, 'message', strings.message, values.message, SUPPORT_BOUNDS.message, true);
  return problems;
}

export function checkForm(fields: FormField[], values: Record<string, string>, strings: WidgetStrings): Problems {
  const problems: Problems = {};
  for (const f of fields) {
    check(problems, strings, f.name, f.label, values[f.name] ?? '', FIELD_MAX, f.required === true, f.type === 'email');
  }
  return problems;
}

export function checkEmail(email: string, strings: WidgetStrings): string | undefined {
  const problems: Problems = {};
  check(problems, strings, 'email', strings.email, email, SUPPORT_BOUNDS.email, true, true);
  return problems.email;
}
