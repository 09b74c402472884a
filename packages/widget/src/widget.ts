// The widget: one host element with an open shadow root, the launcher at once, the panel rendered on first open.
// createWidget stays one closure over its state, past the size rules: every visitor downloads this file before the
// launcher shows, and the same steps as a class of named methods (its state reached through fields) measured 0.2 KB
// gzip more of the loader's 6 KB. Its parts are named inner functions instead.
/* eslint-disable max-lines -- the loader's one closure, see above */
import { normaliseAccent, textOn } from './contrast.js';
import { isEmail } from './email.js';
import type { EngageConfig, EngagePort } from './engage-port.js';
import { failure } from './engage-port.js';
import { doc, followViewport, SMALL, sendFullPageUrl, toTopLayer, warn, watchRemoval, win } from './env.js';
import type { WidgetEvents, WidgetView } from './events.js';
import { Emitter } from './events.js';
import type { FormField } from './form-fields.js';
import launcherCss from './launcher.css?inline';
import { createLauncher } from './launcher.js';
import { loadTexts } from './load-locale.js';
import { loadPanel } from './load-panel.js';
import { chooseLocale, isRtl } from './locale.js';
import type { MountedPanel, PanelContext } from './panel-context.js';
import type { VisitorIdentity } from './store.js';
import { Store } from './store.js';
import type { WidgetStrings } from './strings.js';
import { adoptStyles } from './styles.js';

/**
 * identify() takes `{ name?, email?, id?, hash? }` of strings (an email that looks like one; `hash` the HMAC of `id`
 * made by the site's backend): anything else is a page bug.
 */
function checkIdentity(visitor: unknown): asserts visitor is VisitorIdentity {
  const fail = (why: string): never => {
    throw new TypeError(`[svc widget] identify() takes { name?, email?, id?, hash? } as strings: ${why}`);
  };
  if (typeof visitor !== 'object' || visitor === null || Array.isArray(visitor)) fail(`got ${JSON.stringify(visitor)}`);
  for (const [key, value] of Object.entries(visitor as object)) {
    if (!['name', 'email', 'id', 'hash'].includes(key)) fail(`unknown property ${key}`);
    if (value !== undefined && typeof value !== 'string') fail(`${key} is ${typeof value}`);
    if (key === 'email' && value && !isEmail(value as string)) fail(`email ${JSON.stringify(value)} is not an address`);
  }
}

/** Options of a widget (the script tag's data attributes map onto these). @public */
export interface WidgetOptions {
  /** The site's publishable key (`pk_...`). */
  publishableKey: string;
  /** Where the service is; the script tag uses its own origin. */
  baseUrl: string;
  /**
   * BCP 47 language tag of the texts; default the page's `lang`, else the browser's languages (`navigator.languages`).
   * A tag without built-in texts falls back to its shorter forms (`pt-PT`, then `pt`), then `defaultLocale`, then
   * English. The script tag's `data-locale`.
   */
  locale?: string;
  /** The site's language, for a page whose language has no built-in texts; default English. The script tag's `data-default-locale`. */
  defaultLocale?: string;
  /** Overrides of any text, for every locale. */
  strings?: Partial<WidgetStrings>;
  /** Texts per locale (over the built-in ones), used by `setLocale`; a tag given here counts as a language of its own. */
  locales?: Record<string, Partial<WidgetStrings>>;
  /** `auto` (default) follows the visitor's colour scheme. */
  theme?: 'auto' | 'light' | 'dark';
  /** The managed form's label (default `contact`) and fields (default name, email, message). */
  form?: { name?: string; fields?: FormField[] };
  /** Nonce for the `<style>` fallback in browsers without constructable stylesheets. */
  nonce?: string;
  /** The element the widget's host is appended to; default `document.body`. */
  container?: Element;
  /** Send the page's full URL (query string and fragment) with chat turns; default origin and path only. */
  fullPageUrl?: boolean;
  /**
   * While an agent's reply is unread (the panel closed or the tab hidden), alternate the page's title with
   * "(1) New message" until the visitor looks; default off. The script tag's `data-title-flash="true"`.
   */
  titleFlash?: boolean;
}

