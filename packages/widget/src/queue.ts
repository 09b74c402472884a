// The command queue: `svc('open')` works before sdk.js has loaded; queued calls are replayed in order and their
// promises settle with the real results.
import type { Widget } from './widget.js';

/** One queued call: the arguments, and the stub's promise callbacks when it made one. */
type Queued = ArrayLike<unknown> | [ArrayLike<unknown>, ((value: unknown) => void)?, ((reason: unknown) => void)?];

export type CommandFunction = ((method: string, ...args: unknown[]) => Promise<unknown>) & {
  q?: Queued[];
  loaded?: true;
} & Partial<Omit<Widget, 'ready'>>;

const METHODS = ['open', 'close', 'toggle', 'show', 'hide', 'identify', 'reset', 'setLocale', 'on', 'off', 'destroy'] as const;

export function commandFunction(widget: Widget): CommandFunction {
  const fn: CommandFunction = (method, ...args) => {
    if (!(METHODS as readonly string[]).includes(method)) return Promise.reject(new TypeError(`svc: unknown method "${method}"`));
    try {
      return Promise.resolve((widget[method as (typeof METHODS)[number]] as (...a: unknown[]) => unknown)(...args));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  for (const m of METHODS) (fn as unknown as Record<string, unknown>)[m] = widget[m];
  fn.loaded = true;
  return fn;
}

function isCall(entry: Queued): entry is [ArrayLike<unknown>, ((value: unknown) => void)?, ((reason: unknown) => void)?] {
  return typeof entry[0] === 'object' && entry[0] !== null && 'length' in (entry[0] as object);
}

/** Replays the stub's calls in the order the page made them. */
export function replay(queue: Queued[] | undefined, fn: CommandFunction): void {
  for (const entry of queue ?? []) {
    const [args, resolve, reject] = isCall(entry) ? entry : [entry];
    const [method, ...rest] = Array.from(args);
    fn(String(method), ...rest).then(resolve, reject ?? ((error: unknown) => console.error(error)));
  }
}
