// The whole svc contract. Its types and generated constants live in @svc/types, the light package the clients depend
// on, and are re-exported here unchanged (one copy of each value); this package adds the contract as data
// (`@svc/spec/document`) and as files (`@svc/spec/openapi.yaml`, `@svc/spec/openapi.json`), which only the
// reference server, the mocks and tooling need. index.test.ts checks that nothing of @svc/types is left out.
export type {
  $defs,
  AdminFaultKind,
  components,
  ErrorBody,
  ErrorCode,
  ErrorCodeOf,
  ErrorStatus,
  OperationId,
  operations,
  paths,
  Schema,
  WebhookEvent,
  WebhookEventMap,
  WebhookEventType,
  webhooks,
} from '@svc/types';
export {
  adminFaultKinds,
  callerMistakes,
  EXPOSED_HEADERS,
  errorCodes,
  faultFiresOn,
  faultOperations,
  IDEMPOTENCY_KEY_PATTERN,
  limits,
  operationIds,
  parameterLimits,
  preflightHeaders,
  webhookEventTypes,
} from '@svc/types';
