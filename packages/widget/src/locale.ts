// Which language the widget speaks: the first wanted tag with built-in texts (or texts the page gave for it), matched
// along its shorter forms (pt-PT, then pt), else the site's default, else English. The built-in tags include a few
// other names of a language (locale-aliases.json: zh-Hant and zh-HK are zh-TW, no and nn are nb).
import { LANGUAGES } from './load-locale.js';

/** The built-in language of a tag: itself, else its shorter forms, without regard to case; undefined when none. */
export function builtIn(tag: string): string | undefined {
  for (let t = tag.toLowerCase(); t; t = t.replace(/-?[^-]*$/, '')) {
    const found = LANGUAGES.find((l) => l.toLowerCase() === t);
    if (found) return found;
  }
  return undefined;
}

/**
 * The locale (the tag as wanted, for `lang`) and the built-in language whose texts it shows: the first of `wanted`
 * that has built-in texts or texts of the page's own (`hasOwn`: a language the widget does not ship), else the site's
 * default, else English.
 */
export function chooseLocale(
  wanted: readonly string[],
  siteDefault: string | undefined,
  hasOwn: (tag: string) => unknown,
): [string, string] {
  for (const raw of [...wanted, siteDefault ?? '', 'en']) {
    // pt_BR (a server's locale name written into lang) is pt-BR.
    const tag = raw.replace(/_/g, '-');
    const file = tag && builtIn(tag);
    if (file || (tag && hasOwn(tag))) return [tag, file || 'en'];
  }
  return ['en', 'en'];
}

/** Languages written right to left. */
export const isRtl = (locale: string): boolean => /^(ar|ckb|dv|fa|he|ps|sd|ug|ur|yi)\b/i.test(locale);
