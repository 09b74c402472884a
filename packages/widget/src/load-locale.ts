// The built-in languages for single-page apps' bundlers: each language a lazy chunk of its own, imported only for the
// locale in use (sdk.js imports its language files by URL instead: load-locale-chunk.ts). English is built in.
import aliases from './locale-aliases.json' with { type: 'json' };
import type { WidgetStrings } from './strings.js';
import { KEYS } from './strings.js';

const FILES = import.meta.glob<Partial<WidgetStrings>>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });
const file = (tag: string) => `./locales/${tag}.json`;

/** Every built-in language's tag, English first, and the other names of some (zh-Hant is zh-TW). */
export const LANGUAGES: readonly string[] = [
  'en',
  ...Object.keys(FILES).map((path) => /([\w-]+)\.json$/.exec(path)![1]!),
  ...Object.keys(aliases),
];

/** The built-in texts of a language in the order of the English keys (none for English). */
export const loadTexts = async (tag: string): Promise<readonly (string | undefined)[]> => {
  const texts = await FILES[file((aliases as Record<string, string | undefined>)[tag] ?? tag)]?.();
  return texts ? KEYS.map((key) => texts[key]) : [];
};
