// Routes of the capture area (being built).
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';

export function registerCaptureRoutes(_app: Hono<AppEnv>, _deps: Deps): void {}
