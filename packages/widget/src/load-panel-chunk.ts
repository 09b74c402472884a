// sdk.js loads the panel (Preact, the panel's CSS and the full Engage client) as a second, content-hashed file from
// beside itself: `sdk/panel-<hash>.js`, on first intent (the launcher hovered or focused, open()) or when the page is
// idle. The build (scripts/build.mjs) builds the panel first and puts its file name here.
import type * as Panel from './panel/mount.js';
import { doc } from './env.js';

declare const __SVC_PANEL_CHUNK__: string;

// Only readable while sdk.js itself runs, so read once here; a page that moved the script tag still finds it.
const self = (doc().currentScript as HTMLScriptElement | null) ?? doc().querySelector<HTMLScriptElement>('script[src*="sdk.js"]');
const chunkUrl = new URL(__SVC_PANEL_CHUNK__, self?.src || doc().baseURI).href;

let loading: Promise<typeof Panel> | undefined;

/** Imports the panel once; a failed download is forgotten, so the next intent or open() tries again. */
export const loadPanel = (): Promise<typeof Panel> =>
  (loading ??= (import(/* @vite-ignore */ chunkUrl) as Promise<typeof Panel>).catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
