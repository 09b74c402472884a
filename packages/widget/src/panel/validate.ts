// Client-side checks that mirror the service's bounds (spec part 8), so a visitor learns of a problem before sending.
import type { limits } from '@svc/types';
import { isEmail } from '../email.js';
import type { WidgetStrings } from '../strings.js';
import { fill } from '../strings.js';

type Bounds = typeof limits;
type SupportField = 'name' | 'email' | 'message' | 'phone' | 'category' | 'subject';

/**
 * Support field bounds and a managed form field's bound: the contract's (`limits` of @svc/types). They are typed by
 * the generated values, so a bound changed in openapi.yaml fails the typecheck here until it follows; written as
 * numbers so the panel carries no table of limits.
 */
export const SUPPORT_BOUNDS: { readonly [F in SupportField]: Bounds['SupportRequest'][F]['maxLength'] } = {
  name: 120,
  email: 160,
  message: 5000,
  phone: 30,
  category: 40,
  subject: 200,
};
export const FIELD_MAX: Bounds['ManagedFormRequest']['fields']['additionalProperties']['maxLength'] = 2000;

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  required?: boolean;
  max: number;
  options?: [string, string][];
  autocomplete?: string;
}

export type Problems = Record<string, string>;

/** The problem of each field: required and empty, longer than its bound (in code points, as the service counts), or not an email address. */
// eslint-disable-next-line max-params -- the tests and the forms call it as (fields, values, strings); `locale` only picks the plural of tooLong
export function checkFields(fields: FieldSpec[], values: Record<string, string>, strings: WidgetStrings, locale?: string): Problems {
  const problems: Problems = {};
  for (const f of fields) {
    const v = (values[f.name] ?? '').trim();
    if (v === '') {
      if (f.required) problems[f.name] = fill(strings.required, { field: f.label });
    } else if ([...v].length > f.max) problems[f.name] = fill(strings.tooLong, { field: f.label, max: f.max }, locale);
    else if (f.type === 'email' && !isEmail(v)) problems[f.name] = strings.invalidEmail;
  }
  return problems;
}

export function supportFields(strings: WidgetStrings): FieldSpec[] {
  const b = SUPPORT_BOUNDS;
  return [
    { name: 'name', label: strings.name, required: true, max: b.name, autocomplete: 'name' },
    { name: 'email', label: strings.email, type: 'email', required: true, max: b.email, autocomplete: 'email' },
    { name: 'phone', label: strings.phone, type: 'tel', max: b.phone, autocomplete: 'tel' },
    {
      name: 'category',
      label: strings.category,
      type: 'select',
      max: b.category,
      options: strings.categories.split('|').map((p) => p.split(':') as [string, string]),
    },
    { name: 'subject', label: strings.subject, max: b.subject },
    { name: 'message', label: strings.message, type: 'textarea', required: true, max: b.message },
  ];
}
