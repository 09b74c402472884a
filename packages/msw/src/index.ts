// @svc/msw: the svc reference server's core as Mock Service Worker handlers, for Node (setupServer) and browsers
// (setupWorker).
export { createMockService } from './create-mock-service.js';
export type { MockSeed, MockService, MockServiceOptions } from './create-mock-service.js';
export type { ActiveScenario, ScenarioArgs, ScenarioName, ScenarioOptionsMap, Scenarios, ScenarioTarget } from './scenario.js';
export type {
  CapturedLead,
  CapturedSubmission,
  EngageConversation,
  EngageTicket,
  MockState,
  OutboxEmail,
  WebhookDeliveryEntry,
} from './state.js';
export { AdjustableClock } from '@svc/reference-server';
export type { Clock, DemoCredentials } from '@svc/reference-server';
