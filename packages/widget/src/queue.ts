// The command queue: `svc('open')` works before sdk.js has loaded; queued calls are replayed in order and their
// promises settle with the real results.
import type { Widget } from './widget.js';

/** One queued call of the documented stub: its arguments and its promise's callbacks. */
type Queued = [ArrayLike<unknown>, (value: unknown) => void, (reason: unknown) => void];

export type CommandFunction = ((method: string, ...args: unknown[]) => Promise<unknown>) & {
  q?: Queued[];
  loaded?: true;
} & Partial<Omit<Widget, 'ready'>>;

const METHODS = ['open', 'close', 'toggle', 'show', 'hide', 'identify', 'reset', 'setLocale', 'on', 'off', 'destroy'] as const;

export function commandFunction(widget: Widget): CommandFunction {
  const fn: CommandFunction = (method, ...args) => {
    if (!(METHODS as readonly string[]).includes(method)) return Promise.reject(new TypeError(`svc: unknown method "${method}"`));
    // A throw becomes a rejection, like an async failure.
    return new Promise((resolve) => resolve((widget[method as (typeof METHODS)[number]] as (...a: unknown[]) => unknown)(...args)));
  };
  for (const m of METHODS) (fn as unknown as Record<string, unknown>)[m] = widget[m];
  fn.loaded = true;
  return fn;
}

/** Replays the stub's calls in the order the page made them. */
export function replay(queue: Queued[] | undefined, fn: CommandFunction): void {
  for (const [args, resolve, reject] of queue ?? []) {
    const [method, ...rest] = Array.from(args);
    fn(String(method), ...rest).then(resolve, reject);
  }
}
