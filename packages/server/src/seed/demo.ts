// The demo seed: one website with content in test and live, a Form Capture site, an Engage site with knowledge.
import { seedCaptureDemo } from '../capture/demo.js';
import { seedContentDemo } from '../content/demo.js';
import type { Deps } from '../deps.js';
import { seedEngageDemo } from '../engage/demo.js';

/** What the CLI prints so a new user can call every endpoint at once. @public */
export interface DemoCredentials {
  console: { portalKey: string; identitySub: string };
  content: { siteId: string; collections: string[]; keys: { test: string; live: string }; origin: string };
  capture: { siteId: string; keys: { test: string; live: string } };
  engage: { siteId: string; publishableKey: string; origin: string };
}

export async function seedDemo(deps: Deps): Promise<DemoCredentials> {
  const content = await seedContentDemo(deps);
  const capture = await seedCaptureDemo(deps);
  const { console, engage } = await seedEngageDemo(deps);
  return { console, content, capture, engage };
}
