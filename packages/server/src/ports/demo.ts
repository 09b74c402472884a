// The demo seed as the areas see it: the keys a team pins (ServerOptions.demoKeys), the credentials it issues, and
// the seeding function the admin reset calls. Types only, so options and areas never import the seed itself.

/**
 * Plaintexts the demo seed issues instead of its own (each optional): the format of the `--keys` file.
 * @public
 */
export interface DemoKeys {
  /** The console's portal key. */
  console?: { portalKey?: string };
  /** The Content keys, per environment. */
  content?: { test?: string; live?: string };
  /** The Form Capture keys, per environment. */
  capture?: { test?: string; live?: string };
  /** The Engage site's publishable key. */
  engage?: { publishableKey?: string };
}

/** What the CLI prints so a new user can call every endpoint at once. @public */
export interface DemoCredentials {
  /** The console credentials: `X-Portal-Key` and `X-Identity-Sub`. */
  console: { portalKey: string; identitySub: string };
  /** The Content website, its collections, its keys and the origin it allows. */
  content: { siteId: string; collections: string[]; keys: { test: string; live: string }; origin: string };
  /** The Form Capture site and its keys. */
  capture: { siteId: string; keys: { test: string; live: string } };
  /** The Engage site, its publishable key and the origin it allows. */
  engage: { siteId: string; publishableKey: string; origin: string };
}

/** Seeds the demo into a reset store and returns its credentials (the admin reset's `{"seed":"demo"}`). */
export type SeedDemo<D> = (deps: D) => Promise<DemoCredentials>;
