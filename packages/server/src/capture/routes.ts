// Routes of the Form Capture area: the public POST /v1/capture and its reference-server admin control.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { registerCaptureAdminRoutes } from './admin-routes.js';
import { registerCaptureIntake } from './intake-routes.js';
import { registerIpRetention } from './retention.js';

export function registerCaptureRoutes(app: Hono<AppEnv>, deps: Deps): void {
  registerIpRetention(deps);
  registerCaptureIntake(app, deps);
  registerCaptureAdminRoutes(app, deps);
}
