// Routes of the Engage Console API (/api/engage/sites, portal credentials) and its admin controls.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { ChatTurns } from '../engage/chat.js';
import { ensureWebhookRetries } from '../engage/webhooks.js';
import type { AppEnv } from '../http/env.js';
import { registerEngageConsoleAdminRoutes } from './admin-routes.js';
import { registerInboxRoutes } from './inbox-routes.js';
import { registerSiteRoutes } from './site-routes.js';

/** `chat` is the chat turns' rules of the Engage routes: a release answers the visitor's pending question through it. */
export function registerEngageConsoleRoutes(app: Hono<AppEnv>, deps: Deps, chat: ChatTurns): void {
  registerSiteRoutes(app, deps);
  registerInboxRoutes(app, deps, chat);
  registerEngageConsoleAdminRoutes(app, deps);
  // Registered here as well as on enqueue: deliveries restored from a data file must be retried too.
  ensureWebhookRetries(deps);
}
