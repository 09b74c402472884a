// The public types follow the contract: scenario operations are operationIds, seeds are the contract's snapshot, state
// records are the contract's schemas. The @ts-expect-error lines fail `pnpm typecheck` if a type loosens.
import type { OperationId, Schema } from '@svc/spec';
import { describe, expectTypeOf, it } from 'vitest';
import type { MockSeed, MockService, ScenarioName, ScenarioTarget } from '../src/index.js';

describe('types', () => {
  it('a scenario targets an operationId of the contract or *', () => {
    expectTypeOf<NonNullable<ScenarioTarget['operation']>>().toEqualTypeOf<OperationId | '*'>();
    const use = (svc: MockService) => {
      svc.scenario.use('rateLimited', { operation: 'createCapture', resetSeconds: 30 });
      // @ts-expect-error not an operationId of the contract
      svc.scenario.use('rateLimited', { operation: 'createCaptures' });
      // @ts-expect-error latency needs its milliseconds
      svc.scenario.use('latency');
      // @ts-expect-error not a scenario
      svc.scenario.use('serverOnFire');
    };
    expectTypeOf(use).toBeFunction();
  });

  it('names every scenario of the issue', () => {
    expectTypeOf<
      | 'rateLimited'
      | 'keyVerificationUnavailable'
      | 'assistantUnavailable'
      | 'agentTakeover'
      | 'siteDisabled'
      | 'moduleDisabled'
      | 'originDenied'
      | 'networkError'
      | 'latency'
    >().toExtend<ScenarioName>();
  });

  it('seeds and state records are the contract schemas', () => {
    expectTypeOf<Schema<'AdminStateSnapshot'>>().toExtend<MockSeed>();
    expectTypeOf<Awaited<ReturnType<MockService['state']['tickets']>>>().toEqualTypeOf<Array<Schema<'Ticket'>>>();
    expectTypeOf<Awaited<ReturnType<MockService['state']['outbox']>>>().toEqualTypeOf<Array<Schema<'AdminEmail'>>>();
  });
});
