// What only server runtimes (Node, Deno, Bun) have: the SVC_LOG environment variable, the User-Agent naming the
// client and the runtime, and how Node's util.inspect prints an error. `#platform` resolves here under the `node`
// condition (which Node, Deno and Bun set); elsewhere to platform.ts, so browser bundles carry none of it.
import { SvcError } from './errors.js';

type Globals = {
  process?: { env?: Record<string, string | undefined>; versions?: { node?: string; bun?: string } };
  Deno?: { version?: { deno?: string } };
};

/**
 * The SVC_LOG environment variable, where process.env exists and may be read (Deno without --allow-env may not):
 * one of `levels`, else (warned about on `logger`, naming the levels) `warn`.
 * @internal
 */
export function envLogLevel(levels: readonly string[], logger: { warn(message: string): void }): string | undefined {
  let env: string | undefined;
  try {
    env = (globalThis as Globals).process?.env?.SVC_LOG;
  } catch {
    // Deno without --allow-env throws on reading the environment: no variable, then, rather than a failed call.
    return undefined;
  }
  if (env === undefined || levels.includes(env)) return env;
  logger.warn(`svc: SVC_LOG=${env} is not one of ${levels}; logging at warn`);
  return 'warn';
}

// Node keeps a process alive for a pending timer; a timeout that guards a body read must not do that.
/** Lets the process end while `timer` is pending (Node, Deno and Bun timers). @internal */
export const unref = (timer: unknown): void => (timer as { unref?: () => void }).unref?.();

/**
 * The User-Agent header `product (runtime version)` on Node, Deno and Bun, so the service can tell which client
 * versions call it; undefined without a product or a known runtime.
 * @internal
 */
export function userAgent(product: string | undefined): { 'User-Agent': string } | undefined {
  const v = (globalThis as Globals).process?.versions;
  const deno = (globalThis as Globals).Deno?.version?.deno;
  const runtime = v?.bun ? `bun ${v.bun}` : deno ? `deno ${deno}` : v?.node && `node ${v.node}`;
  return product && runtime ? { 'User-Agent': `${product} (${runtime})` } : undefined;
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/**
 * Node's util.inspect (console.log, an uncaught error) prints an error as the stack's header, one line of what
 * matters, the request, and the first five frames, instead of every property and the whole Response. Installed by
 * the retrying fetch every client is built on, and only where the `node` condition resolves this module.
 * @internal
 */
export function installErrorInspect(): void {
  if (Object.hasOwn(SvcError.prototype, INSPECT)) return;
  Object.defineProperty(SvcError.prototype, INSPECT, {
    value(this: SvcError): string {
      const { status, code, requestId: id, retryAfterMs: wait, request: to, retryStopped: stop, attempts } = this;
      const facts = `${status ? `status ${status}, ` : ''}code ${code}${id ? `, request id ${id}` : ''}${wait === undefined ? '' : `, retry after ${wait} ms`}${
        stop ? `, retrying stopped (${stop}) after ${attempts?.length} attempts` : ''
      }`;
      const [head, ...frames] = String(this.stack).split('\n');
      return [head, `    ${facts}`, ...(to ? [`    ${to.method} ${to.url}`] : []), ...frames.slice(0, 5)].join('\n');
    },
  });
}
