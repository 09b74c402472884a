// Demo data of the capture area (being built).
import type { Deps } from '../deps.js';
import type { DemoCredentials } from '../seed/demo.js';

export async function seedCaptureDemo(_deps: Deps): Promise<DemoCredentials['capture']> {
  return { siteId: '', keys: { test: '', live: '' } };
}
