// The one error body of every interface: { success: false, code, message, requestId, ...extra }.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext } from './env.js';
import { setHeader } from './reply.js';

export interface ErrorExtra {
  fields?: readonly string[];
  conversationId?: string;
  visitorToken?: string;
}

/** An error never echoes unbounded input: at most this many characters of message... */
export const MAX_ERROR_MESSAGE = 1000;
/** ...and this many field names, each at most MAX_FIELD_NAME characters. */
export const MAX_ERROR_FIELDS = 20;
export const MAX_ERROR_FIELD_NAME = 100;

function bounded(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}

/** What an error body says: the contract's code, the message, and what it carries beside them. */
export interface ErrorInit {
  code: string;
  message: string;
  extra?: ErrorExtra;
}

export function fail(c: AppContext, status: ContentfulStatusCode, { code, message, extra }: ErrorInit): Response {
  const body = { success: false as const, code, message: bounded(message, MAX_ERROR_MESSAGE), requestId: c.get('requestId'), ...extra };
  if (extra?.fields) body.fields = extra.fields.slice(0, MAX_ERROR_FIELDS).map((f) => bounded(f, MAX_ERROR_FIELD_NAME));
  return c.json(body, status);
}

/** 429 or 503 with Retry-After (seconds). */
export function failRetryable(c: AppContext, status: 429 | 503, error: ErrorInit & { retryAfterSeconds: number }): Response {
  setHeader(c, 'retry-after', String(Math.max(0, Math.ceil(error.retryAfterSeconds))));
  return fail(c, status, error);
}

export const KEY_VERIFICATION_MESSAGE = 'key verification unavailable; retry with backoff';
