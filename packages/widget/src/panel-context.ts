// What the widget hands the lazily rendered panel; a type-only module so the launcher code does not pull the panel in.
import type { EngagePort } from './engage-port.js';
import type { Emitter, WidgetView } from './events.js';
import type { Store } from './store.js';
import type { WidgetOptions } from './widget.js';

export interface PanelContext {
  store: Store;
  client: EngagePort;
  events: Emitter;
  /**
   * The widget's options as the page gave them: the form's name and fields (checked by init(); the script tag takes
   * none), `fullPageUrl` (the panel file has its own copy of env.ts) and `titleFlash`, read by the panel file.
   */
  options: WidgetOptions;
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
