// The demo seed: one website with content in test and live, a Form Capture site, an Engage site with knowledge.

import type { Deps } from '../deps.js';
import { sitesTable } from '../engage/model.js';
import { StoreKeyVerifier } from '../keys.js';
import type { DemoCredentials } from '../ports/demo.js';
import { MemoryStore } from '../ports/store.js';
import { websitesTable } from '../websites.js';
import { seedCaptureDemo } from './capture-demo.js';
import { DEMO_WEBSITE_ID, seedContentDemo } from './content-demo.js';
import { demoIds } from './demo-ids.js';
import { pinDemoKeys } from './demo-keys.js';
import { DEMO_SITE_ID, seedEngageDemo } from './engage-demo.js';

export type { DemoCredentials } from '../ports/demo.js';

/** The browser origins the demo sites allow before the server knows its address: the default port on loopback. */
export const DEFAULT_DEMO_ORIGINS: readonly string[] = ['http://localhost:4010', 'http://127.0.0.1:4010'];

const seeded = new WeakMap<object, DemoCredentials>();

/**
 * How a world seeds the demo: `salt` makes its secrets its own (the root has none: its keys are the published ones),
 * and a team's pinned keys (`demoKeys`) belong to the root only.
 */
export interface DemoSeedOptions {
  salt?: string;
  pinned?: boolean;
  /** The world's path (`/w/<id>`), where its demo page is served; the root's is `''`. */
  base?: string;
}

/** Seeds the demo: the same keys on every start and every reset, since its secrets come from a fixed sequence. */
export async function seedDemo(deps: Deps, options: DemoSeedOptions = {}): Promise<DemoCredentials> {
  const seeding: Deps = { ...deps, ids: demoIds(deps.ids, options.salt) };
  const content = await seedContentDemo(seeding);
  const capture = await seedCaptureDemo(seeding);
  const { console, engage } = await seedEngageDemo(seeding, options.base);
  // A team's pinned keys (--keys FILE) replace the generated ones, so they hold after every reset too.
  const demo = await pinDemoKeys(deps, { console, content, capture, engage }, options.pinned === false ? undefined : deps.options.demoKeys);
  seeded.set(deps.store, demo);
  return demo;
}

/**
 * After a restart from a data file that was seeded with the demo: the demo's credentials again, so the CLI and the
 * demo page show them. They are worked out by seeding a scratch store (the demo's keys come from a fixed sequence or
 * the pinned file) and are kept only when the loaded state still holds every one of those keys, active.
 */
export async function recallDemo(deps: Deps, options: DemoSeedOptions = {}): Promise<DemoCredentials | undefined> {
  const scratch = new MemoryStore();
  const demo = await seedDemo({ ...deps, store: scratch, keys: new StoreKeyVerifier(scratch) }, options);
  const keys = [demo.content.keys.test, demo.content.keys.live, demo.capture.keys.test, demo.capture.keys.live, demo.engage.publishableKey];
  for (const key of keys) if ((await deps.keys.verify(key))?.status !== 'active') return undefined;
  if (!websitesTable(deps).has(demo.content.siteId) || !sitesTable(deps).has(demo.engage.siteId)) return undefined;
  seeded.set(deps.store, demo);
  return demo;
}

/** The demo credentials while the demo website is in the store (a reset to empty removes them), else undefined. */
export function currentDemo(deps: Deps): DemoCredentials | undefined {
  const demo = seeded.get(deps.store);
  return demo && websitesTable(deps).has(demo.content.siteId) ? demo : undefined;
}

/** The browser origins of a server reached at `url`: the URL's own, and its loopback names on the same port. */
export function originsOf(url: string): string[] {
  const { protocol, port, hostname } = new URL(url);
  const at = (host: string) => `${protocol}//${host}${port ? `:${port}` : ''}`;
  return [...new Set([at(hostname), at('localhost'), at('127.0.0.1')])];
}

/**
 * Makes the demo follow the address the server really listens on (any port): the demo sites allow `origins` in
 * place of the previous demo origins, and a later reset with the demo seeds them. Returns whether anything changed.
 */
export function setDemoOrigins(deps: Deps, origins: string[]): boolean {
  const previous = new Set(deps.options.demoOrigins);
  deps.options.demoOrigins = [...origins];
  // Loopback origins of an earlier start (another port) are replaced, so restarts from a data file do not pile them up.
  const loopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
  const follow = (list: string[]) => [...new Set([...origins, ...list.filter((o) => !previous.has(o) && !loopback.test(o))])].slice(0, 10);
  let changed = false;
  const website = websitesTable(deps).get(DEMO_WEBSITE_ID);
  if (website) {
    websitesTable(deps).update(DEMO_WEBSITE_ID, (w) => ({
      ...w,
      content: { ...w.content, allowedOrigins: follow(w.content.allowedOrigins) },
    }));
    changed = true;
  }
  if (sitesTable(deps).has(DEMO_SITE_ID)) {
    // The articles' pages are on the demo page: their links follow its address too.
    const moved = (url: string | undefined) => {
      const origin = url === undefined || !URL.canParse(url) ? undefined : new URL(url).origin;
      return origin && origins[0] && url!.startsWith(origin) && (previous.has(origin) || loopback.test(origin))
        ? `${origins[0]}${url!.slice(origin.length)}`
        : url;
    };
    sitesTable(deps).update(DEMO_SITE_ID, (site) => ({
      ...site,
      allowedOrigins: follow(site.allowedOrigins),
      knowledge: { ...site.knowledge, articles: site.knowledge.articles.map((a) => ({ ...a, url: moved(a.url) })) },
    }));
    changed = true;
  }
  const demo = seeded.get(deps.store);
  if (demo && origins[0])
    seeded.set(deps.store, { ...demo, content: { ...demo.content, origin: origins[0] }, engage: { ...demo.engage, origin: origins[0] } });
  return changed;
}
