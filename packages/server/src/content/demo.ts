// Demo data of the content area (being built).
import type { Deps } from '../deps.js';
import type { DemoCredentials } from '../seed/demo.js';

export async function seedContentDemo(_deps: Deps): Promise<DemoCredentials['content']> {
  return { siteId: '', collections: [], keys: { test: '', live: '' }, origin: '' };
}
