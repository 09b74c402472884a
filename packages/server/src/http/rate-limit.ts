// Rate limits with RateLimit-* headers on every response after the key is verified.
import type { Deps } from '../deps.js';
import type { RateLimitResult } from '../ports/rate-limiter.js';
import type { AppContext } from './env.js';
import { injectedFault } from './fault.js';
import type { Refusal } from './validation.js';

/** The 429 message of the Content API's and Engage's per-key limits, word for word from the service description. */
export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

export interface LimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** The 429 message, word for word from the service description where it gives one. */
  message: string;
}

/**
 * Counts the request against each rule in turn. Sets RateLimit-* from the first rule (the key's main window);
 * a later, tighter rule that refuses answers with its own figures. Returns the 429 refusal, or undefined.
 */
export function enforceLimits(c: AppContext, deps: Deps, rules: LimitRule[]): Refusal | undefined {
  const injected = injectedFault(c, deps, 'rate_limit');
  if (injected) {
    const reset = injected.resetSeconds ?? 60;
    setHeaders(c, { limit: rules[0]?.limit ?? 0, remaining: 0, resetSeconds: reset });
    return rateLimited(rules[0]?.message ?? TOO_MANY_REQUESTS, reset);
  }
  const now = deps.clock.now();
  let first = true;
  for (const rule of rules) {
    const result = deps.limiter.hit(rule.bucket, rule.limit, rule.windowMs, now);
    if (first || !result.allowed) setHeaders(c, result);
    first = false;
    if (!result.allowed) return rateLimited(rule.message, result.resetSeconds);
  }
  return undefined;
}

function rateLimited(message: string, retryAfterSeconds: number): Refusal {
  return { status: 429, code: 'RATE_LIMITED', message, retryAfterSeconds };
}

/**
 * The rules of one stored key row, made once: a frozen row never changes (a changed key is a new row), so the
 * rule objects and bucket names are not rebuilt on every request.
 */
export function rulesPerKey<K extends object>(make: (key: K) => LimitRule[]): (key: K) => LimitRule[] {
  const made = new WeakMap<K, LimitRule[]>();
  return (key) => {
    let rules = made.get(key);
    if (rules === undefined) {
      rules = make(key);
      made.set(key, rules);
    }
    return rules;
  };
}

/** RateLimit-Limit, -Remaining and -Reset of a window's figures. */
function setHeaders(c: AppContext, figures: Omit<RateLimitResult, 'allowed'>): void {
  const headers = c.get('reply').headers;
  headers['ratelimit-limit'] = String(figures.limit);
  headers['ratelimit-remaining'] = String(figures.remaining);
  headers['ratelimit-reset'] = String(figures.resetSeconds);
}

export const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ONE_MINUTE = 60 * 1000;
