// The error codes a client can meet, as types only (no bytes in a bundle). The service's codes are the contract's
// (openapi.yaml, ErrorBody.code; a test keeps this list equal to it); the client's own codes name failures without a
// response. `HTTP_<status>` is what an error body without a code gets.

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
export type ValidationCode =
  | 'FIELDS_REQUIRED'
  | 'VALIDATION_FAILED'
  | 'INVALID_LIMIT'
  | 'INVALID_CURSOR'
  | 'MESSAGE_REQUIRED'
  | 'IDENTITY_REQUIRED'
  | 'REQUIRED_FIELDS_MISSING'
  | 'FORM_NOT_CONFIGURED'
  | 'NAME_AND_EMAIL_REQUIRED'
  | 'CONVERSATION_CLOSED'
  | 'WEBHOOK_NOT_CONFIGURED';

/**
 * Codes of 401 answers.
 * @public
 */
export type AuthenticationCode = 'MISSING_KEY' | 'INVALID_KEY' | 'MISSING_CREDENTIALS' | 'INVALID_CREDENTIALS';

/**
 * Codes of 403 answers.
 * @public
 */
export type PermissionCode =
  | 'KEY_NOT_ALLOWED'
  | 'SITE_NOT_ACTIVE'
  | 'CORS_ORIGIN_DENIED'
  | 'WRONG_SITE'
  | 'ENVIRONMENT_MISMATCH'
  | 'ORIGIN_NOT_ALLOWED'
  | 'CONTENT_DISABLED'
  | 'DRAFT_ACCESS_DENIED'
  | 'SITE_NOT_FOUND'
  | 'SITE_DISABLED'
  | 'MODULE_DISABLED'
  | 'FORBIDDEN'
  | 'ADMIN_ORIGIN_DENIED';

/**
 * Codes of 404 answers.
 * @public
 */
export type NotFoundCode = 'NOT_FOUND' | 'SITE_NOT_FOUND' | 'NOT_PUBLISHED';

/**
 * Codes of 409 answers.
 * @public
 */
export type ConflictCode =
  | 'IDEMPOTENCY_CONFLICT'
  | 'REVISION_CONFLICT'
  | 'COLLECTION_EXISTS'
  | 'SCHEMA_INCOMPATIBLE'
  | 'SLUG_TAKEN'
  | 'INVALID_TRANSITION'
  | 'KEY_IN_USE'
  | 'WORLD_EXISTS';

/**
 * Codes of 503 answers.
 * @public
 */
export type UnavailableCode = 'KEY_VERIFICATION_UNAVAILABLE' | 'ASSISTANT_UNAVAILABLE' | 'STORAGE_UNAVAILABLE';

/**
 * Every code the contract documents.
 * @public
 */
export type ServiceErrorCode =
  | ValidationCode
  | AuthenticationCode
  | PermissionCode
  | NotFoundCode
  | ConflictCode
  | 'RATE_LIMITED'
  | UnavailableCode
  | 'PAYLOAD_TOO_LARGE'
  | 'METHOD_NOT_ALLOWED';

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
