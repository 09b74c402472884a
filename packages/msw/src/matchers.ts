// `toHaveReceived`, the matcher `@svc/msw/vitest` and `@svc/msw/jest` register: `expect(svc).toHaveReceived(operation,
// { times?, body? })` runs `svc.expectRequest` and fails with its near-miss report. Types only from the rest of the
// package, so each entry stays a few lines when bundled on its own (its CommonJS build for Jest).
import type { OperationId } from '@svc/spec';
import type { MockService } from './create-mock-service.js';
import type { RequestExpectation } from './verification.js';

/**
 * The options of `toHaveReceived`: how many times (exactly; one or more without it) and a deep partial of the body.
 * @public
 */
export type ReceivedOptions<Op extends OperationId = OperationId> = Omit<RequestExpectation<Op>, 'operation'>;

interface MatcherResult {
  pass: boolean;
  message: () => string;
}

function isMockService(value: unknown): value is MockService {
  return typeof value === 'object' && value !== null && typeof (value as Partial<MockService>).expectRequest === 'function';
}

/** The matcher itself, as `expect.extend` takes it (vitest and Jest call it alike). */
// eslint-disable-next-line max-params -- `this` is the matcher context expect.extend gives, not an argument: the matcher takes the value and its two arguments
export async function toHaveReceived(
  this: { isNot?: boolean },
  received: unknown,
  operation: OperationId,
  options: ReceivedOptions = {},
): Promise<MatcherResult> {
  if (!isMockService(received)) {
    throw new TypeError('toHaveReceived: expect(svc) takes the mock service createMockService() returned');
  }
  try {
    const met = await received.expectRequest({ ...options, operation });
    const ids = met.requests.map((r) => `${r.method} ${r.path} → ${r.status} [${r.id}]`).join('; ');
    return {
      pass: true,
      message: () =>
        `expected no ${operation} request${options.body === undefined ? '' : ` with body ${JSON.stringify(options.body)}`}` +
        `${options.times === undefined ? '' : ` ${options.times} times`}; ${met.matched} matched: ${ids}`,
    };
  } catch (error) {
    // By name, not instanceof: the CommonJS and ESM builds each have their own copy of the class.
    if ((error as Error | undefined)?.name === 'RequestExpectationError') return { pass: false, message: () => (error as Error).message };
    throw error;
  }
}
