// The Hono environment shared by every route, and the per-operation middleware.
import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps.js';
import type { Fault } from '../ports/faults.js';

export interface AppEnv {
  /** What the adapter knows of the connection (none when the handler is called in-process). */
  Bindings: { remoteAddress?: string | undefined; rawHeaders?: readonly string[] | undefined };
  Variables: {
    requestId: string;
    operationId: string;
    /** Work to release once the request's changes are durable (see http/durable.ts). */
    afterCommit?: Array<() => Promise<unknown>>;
    /** The headers gathered for the answer (see http/reply.ts). */
    reply: ReplyState;
  };
}

/** Response headers by lower-case name (one value each). */
export type HeaderRecord = Record<string, string>;

/** What one request gathers for its answer (see http/reply.ts). */
export interface ReplyState {
  /** Set by `setHeader`; written with the answer (or, for an answer not made by `reply`, merged into it). */
  headers: HeaderRecord;
  /** The answer `reply` made, which already carries `headers`. */
  sent: Response | undefined;
  /** The value a JSON answer was made from, for the journal (undefined when the route sent text it had). */
  answered: unknown;
  /** The request's body as the route read it (http/json.ts), for the journal. */
  body?: string;
  /** The context's own `json`, while the journal stands in for it (http/journal.ts). */
  json?: (object: unknown, ...rest: unknown[]) => Response;
  /** The injected fault that caused (or delayed) the answer, for the journal (http/fault.ts). */
  fault?: { id: string; kind: string };
}

export type AppContext = Context<AppEnv>;

/** Names the route by its operationId (faults and logs use it) and applies injected latency. */
export function op(deps: Deps, operationId: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('operationId', operationId);
    const latency = deps.faults.consume(operationId, 'latency');
    if (latency) {
      noteFault(c, latency);
      if (latency.latencyMs) await new Promise((resolve) => setTimeout(resolve, latency.latencyMs));
    }
    await next();
  };
}

/**
 * A route's handler with what `op` does folded in (the operationId, injected latency): one middleware frame less
 * per request, for the hot routes.
 */
export function operation<C extends AppContext>(
  deps: Deps,
  operationId: string,
  handler: (c: C) => Promise<Response>,
): (c: C) => Promise<Response> {
  return (c) => {
    c.set('operationId', operationId);
    const latency = deps.faults.consume(operationId, 'latency');
    // Not an async function of its own: without injected latency the route's promise is returned as it is.
    if (!latency) return handler(c);
    noteFault(c, latency);
    if (!latency.latencyMs) return handler(c);
    return new Promise((resolve) => setTimeout(resolve, latency.latencyMs)).then(() => handler(c));
  };
}

/** The response header that names the faults behind an answer: `Svc-Fault: flt_2 rate_limit`. */
export const FAULT_HEADER = 'svc-fault';

/**
 * Records an injected fault on the request's answer (see http/fault.ts): the `Svc-Fault` header lists every fault
 * that acted on it, the journal keeps the last (the one that decided the answer; latency acts first).
 */
export function noteFault(c: AppContext, fault: Fault): void {
  const reply = c.get('reply');
  const label = `${fault.id} ${fault.kind}`;
  const headers = reply.headers;
  headers[FAULT_HEADER] = headers[FAULT_HEADER] === undefined ? label : `${headers[FAULT_HEADER]}, ${label}`;
  reply.fault = { id: fault.id, kind: fault.kind };
}
