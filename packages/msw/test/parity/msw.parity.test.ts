// The parity suite against the @svc/msw handlers in msw's setupServer: the global fetch, intercepted.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe } from 'vitest';
import type { MockService } from '../../src/index.js';
import { createMockService } from '../../src/index.js';
import type { ParityTarget } from './scenarios.js';
import { runScenarios } from './scenarios.js';

const baseUrl = 'https://api.svc.test';
const svc: MockService = await createMockService({ baseUrl });
const server = setupServer(...svc.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const target: ParityTarget = {
  fetch: (input, init) => fetch(input, init),
  baseUrl,
  async reset() {
    await svc.reset();
    return svc.demo!;
  },
  async use(name, ...options) {
    svc.scenario.use(name, ...options);
  },
};

describe('parity: @svc/msw handlers in setupServer', () => runScenarios(target));