/** The public API of a widget. @public */
export interface Widget {
  /**
   * Resolves true once the config allowed the widget to show, false when it is hidden. After a service that could not
   * be reached, the config is read again later (the browser back online, or a minute on) and this is a new promise.
   */
  readonly ready: Promise<boolean>;
  /** Opens the panel, on `view` (`'chat'`, `'form'` or `'support'`) when given. */
  open(view?: WidgetView): Promise<void>;
  /** Closes the panel; focus returns to the launcher. */
  close(): void;
  /** Opens the panel when closed, closes it when open. */
  toggle(): Promise<void>;
  /** Shows the launcher again after hide(). */
  show(): void;
  /** Hides launcher and panel. */
  hide(): void;
  /** Sends the visitor's details with chat turns and prefills the forms; throws a TypeError for anything but an object of strings. */
  identify(visitor: VisitorIdentity): void;
  /** Forgets the visitor's thread and details (for example on log-out). */
  reset(): void;
  /**
   * Switches the language without a reload: the built-in texts (the language's file, fetched once), then `locales`,
   * then `strings` (for this locale only).
   */
  setLocale(locale: string, strings?: Partial<WidgetStrings>): void;
  /**
   * Listens to an event; returns the function that removes the listener. A listener of `ready`, of `open` while the
   * panel is open, or of `unread` while replies are unseen is called at once with the last payload.
   */
  on<K extends keyof WidgetEvents>(type: K, listener: (payload: WidgetEvents[K]) => void): () => void;
  /** Removes a listener. */
  off<K extends keyof WidgetEvents>(type: K, listener: (payload: WidgetEvents[K]) => void): void;
  /** Unmounts the panel and removes the host element. */
  destroy(): void;
}

/** Why the widget stays hidden, as one console warning. */
export function hiddenReason(config: EngageConfig | undefined, error: unknown): string | undefined {
  if (error !== undefined) {
    const f = failure(error);
    // The fix for a refused origin names the origin: the list is replaced as a whole, so it must be sent complete.
    const origin = win().location.origin;
    const why =
      f.status === 401
        ? 'the publishable key is invalid or revoked'
        : f.code === 'ORIGIN_NOT_ALLOWED'
          ? `this page's origin ${origin} is not allowed for the site; add "${origin}" to the site's allowedOrigins`
          : 'the configuration could not be loaded';
    return `not shown: ${why} (${f.status} ${f.message})`;
  }
  if (!config?.ok) return 'not shown: the site is not active';
  if (!Object.values(config.modules).includes(true)) return 'not shown: every module is off for this site';
  return undefined;
}

function firstView(config: EngageConfig): WidgetView {
  return config.modules.chat ? 'chat' : config.modules.forms ? 'form' : 'support';
}

const PANEL_ID = 'svc-panel';
const DEFAULT_LABEL = 'Chat with us';

