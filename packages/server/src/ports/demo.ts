// The demo seed as the areas see it: the keys a team pins (ServerOptions.demoKeys), the credentials it issues, and
// the seeding function the admin reset calls. Types only, so options and areas never import the seed itself.

/**
 * Plaintexts the demo seed issues instead of its own (each optional): the format of the `--keys` file.
 * @public
 */
export interface DemoKeys {
  console?: { portalKey?: string };
  content?: { test?: string; live?: string };
  capture?: { test?: string; live?: string };
  engage?: { publishableKey?: string };
}

/** What the CLI prints so a new user can call every endpoint at once. @public */
export interface DemoCredentials {
  console: { portalKey: string; identitySub: string };
  content: { siteId: string; collections: string[]; keys: { test: string; live: string }; origin: string };
  capture: { siteId: string; keys: { test: string; live: string } };
  engage: { siteId: string; publishableKey: string; origin: string };
}

/** Seeds the demo into a reset store and returns its credentials (the admin reset's `{"seed":"demo"}`). */
export type SeedDemo<D> = (deps: D) => Promise<DemoCredentials>;
