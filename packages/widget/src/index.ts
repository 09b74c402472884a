// @svc/widget for single-page apps: `init()` mounts the widget once per page; the script tag build uses the same code.
import { createEngagePort } from './client.js';
import { checkFormFields } from './form-fields.js';
import type { Widget, WidgetOptions } from './widget.js';
import { createWidget } from './widget.js';

let current: Widget | undefined;

/**
 * Mounts the widget (once: a second call returns the same widget, so initialising twice is harmless).
 * @public
 */
export function init(options: WidgetOptions): Widget {
  // Fields the service would reject or drop are a page bug: said at once, before anything is shown.
  if (options.form?.fields) checkFormFields(options.form.fields);
  current ??= createWidget(options, createEngagePort({ publishableKey: options.publishableKey, baseUrl: options.baseUrl }));
  return current;
}

/**
 * Removes the widget mounted by `init()`.
 * @public
 */
export function destroy(): void {
  current?.destroy();
  current = undefined;
}

export type { WidgetEvents, WidgetView } from './events.js';
export type { FormField } from './form-fields.js';
export type { VisitorIdentity } from './store.js';
export type { WidgetStrings } from './strings.js';
export { DEFAULT_STRINGS } from './strings.js';
export type { Widget, WidgetOptions } from './widget.js';
