// Demo data of the engage area (being built).
import type { Deps } from '../deps.js';
import type { DemoCredentials } from '../seed/demo.js';

export async function seedEngageDemo(_deps: Deps): Promise<Pick<DemoCredentials, 'console' | 'engage'>> {
  return { console: { portalKey: '', identitySub: '' }, engage: { siteId: '', publishableKey: '', origin: '' } };
}
