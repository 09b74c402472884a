// Routes of the content area: the public Content API and its reference-server admin control.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { registerCollectionAdminRoutes } from './collection-admin-routes.js';
import { registerKeyAdminRoutes } from './key-admin-routes.js';
import { registerReadRoutes } from './read-routes.js';

export function registerContentRoutes(app: Hono<AppEnv>, deps: Deps): void {
  registerReadRoutes(app, deps);
  registerCollectionAdminRoutes(app, deps);
  registerKeyAdminRoutes(app, deps);
}
