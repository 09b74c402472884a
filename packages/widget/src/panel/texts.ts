// The panel's texts: the English defaults, the locale's built-in texts over them, the page's overrides on top.
import type { FormField } from '../form-fields.js';
import type { WidgetState } from '../store.js';
import type { WidgetStrings } from '../strings.js';
import { DEFAULT_STRINGS, KEYS } from '../strings.js';

/** The texts shown: the defaults, the locale's built-in texts over them, the page's over those (cheaper than caching). */
export const textsOf = (state: Pick<WidgetState, 'overrides' | 'builtin'>): WidgetStrings => {
  const texts = { ...DEFAULT_STRINGS };
  KEYS.forEach((key, i) => {
    const text = state.builtin[i];
    if (typeof text === 'string') texts[key] = text;
  });
  return Object.assign(texts, state.overrides);
};

export function defaultFormFields(strings: WidgetStrings): FormField[] {
  return [
    { name: 'name', label: strings.name, type: 'text', required: true },
    { name: 'email', label: strings.email, type: 'email', required: true },
    { name: 'message', label: strings.message, type: 'textarea', required: true },
  ];
}
