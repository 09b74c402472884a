// The built-in texts of the locale in use: one small content-hashed file per language beside the panel file, loaded
// only for that language (English is built in). A locale the widget has no texts for falls back to English.
import type { Store } from '../store.js';
import type { WidgetStrings } from '../strings.js';

type Texts = Promise<{ default: WidgetStrings }>;

const FILES: Record<string, () => Texts> = {
  ar: () => import('../locales/ar.js'),
  de: () => import('../locales/de.js'),
  es: () => import('../locales/es.js'),
  fr: () => import('../locales/fr.js'),
  he: () => import('../locales/he.js'),
  pt: () => import('../locales/pt.js'),
};

/** Puts the built-in texts of the store's locale in place (and keeps them in step with setLocale). */
export function localize(store: Store): void {
  let loaded: string | undefined;
  const follow = () => {
    const { locale } = store.state;
    if (locale === loaded) return;
    loaded = locale;
    const file = FILES[locale.toLowerCase().split('-')[0] ?? ''];
    if (!file) return void (Object.keys(store.state.builtin).length && store.set({ builtin: {} }));
    file().then(
      (m) => store.state.locale === locale && store.set({ builtin: m.default }),
      () => undefined,
    );
  };
  if (tracked.has(store)) return;
  tracked.add(store);
  store.subscribe(follow);
  follow();
}

const tracked = new WeakSet<Store>();
