// Request body size limit: 413 in the error format before any route reads (or parses) the body.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from './env.js';
import { fail } from './errors.js';

/** 1 MiB: far above any body the service's limits allow (24 fields of 2,000 characters, 40 articles of 8,000). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** A whole-state import (`PUT /_admin/state`) is a database, not a request: it may be this large, or maxBodyBytes if larger. */
export const MAX_STATE_IMPORT_BYTES = 256 * 1024 * 1024;

export function bodyLimitMessage(maxBytes: number): string {
  return `the request body is larger than ${maxBytes} bytes`;
}

/** Counts bytes as they arrive (or trusts Content-Length when sent), so an oversized body is never buffered whole. */
export function requestBodyLimit(deps: Deps): MiddlewareHandler<AppEnv> {
  const limits = new Map<number, MiddlewareHandler<AppEnv>>();
  const limitOf = (maxSize: number) => {
    let limit = limits.get(maxSize);
    if (!limit) {
      limit = bodyLimit({
        maxSize,
        onError: (c) => fail(c as AppContext, 413, { code: 'PAYLOAD_TOO_LARGE', message: bodyLimitMessage(maxSize) }),
      });
      limits.set(maxSize, limit);
    }
    return limit;
  };
  return async (c, next) => {
    const method = c.req.method;
    // A GET or HEAD Request never has a body. Asking any other request for its body stream makes the Node adapter
    // build a full Web Request (with an AbortSignal) it otherwise never needs, so the headers decide first.
    if (method === 'GET' || method === 'HEAD') return next();
    const max = deps.options.maxBodyBytes;
    const isStateImport = method === 'PUT' && c.req.path === '/_admin/state';
    const maxSize = isStateImport ? Math.max(max, MAX_STATE_IMPORT_BYTES) : max;
    const headers = c.req.raw.headers;
    if (headers.has('content-length') && !headers.has('transfer-encoding')) {
      // What hono's bodyLimit decides from a Content-Length, without touching the body (Node's parser never
      // delivers more bytes than the header says).
      if (!(parseInt(headers.get('content-length') || '0', 10) > maxSize)) return next();
      if (!c.req.raw.body) return next();
    } else if (!c.req.raw.body) return next();
    return limitOf(maxSize)(c, next);
  };
}
