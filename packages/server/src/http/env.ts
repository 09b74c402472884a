// The Hono environment shared by every route, and the per-operation middleware.
import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps.js';

export interface AppEnv {
  /** What the adapter knows of the connection (none when the handler is called in-process). */
  Bindings: { remoteAddress?: string | undefined };
  Variables: {
    requestId: string;
    operationId: string;
    /** Work to release once the request's changes are durable (see http/durable.ts). */
    afterCommit?: Array<() => Promise<unknown>>;
  };
}

export type AppContext = Context<AppEnv>;

/** Names the route by its operationId (faults and logs use it) and applies injected latency. */
export function op(deps: Deps, operationId: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('operationId', operationId);
    const latency = deps.faults.take(operationId, 'latency');
    if (latency?.latencyMs) await new Promise((resolve) => setTimeout(resolve, latency.latencyMs));
    await next();
  };
}
