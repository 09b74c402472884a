// The widget's shared state: the launcher (plain DOM) and the panel (Preact) both read it and subscribe to it.
import type { EngageConfig } from './engage-port.js';
import type { WidgetView } from './events.js';
import type { WidgetStrings } from './strings.js';

/** A visitor's details, sent with chat turns and used to prefill forms. @public */
export interface VisitorIdentity {
  /** The visitor's name. */
  name?: string;
  /** The visitor's e-mail address. */
  email?: string;
  /** The site's own id of a logged-in visitor, proven by `hash`. */
  id?: string;
  /** The hex HMAC-SHA256 of `id`, keyed by the site's identity secret, made by the site's backend (never in the page's code). */
  hash?: string;
}

export interface WidgetState {
  config: EngageConfig;
  /** The page's text overrides for the current locale; the panel fills the rest with the defaults. */
  overrides: Partial<WidgetStrings>;
  /** The language tag of the texts (the `lang` of the widget). */
  locale: string;
  /** The built-in texts of the locale, in the order of the English keys (a file of their own); empty for English. */
  builtin: readonly (string | undefined)[];
  /** The texts' direction: right to left mirrors the widget. */
  dir: 'ltr' | 'rtl';
  open: boolean;
  view: WidgetView;
  identity: VisitorIdentity;
  /** Bumped by reset(): the panel starts a fresh thread. */
  generation: number;
  /** The last request did not reach the service: the panel says so, until a request gets through. */
  offline: boolean;
  /** The panel covers the screen (a small viewport): it is a modal dialog that keeps focus inside. */
  modal: boolean;
  /** Agent replies that arrived while the panel was closed: the launcher's badge; opening clears it. */
  unread: number;
  /** Prefill of the support form when a chat escalates. */
  supportDraft: { message: string; conversationId: string } | undefined;
}

/** State with change listeners: the widget's state, and the chat model's. */
export class Store<S extends object = WidgetState> {
  readonly #listeners = new Set<() => void>();

  constructor(public state: S) {}

  set(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  protected changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
