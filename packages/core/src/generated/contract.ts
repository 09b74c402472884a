// Generated from openapi.yaml by scripts/gen.ts (the key format and the error codes). Do not edit: run `pnpm gen`.
/* eslint-disable */

/**
 * The Idempotency-Key format of every operation that accepts one (openapi.yaml `x-svc-idempotency.pattern`):
 * `^[A-Za-z0-9_-]{8,100}$`. A malformed key is ignored by the service, never rejected.
 * @public
 */
export const IDEMPOTENCY_KEY_PATTERN: RegExp = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Every error code the contract documents, by the HTTP status that carries it (openapi.yaml
 * `ErrorBody.code` `x-svc-codes`). New codes may be added; treat unknown codes by status.
 * @public
 */
export interface ErrorCodesByStatus {
  /** The codes of 400 answers. */
  400: "FIELDS_REQUIRED" | "VALIDATION_FAILED" | "INVALID_LIMIT" | "INVALID_CURSOR" | "MESSAGE_REQUIRED" | "IDENTITY_REQUIRED" | "CONSENT_REQUIRED" | "REQUIRED_FIELDS_MISSING" | "FORM_NOT_CONFIGURED" | "NAME_AND_EMAIL_REQUIRED" | "WEBHOOK_NOT_CONFIGURED";
  /** The codes of 401 answers. */
  401: "MISSING_KEY" | "INVALID_KEY" | "MISSING_CREDENTIALS" | "INVALID_CREDENTIALS" | "IDENTITY_VERIFICATION_REQUIRED" | "INVALID_STREAM_TOKEN" | "ADMIN_TOKEN_REQUIRED";
  /** The codes of 403 answers. */
  403: "KEY_NOT_ALLOWED" | "SITE_NOT_ACTIVE" | "CORS_ORIGIN_DENIED" | "WRONG_SITE" | "ENVIRONMENT_MISMATCH" | "ORIGIN_NOT_ALLOWED" | "CONTENT_DISABLED" | "DRAFT_ACCESS_DENIED" | "SITE_NOT_FOUND" | "SITE_DISABLED" | "MODULE_DISABLED" | "IDENTITY_VERIFICATION_FAILED" | "FORBIDDEN" | "ADMIN_ORIGIN_DENIED" | "ADMIN_HOST_DENIED";
  /** The codes of 404 answers. */
  404: "NOT_FOUND";
  /** The codes of 405 answers. */
  405: "METHOD_NOT_ALLOWED";
  /** The codes of 409 answers. */
  409: "IDEMPOTENCY_CONFLICT" | "REVISION_CONFLICT" | "CONVERSATION_CLOSED" | "CONVERSATION_OPEN" | "ALREADY_RATED" | "WEBHOOK_NOT_CONFIGURED" | "COLLECTION_EXISTS" | "SCHEMA_INCOMPATIBLE" | "SLUG_TAKEN" | "NOT_PUBLISHED" | "INVALID_TRANSITION" | "KEY_EXISTS" | "KEY_IN_USE" | "WORLD_EXISTS" | "EXPECTATION_FAILED";
  /** The codes of 413 answers. */
  413: "PAYLOAD_TOO_LARGE";
  /** The codes of 415 answers. */
  415: "UNSUPPORTED_MEDIA_TYPE";
  /** The codes of 429 answers. */
  429: "RATE_LIMITED" | "TOO_MANY_STREAMS";
  /** The codes of 503 answers. */
  503: "KEY_VERIFICATION_UNAVAILABLE" | "ASSISTANT_UNAVAILABLE" | "STORAGE_UNAVAILABLE" | "UNAVAILABLE";
}
