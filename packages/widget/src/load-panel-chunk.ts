// sdk.js loads the panel (Preact, the panel's CSS and the full Engage client) as a second, content-hashed file from
// beside itself: `sdk/panel-<hash>.js`, on first intent (the launcher hovered or focused, open()) or when the page is
// idle. The build (scripts/build.mjs) builds the panel first and puts its file name here.

import { doc } from './env.js';
import type * as Panel from './panel/mount.js';

declare const __SVC_PANEL_CHUNK__: string;

// Only readable while sdk.js itself runs, so read once here; a page that moved the script tag still finds it.
const self = (doc().currentScript as HTMLScriptElement | null) ?? doc().querySelector<HTMLScriptElement>('script[src*="sdk.js"]');
/** The URL of a file beside sdk.js (its panel and language files). */
export const sdkFile = (name: string): string => new URL(name, self?.src || doc().baseURI).href;
const chunkUrl = sdkFile(__SVC_PANEL_CHUNK__);

let loading: Promise<typeof Panel> | undefined;
let failures = 0;

/**
 * Imports the panel once; a failed download is forgotten, so the next intent or open() tries again. Browsers keep a
 * failed module import for the page's life, so a retry asks for the same file under another URL (`?retry=N`).
 */
export const loadPanel = (): Promise<typeof Panel> =>
  (loading ??= (import(/* @vite-ignore */ failures ? `${chunkUrl}?retry=${failures}` : chunkUrl) as Promise<typeof Panel>).catch(
    (error: unknown) => {
      failures++;
      loading = undefined;
      throw error;
    },
  ));
