// Setup file of the vitest project server-msw: the reference server's HTTP suites, unchanged, answered by the @svc/msw
// handlers. Each test's server is made by createMockServiceWith from the test's own ports (clock, ids, recorders,
// options), and every request goes through msw's getResponse(handlers, request): in-process, no network.
import type { ReferenceServerOptions } from '@svc/reference-server';
import { getResponse } from 'msw';
import { createMockServiceWith } from '../../src/create-mock-service.js';

const EXTERNAL_TARGET = Symbol.for('svc.test-target');

(globalThis as Record<symbol, unknown>)[EXTERNAL_TARGET] = {
  name: 'msw',
  async start(options: ReferenceServerOptions, baseUrl: string) {
    const { seed, ...ports } = options;
    const { service, server } = await createMockServiceWith({ baseUrl, seed: seed ?? 'empty' }, ports);
    return {
      server,
      async send(request: Request): Promise<Response> {
        const response = await getResponse(service.handlers, request);
        if (!response) throw new Error(`@svc/msw: no handler answered ${request.method} ${request.url}`);
        return response;
      },
    };
  },
};
