// Routes of the Engage console (/api/engage/sites, portal credentials) and its admin controls.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { ensureWebhookRetries } from '../engage/webhooks.js';
import type { AppEnv } from '../http/env.js';
import { registerConsoleAdminRoutes } from './admin-routes.js';
import { registerInboxRoutes } from './inbox-routes.js';
import { registerSiteRoutes } from './site-routes.js';

export function registerConsoleRoutes(app: Hono<AppEnv>, deps: Deps): void {
  registerSiteRoutes(app, deps);
  registerInboxRoutes(app, deps);
  registerConsoleAdminRoutes(app, deps);
  // Registered here as well as on enqueue: deliveries restored from a data file must be retried too.
  ensureWebhookRetries(deps);
}
