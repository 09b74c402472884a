// @svc/msw: the svc reference server's core as Mock Service Worker handlers, for Node (setupServer) and browsers
// (setupWorker).
import { AdjustableClock as ServerClock } from '@svc/reference-server';

export type { Clock, DemoCredentials } from '@svc/reference-server';
export type { MockSeed, MockService, MockServiceOptions } from './create-mock-service.js';
export { createMockService, createMockServiceWith } from './create-mock-service.js';
export { ServiceHandler } from './handlers.js';
export type { MockClock } from './mock-clock.js';
export type {
  ActiveScenario,
  CurrentScenarioName,
  DeprecatedScenarioName,
  FaultScenarioName,
  ScenarioArgs,
  ScenarioName,
  ScenarioOptionsMap,
  Scenarios,
  ScenarioTarget,
} from './scenario.js';
export type {
  AsMember,
  CaptureMade,
  CollectionSetup,
  ConsoleCredentials,
  ContentMade,
  EngageSiteMade,
  EngageSiteSetup,
  EntrySetup,
  Environment,
  IssuedKey,
  MockSetup,
  WebsiteSetup,
} from './setup.js';
export type {
  CapturedLead,
  CapturedSubmission,
  EngageConversation,
  EngageTicket,
  MockState,
  OutboxEmail,
  WebhookDeliveryEntry,
} from './state.js';
export type {
  DeepPartial,
  ExpectationMet,
  NearMiss,
  RecordedRequest,
  RequestBodyOf,
  RequestExpectation,
  RequestFilter,
} from './verification.js';
export { RequestExpectationError } from './verification.js';

/**
 * A clock that follows real time plus an offset, or stands still at `start` when `frozen` (the reference server's).
 * @public
 */
export const AdjustableClock: typeof ServerClock = ServerClock;
/** The type of `AdjustableClock`'s instances. @public */
export type AdjustableClock = ServerClock;
