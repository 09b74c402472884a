// sdk.js's languages: one small file per language but English beside the panel file, `sdk/locale-<tag>-<hash>.js`
// (its texts as an array in the order of the English keys), imported only for the locale in use. The build
// (scripts/build.mjs) writes the files and puts their tags and their shared content hash here.
import { sdkFile } from './load-panel-chunk.js';

declare const __SVC_LANGUAGES__: string;
declare const __SVC_LOCALE_HASH__: string;

/** Every built-in language's tag, English first. */
export const LANGUAGES: readonly string[] = __SVC_LANGUAGES__.split(' ');

/** The built-in texts of a language in the order of the English keys (none for English). */
export const loadTexts = (tag: string): Promise<readonly (string | undefined)[]> =>
  tag === 'en'
    ? Promise.resolve([])
    : (import(/* @vite-ignore */ sdkFile(`sdk/locale-${tag}-${__SVC_LOCALE_HASH__}.js`)) as Promise<{ default: string[] }>).then(
        (m) => m.default,
      );
