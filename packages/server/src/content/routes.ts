// Routes of the content area (being built).
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';

export function registerContentRoutes(_app: Hono<AppEnv>, _deps: Deps): void {}
