// Whether an answer refused the request as the caller's mistake, and what to change: the codes the contract marks so
// (`x-svc-caller-mistakes` on ErrorBody.code: validation, a missing or wrong key, method, media type, body size) and a
// path no operation has. Business outcomes (409, 429, a disabled site) and answers a fault caused never are.
import { callerMistakes } from '@svc/spec';
import { nearestOperation, servicePath } from './nearest-operation.js';

const FIXES: Readonly<Record<string, string | undefined>> = callerMistakes;

/** A request as answered: its status and error code, the operation, whether a fault answered it, method and path. */
export interface AnsweredRequest {
  status: number;
  code: string | null;
  operationId: string;
  byFault: boolean;
  method: string;
  path: string;
}

/** The fix for a request refused as the caller's mistake, or null when the answer was not one. */
export function callerMistakeFix({ status, code, operationId, byFault, method, path }: AnsweredRequest): string | null {
  if (status < 400 || code === null || byFault) return null;
  if (code === 'NOT_FOUND') {
    // A 404 of an operation is an outcome (no such entry); a path no operation has is the caller's mistake.
    if (operationId !== 'unknown') return null;
    const nearest = nearestOperation(method, path);
    return nearest
      ? `no operation has ${method} ${servicePath(path)}; the nearest is ${nearest.method} ${nearest.template} (${nearest.operationId})`
      : `no operation has ${method} ${servicePath(path)}; openapi.yaml lists the paths`;
  }
  return Object.hasOwn(FIXES, code) ? (FIXES[code] ?? null) : null;
}
