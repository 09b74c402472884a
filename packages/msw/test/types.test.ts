// The public types follow the contract: scenario operations are operationIds, seeds are the contract's snapshot, state
// records are the contract's schemas. The @ts-expect-error lines fail `pnpm typecheck` if a type loosens.
import type { AdminFaultKind, OperationId, Schema } from '@svc/spec';
import { describe, expectTypeOf, it } from 'vitest';
import type { CurrentScenarioName, DeprecatedScenarioName, MockSeed, MockService, ScenarioName, ScenarioTarget } from '../src/index.js';

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

  it('names scenarios as the server names fault kinds, and keeps the earlier names as deprecated aliases', () => {
    expectTypeOf<AdminFaultKind | 'network_error'>().toEqualTypeOf<CurrentScenarioName>();
    expectTypeOf<CurrentScenarioName | DeprecatedScenarioName>().toEqualTypeOf<ScenarioName>();
    const use = (svc: MockService) => {
      svc.scenario.use('rate_limit', { operation: 'createCapture', resetSeconds: 30, after: 1 });
      // @ts-expect-error latency needs its milliseconds
      svc.scenario.use('latency', {});
      // @ts-expect-error rate_limit takes no latencyMs
      svc.scenario.use('rate_limit', { latencyMs: 3 });
    };
    expectTypeOf(use).toBeFunction();
  });

  it('verification takes an operationId and a deep partial of its body', () => {
    const verify = async (svc: MockService) => {
      await svc.expectRequest({ operation: 'createCapture', times: 1, body: { fields: { email: 'ada@example.org' } } });
      // @ts-expect-error not an operationId of the contract
      await svc.expectRequest({ operation: 'createCaptures' });
      // @ts-expect-error a capture's form is a string
      await svc.expectRequest({ operation: 'createCapture', body: { form: 3 } });
      const [entry] = await svc.requests({ status: '4xx' });
      expectTypeOf(entry!).toEqualTypeOf<Schema<'AdminJournalEntry'>>();
    };
    expectTypeOf(verify).toBeFunction();
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
