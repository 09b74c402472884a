// @svc/test-chromium: the one Chromium launcher and skip-or-fail rule of the repository's browser tests, and the
// page server and esbuild bundle they load into it.
export type { ChromiumEnvironment } from './availability.js';
export { chromiumAvailable, chromiumDecision, chromiumMissing, chromiumPath } from './availability.js';
export type { ChromiumLaunch } from './launch.js';
export { CHROMIUM_FLAGS, chromiumLaunchOptions, launchChromium } from './launch.js';
export type { BundleOptions, PageEntry, PageFile, PageServer } from './page.js';
export { bundlePage, modulePage, servePage } from './page.js';
