// What the widget hands the lazily rendered panel; a type-only module so the launcher code does not pull the panel in.
import type { EngagePort } from './engage-port.js';
import type { Emitter, WidgetView } from './events.js';
import type { FormField } from './form-fields.js';
import type { Store } from './store.js';

export interface PanelContext {
  store: Store;
  client: EngagePort;
  events: Emitter;
  /**
   * The widget's options as the page gave them (WidgetOptions, the part the panel reads; spelled out here so this
   * module does not import widget.ts): the publishable key, the form's name and fields (checked by init(); the script
   * tag takes none), `fullPageUrl` (the panel file has its own copy of env.ts) and `titleFlash`.
   */
  options: { publishableKey: string; form?: { name?: string; fields?: FormField[] }; fullPageUrl?: boolean; titleFlash?: boolean };
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
