// The panel's texts: the defaults with the page's overrides on top (computed once per overrides object).
import type { FormField } from '../form-fields.js';
import type { WidgetState } from '../store.js';
import type { WidgetStrings } from '../strings.js';
import { DEFAULT_STRINGS } from '../strings.js';

const cache = new WeakMap<object, WidgetStrings>();

export function textsOf(state: Pick<WidgetState, 'overrides'>): WidgetStrings {
  let texts = cache.get(state.overrides);
  if (!texts) cache.set(state.overrides, (texts = { ...DEFAULT_STRINGS, ...state.overrides }));
  return texts;
}

export function defaultFormFields(strings: WidgetStrings): FormField[] {
  return [
    { name: 'name', label: strings.name, type: 'text', required: true },
    { name: 'email', label: strings.email, type: 'email', required: true },
    { name: 'message', label: strings.message, type: 'textarea', required: true },
  ];
}
