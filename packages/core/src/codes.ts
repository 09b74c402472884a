// The error codes a client can meet, as types only (no bytes in a bundle). The service's codes are the contract's
// (openapi.yaml, `x-svc-codes` on ErrorBody.code, generated into ./generated/contract.ts by status); the client's own
// codes name failures without a response. `HTTP_<status>` is what an error body without a code gets.
import type { ErrorCodesByStatus } from './generated/contract.js';

/**
 * A code derived from the status when the error body carried none (`HTTP_401`, `HTTP_502`).
 * @public
 */
export type StatusCode = `HTTP_${number}`;

/**
 * Codes of the client itself: no usable response came.
 * @public
 */
export type ClientErrorCode = 'CONNECTION_FAILED' | 'TIMEOUT' | 'DEADLINE_EXCEEDED' | 'ABORTED' | 'INVALID_RESPONSE';

/**
 * Codes of 400 answers.
 * @public
 */
export type ValidationCode = ErrorCodesByStatus[400];

/**
 * Codes of 401 answers.
 * @public
 */
export type AuthenticationCode = ErrorCodesByStatus[401];

/**
 * Codes of 403 answers.
 * @public
 */
export type PermissionCode = ErrorCodesByStatus[403];

/**
 * Codes of 404 answers.
 * @public
 */
export type NotFoundCode = ErrorCodesByStatus[404];

/**
 * Codes of 409 answers.
 * @public
 */
export type ConflictCode = ErrorCodesByStatus[409];

/**
 * Codes of 503 answers.
 * @public
 */
export type UnavailableCode = ErrorCodesByStatus[503];

/**
 * Every code the contract documents.
 * @public
 */
export type ServiceErrorCode = ErrorCodesByStatus[keyof ErrorCodesByStatus];

/**
 * What `error.code` can be: a documented code, the client's own, `HTTP_<status>`, or (for codes the service adds
 * later) any other string. Switch on the documented ones; treat the rest by status.
 * @public
 */
// `string & {}` keeps the literals visible to editors while accepting codes this version does not know yet.
export type SvcErrorCode = ServiceErrorCode | ClientErrorCode | StatusCode | (string & {});

/**
 * A family's own codes, plus `HTTP_<status>` and future codes.
 * @public
 */
export type CodeOf<Known extends string> = Known | StatusCode | (string & {});
