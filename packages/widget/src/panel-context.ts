// What the widget hands the lazily rendered panel; a type-only module so the launcher code does not pull the panel in.
import type { EngagePort } from './engage-port.js';
import type { Emitter, WidgetView } from './events.js';
import type { FormField } from './form-fields.js';
import type { Store } from './store.js';

export interface PanelContext {
  store: Store;
  client: EngagePort;
  events: Emitter;
  formName: string;
  /** The page's own fields; name, email and message when absent. */
  formFields: FormField[] | undefined;
  /** Whether chat turns send the page's full URL (`fullPageUrl`); the panel file has its own copy of env.ts. */
  fullPageUrl: boolean;
  panelId: string;
  close(): void;
  /** The launcher's button: the panel file draws its unread badge. */
  launcher: HTMLButtonElement;
  setView(view: WidgetView): void;
}

export interface MountedPanel {
  /** The panel's outer element, shown while open. */
  element: HTMLElement;
  focus(): void;
  unmount(): void;
}