// eslint-disable-next-line max-lines-per-function -- the loader's one closure (see the file's head)
export function createWidget(options: WidgetOptions, client: EngagePort): Widget {
  // setLocale's texts, per locale: they hold for that locale only, before ready as after.
  const added: Record<string, Partial<WidgetStrings> | undefined> = {};
  const overridesFor = (locale: string): Partial<WidgetStrings> => ({
    ...options.strings,
    ...options.locales?.[locale],
    ...added[locale],
  });
  // The language's texts (one small file, none for English) are fetched beside the config, not after it: the launcher
  // shows its label in that language, and the panel finds them in place.
  let locale = 'en';
  let builtin: readonly (string | undefined)[] = [];
  const speak = (wanted: readonly string[]): Promise<unknown> => {
    const [tag, file] = chooseLocale(wanted, options.defaultLocale, (t) => options.locales?.[t] ?? added[t]);
    const loading: Promise<unknown> = loadTexts(file)
      .catch(() => [])
      .then((texts) => {
        if (loading !== speaking) return;
        locale = tag;
        builtin = texts;
        if (store) store.set({ locale, builtin, overrides: overridesFor(locale), dir: isRtl(locale) ? 'rtl' : 'ltr' });
        // Before the config: the label goes in while the launcher is hidden, so the frames meanwhile shape its text
        // (another script, a fallback font), not the frame that shows it.
        else launcher.setLabel(overridesFor(tag).launcher ?? texts[0] ?? DEFAULT_LABEL);
      });
    return loading;
  };
  // The texts in place are those of the last language asked for (setLocale before ready may have switched meanwhile).
  let speaking: Promise<unknown> = Promise.resolve();
  const spoken = (): Promise<unknown> => {
    const now = speaking;
    return now.then(() => now === speaking || spoken());
  };
  // The config request goes out first, before any DOM work: its round trips (a CORS preflight, then the GET) are the
  // longest part of the wait, and overlap the language's file and building the host and the launcher below, which stay
  // hidden until start() has the config and the texts.
  const load = () =>
    Promise.all([client.getConfig(), spoken()]).then(
      ([config]) => start(config, undefined),
      (error: unknown) => start(undefined, error),
    );
  let ready = load();
  const d = doc();
  const lang = options.locale || d.documentElement.lang;
  speaking = speak(lang ? [lang] : (navigator.languages ?? []));
  const events = new Emitter();
  const host = d.createElement('svc-widget');
  host.hidden = true;
  if (options.theme && options.theme !== 'auto') host.dataset.theme = options.theme;
  // In the top layer no z-index, transform or overflow of the page can cover or clip it (launcher.css has the rest).
  host.setAttribute('popover', 'manual');
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, launcherCss, options.nonce);
  const container = options.container ?? d.body;
  sendFullPageUrl(options.fullPageUrl === true);
  container.append(host);
  toTopLayer(host);
  const [place, stopFollowing] = followViewport(host);
  // Built now, while the config is on its way; the site's label and accent are set when it arrives.
  const launcher = createLauncher(root, PANEL_ID, () => void api.toggle().catch(() => undefined));
  // A text while it is hidden: the frames meanwhile load and shape the launcher's font, not the one that shows it.
  launcher.setLabel(DEFAULT_LABEL);

  let store: Store | undefined;
  let panel: MountedPanel | undefined;
  let loading: Promise<MountedPanel> | undefined;
  let destroyed = false;
  let hiddenByPage = false;
  let placed = false;
  let identity: VisitorIdentity = {};

  // A single-page app that re-renders the body takes the host with it: put it back.
  const stopWatching = watchRemoval(host, () => {
    if (destroyed) return;
    container.append(host);
    toTopLayer(host);
  });

  // The page's own text wins over the site's branding, which wins over the default.
  // The locale's built-in text (the first of a language file) wins over the site's (a site has one label, pages many
  // languages).
  const launcherLabel = (s: Store) =>
    s.state.overrides.launcher ?? s.state.builtin[0] ?? (s.state.config.branding.launcherLabel || DEFAULT_LABEL);

  let notShown: string | undefined;

  function start(config: EngageConfig | undefined, error: unknown): boolean {
    if (destroyed) return false;
    const reason = hiddenReason(config, error);
    if (reason !== undefined || !config) {
      notShown = reason ?? 'not shown';
      warn(notShown);
      if (error !== undefined) events.failed(error);
      // The service unreachable or busy (429, 503) after the config read's own retries: read again when the browser
      // is back online or after a minute, until it answers (the launcher stays hidden meanwhile). A refusal is final.
      if ((error as { retryable?: boolean } | undefined)?.retryable) {
        const again = () => {
          clearTimeout(timer);
          if (!destroyed && !store) ready = load();
        };
        const timer = setTimeout(again, 60_000);
        win().addEventListener('online', again, { once: true });
      } else launcher.button.remove();
      return false;
    }
    const s = (store = new Store({
      config,
      overrides: overridesFor(locale),
      locale,
      builtin,
      dir: isRtl(locale) ? 'rtl' : 'ltr',
      open: false,
      view: firstView(config),
      identity,
      generation: 0,
      offline: false,
      modal: false,
      unread: 0,
      supportDraft: undefined,
    }));
    const accent = normaliseAccent(config.branding.accent);
    host.style.setProperty('--svc-accent', accent);
    host.style.setProperty('--svc-on-accent', textOn(accent));
    const follow = () => {
      launcher.setLabel(launcherLabel(s));
      host.lang = s.state.locale;
      // Right to left mirrors the whole widget, the launcher's corner too (launcher.css).
      host.dir = s.state.dir;
    };
    follow();
    for (const type of ['pointerenter', 'focus', 'touchstart']) launcher.button.addEventListener(type, preload, { passive: true });
    whenIdle(preload, 5000);
    s.subscribe(follow);
    // Placed, then shown, in the next frame: measuring here would force a layout in this task, and shown before it is
    // placed, the host would span the layout viewport, which on a phone showing a page wider than the screen is wider
    // than the screen (the launcher off it) until that frame, and on a loaded phone the page's first frame can be tens
    // of milliseconds away.
    requestAnimationFrame(() => {
      placed = true;
      place();
      host.hidden = hiddenByPage;
    });
    events.emit('ready', { name: config.name, assistantName: config.assistantName, modules: { ...config.modules } });
    return true;
  }

  // The panel's code (and the full client) loads on first intent, on the launcher hovered or focused, or when the
  // page is idle, whichever comes first; then, in a task of its own, a new visitor's panel is rendered hidden, so the
  // first open only shows it. A returning visitor's panel is rendered at open, as before: rendering it reads the
  // stored thread, which waits until the visitor asks for it (and shows its end). A failed download is tried again
  // at open().
  const whenIdle = (run: () => void, timeout: number) => {
    const w = win();
    if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(run, { timeout });
    else w.setTimeout(run, Math.min(timeout, 2000));
  };
  let preloading = false;
  let stopUnread: (() => void) | undefined;
  const both = () => Promise.all([loadPanel(), client.load?.()]);
  const preload = () => {
    if (destroyed || preloading || !store) return;
    preloading = true;
    const s = store;
    both().then(
      ([{ watchUnread }]) => {
        // A returning visitor's replies count on the launcher before the panel renders; a new visitor's panel renders.
        if (client.visitor.conversationId) stopUnread = loading ? undefined : watchUnread(contextFor(s));
        else whenIdle(() => void (destroyed ? undefined : panelFor(s).catch(() => undefined)), 500);
      },
      () => (preloading = false),
    );
  };
  const contextFor = (s: Store): PanelContext => ({
    store: s,
    client,
    events,
    options,
    panelId: PANEL_ID,
    launcher: launcher.button,
    close: () => api.close(),
    setView: (view) => s.set({ view }),
  });

  async function panelFor(s: Store): Promise<MountedPanel> {
    // Mounting takes a few tasks (mount.tsx); a widget destroyed meanwhile gets an unmounted panel.
    loading ??= both().then(([{ mountPanel }]) => {
      stopUnread?.();
      return mountPanel(root, contextFor(s), options.nonce);
    });
    // A panel that could not be downloaded (offline, a blocked file) is not remembered: the next open() tries again.
    loading.catch(() => (loading = undefined));
    return (panel = await loading);
  }

  const api: Widget = {
    get ready() {
      return ready;
    },
    async open(view) {
      // A widget that is not shown cannot open: say why instead of resolving as if it had.
      if (!(await ready) && notShown) throw new Error(`[svc widget] open(): ${notShown}`);
      if (destroyed || !store) return;
      const s = store;
      const target = view && s.state.config.modules[view === 'form' ? 'forms' : view] ? view : s.state.view;
      const wasOpen = s.state.open;
      // Full screen on a small viewport: then a modal dialog (aria-modal, focus kept inside) over a page that stays put
      // (the panel locks the page's scrolling).
      const modal = win().matchMedia(SMALL).matches;
      s.set({ open: true, view: target, modal, unread: 0 });
      let mounted: MountedPanel;
      try {
        mounted = await panelFor(s);
      } catch (error) {
        // The launcher stays and works: the visitor (or the page) can open again once the panel file is reachable.
        s.set({ open: false });
        warn(`the panel could not be loaded; open() tries again (${(error as Error).message})`);
        events.failed(error);
        throw error;
      }
      if (destroyed || !s.state.open) return;
      host.dataset.open = '';
      mounted.element.hidden = false;
      launcher.setExpanded(true);
      mounted.focus();
      if (!wasOpen) events.emit('open', { view: target });
    },
    close() {
      if (!store?.state.open) return;
      store.set({ open: false });
      delete host.dataset.open;
      if (panel) panel.element.hidden = true;
      launcher.setExpanded(false);
      launcher.button.focus();
      events.emit('close', {});
    },
    async toggle() {
      if (store?.state.open) api.close();
      else await api.open();
    },
    show() {
      hiddenByPage = false;
      if (placed) host.hidden = false;
    },
    hide() {
      hiddenByPage = true;
      api.close();
      host.hidden = true;
    },
    identify(visitor) {
      checkIdentity(visitor);
      identity = { ...identity, ...visitor };
      store?.set({ identity });
    },
    reset() {
      client.resetVisitor();
      identity = {};
      store?.set({ identity, generation: store.state.generation + 1, supportDraft: undefined });
    },
    setLocale(tag, strings) {
      if (strings) added[tag] = { ...added[tag], ...strings };
      speaking = speak([tag]);
    },
    on: (type, listener) => events.on(type, listener),
    off: (type, listener) => events.off(type, listener),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopWatching();
      stopFollowing();
      stopUnread?.();
      panel?.unmount();
      host.remove();
    },
  };
  return api;
}
