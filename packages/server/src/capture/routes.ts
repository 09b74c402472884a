// Routes of the Form Capture area: the public POST /v1/capture and its reference-server admin control.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { registerCaptureKeyAdmin } from './admin-keys.js';
import { registerCaptureLeadsAdmin } from './admin-leads.js';
import { registerCaptureSiteAdmin } from './admin-site.js';
import { registerCaptureSubmissionAdmin } from './admin-submissions.js';
import { registerCaptureIntake } from './intake-routes.js';
import { registerIpRetention } from './retention.js';

export function registerCaptureRoutes(app: Hono<AppEnv>, deps: Deps): void {
  registerIpRetention(deps);
  registerCaptureIntake(app, deps);
  registerCaptureSiteAdmin(app, deps);
  registerCaptureKeyAdmin(app, deps);
  registerCaptureLeadsAdmin(app, deps);
  registerCaptureSubmissionAdmin(app, deps);
}
