// Logs on demand: a level per client (or SVC_LOG where process.env exists) and any console-like logger. At debug one
// line per attempt, at info each retry, at warn only what the caller should act on; never a key, token or
// idempotency key (lines name the redacted URL, never headers). The hooks are told here too, so a client without
// hooks or logs does no work per attempt.

import { envLogLevel } from '#platform';
import type { ErrorRequest, SvcError } from './errors.js';
import { describe as what } from './errors.js';
import { parseRateLimit } from './rate-limit.js';
import type { Hooks } from './redact.js';
import { redact } from './redact.js';

/**
 * How much a client logs: nothing, only errors, what to act on (the default), each retry, or every attempt.
 * @public
 */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/**
 * Where log lines go: `console` by default, or pino, winston, a test's recorder (anything with these four methods).
 * @public
 */
export interface Logger {
  /** One line per attempt (logLevel `debug`). */
  debug(message: string): void;
  /** Each retry (logLevel `info`). */
  info(message: string): void;
  /** What the caller should act on (logLevel `warn`, the default). */
  warn(message: string): void;
  /** Failures the client cannot report by throwing (logLevel `error`). */
  error(message: string): void;
}

/**
 * What a client's attempts tell its hooks and its log: each attempt sent (the hooks' onRequest) and, through the watch
 * of that attempt, its answer (onResponse; a debug line), its retry (onRetry; an info line) or a wait asked over the
 * cap (a warn line).
 * @internal
 */
export interface Watch {
  /** An attempt is about to be sent: returns the watch of that attempt. */
  attempt(info: ErrorRequest, headers: Headers, attempt: number): AttemptWatch;
}

/** The watch of one attempt, told what became of it. @internal */
export interface AttemptWatch {
  /** The attempt was answered: a response, or a failure. */
  response(response: Response | undefined, error: SvcError | undefined): void;
  /** The answer is retried after `delayMs`, one of `retries`. */
  retry(delayMs: number, retries: number): void;
  /** The answer asked for a wait over `cap`: it is not retried. */
  overCap(waitMs: number, cap: number): void;
}

const LEVELS = ['off', 'error', 'warn', 'info', 'debug'] as const;

/**
 * The watch of one client: its hooks, given redacted copies, and its log at `logLevel`, else the SVC_LOG environment
 * variable (Node, Deno, Bun), else `warn`. Undefined when there are no hooks and nothing can print, so a quiet
 * client does no work per attempt. A bad level is refused (the option) or warned about (the variable), naming the
 * levels. Lines are `svc <method> <redacted URL>` and the facts as `name=value` (logfmt, which log pipelines parse);
 * they never hold a header, so no key, token or idempotency key.
 * @internal
 */
export function createWatch(hooks: Hooks | undefined, level: LogLevel | undefined, logger: Logger = console): Watch | undefined {
  // The option, else SVC_LOG (a bad one is warned about there and read as warn), else warn.
  const rank = LEVELS.indexOf((level ?? envLogLevel(LEVELS, logger) ?? 'warn') as LogLevel);
  if (rank < 0) throw new TypeError(`logLevel must be one of ${LEVELS} (got ${level})`);
  const line = (at: number, what: string, facts: Record<string, unknown>): void => {
    if (at > rank) return;
    let text = `svc ${what}`;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string, @typescript-eslint/restrict-template-expressions -- facts are strings, numbers and booleans
    for (const name in facts) if (facts[name] != null) text += ` ${name}=${facts[name]}`;
    logger[LEVELS[at] as 'warn'](text);
  };
  // When the attempt being answered was sent, for its duration.
  let sent = 0;
  return hooks || rank > 1
    ? {
        attempt(info, headers, attempt) {
          if (rank > 3) sent = Date.now();
          hooks?.onRequest?.({ request: redact(info, headers), attempt });
          // What the answer was, for the retry that may follow it.
          let status: number | undefined;
          let failure: SvcError | undefined;
          return {
            response(response, error) {
              status = response?.status;
              failure = error;
              if (response)
                hooks?.onResponse?.({
                  request: redact(info, headers),
                  attempt,
                  status: status!,
                  rateLimit: parseRateLimit(response.headers),
                });
              // Nothing is formatted below debug: a healthy app pays nothing per attempt.
              if (rank > 3)
                line(4, what(info), {
                  status,
                  error: error?.code,
                  ms: Date.now() - sent,
                  requestId: response?.headers.get('x-request-id'),
                  attempt,
                });
            },
            retry(delayMs, retries) {
              hooks?.onRetry?.({ request: redact(info, headers), attempt, delayMs, status, error: failure });
              if (rank > 2)
                line(3, `${what(info)} retrying`, { after: status ?? failure?.code, waitMs: delayMs, retry: `${attempt}/${retries}` });
            },
            overCap: (waitMs, maxRetryAfterMs) =>
              line(2, `${what(info)} not retried: the wait asked is over maxRetryAfterMs; raise it or retry later`, {
                status,
                waitMs,
                maxRetryAfterMs,
              }),
          };
        },
      }
    : undefined;
}
