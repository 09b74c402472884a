// @svc/test-chromium: the one Chromium launcher and skip-or-fail rule of the repository's browser tests.
export type { ChromiumEnvironment } from './availability.js';
export { chromiumAvailable, chromiumDecision, chromiumMissing, chromiumPath } from './availability.js';
export type { ChromiumLaunch } from './launch.js';
export { CHROMIUM_FLAGS, chromiumLaunchOptions, launchChromium } from './launch.js';
