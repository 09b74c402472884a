// The contract's table of where each fault kind fires (`x-svc-fault-operations`, generated into @svc/spec as
// `faultOperations`) is true both ways: every operation it lists for a kind consumes a fault of that kind on a
// request that reaches it, and nothing the server does ever consults a kind for an operation the table leaves out.
import type { AdminFaultKind } from '@svc/spec';
import { adminFaultKinds, faultFiresOn, faultOperations } from '@svc/spec';
import { openapiDocument } from '@svc/spec/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { createTestSite, TEST_ORIGIN } from '../engage/test-support.js';
import type { Fault, FaultKind, FaultSpec } from '../ports/faults.js';
import { MemoryFaults } from '../ports/faults.js';
import { OPERATION_IDS, readFaultSpec, UNKNOWN_OPERATION_MESSAGE } from './fault-operations.js';

/** Faults that remember every kind the server asked about, for which operation, whether one was in force or not. */
class AskedFaults extends MemoryFaults {
  readonly asked = new Set<string>();
  override consume(operation: string, kind: FaultKind): Fault | undefined {
    this.asked.add(`${kind} ${operation}`);
    return super.consume(operation, kind);
  }
}

const faults = new AskedFaults();
let t: TestServer;
let site: Awaited<ReturnType<typeof createTestSite>>;
let portal: Record<string, string>;

const engage = () => ({ 'x-api-key': site.key, origin: TEST_ORIGIN });
async function chatTurn(message: string): Promise<{ conversationId: string; visitorToken: string }> {
  const r = await t.request('POST', '/v1/engage/chat', { headers: engage(), json: { message } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { conversationId: r.body.conversationId, visitorToken: r.body.visitorToken };
}

/** A request of each operation the table names, made so it reaches every check the operation has. */
const SEND: Record<string, () => Promise<unknown>> = {
  async listContentEntries() {
    const demo = t.server.demo!;
    return t.request('GET', `/v1/content/${demo.content.siteId}/${demo.content.collections[0]!}`, {
      headers: { 'x-api-key': demo.content.keys.live },
    });
  },
  async getContentEntry() {
    const demo = t.server.demo!;
    const path = `/v1/content/${demo.content.siteId}/${demo.content.collections[0]!}`;
    const list = await t.request('GET', path, { headers: { 'x-api-key': demo.content.keys.live } });
    return t.request('GET', `${path}/${list.body.items[0].slug}`, { headers: { 'x-api-key': demo.content.keys.live } });
  },
  createCapture: () =>
    t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': t.server.demo!.capture.keys.test },
      json: { fields: { email: 'ada@example.org' } },
    }),
  getEngageConfig: () => t.request('GET', '/v1/engage/config', { headers: engage() }),
  // A visitor asking for a person: the assistant is asked, the thread could be held, chat.escalated is sent.
  sendChatMessage: () => t.request('POST', '/v1/engage/chat', { headers: engage(), json: { message: 'Can I talk to a person please?' } }),
  async getConversation() {
    const thread = await chatTurn('What are your opening hours?');
    return t.request('GET', `/v1/engage/conversations/${thread.conversationId}?visitorToken=${thread.visitorToken}`, { headers: engage() });
  },
  async createConversationStream() {
    const thread = await chatTurn('What are your opening hours?');
    return t.request('POST', `/v1/engage/conversations/${thread.conversationId}/stream`, {
      headers: engage(),
      json: { visitorToken: thread.visitorToken },
    });
  },
  async rateConversation() {
    const thread = await chatTurn('What are your opening hours?');
    await t.request('POST', `/api/engage/sites/${site.site.id}/conversations/${thread.conversationId}/close`, { headers: portal });
    return t.request('POST', `/v1/engage/conversations/${thread.conversationId}/rating`, {
      headers: engage(),
      json: { visitorToken: thread.visitorToken, score: 'good' },
    });
  },
  submitManagedForm: () =>
    t.request('POST', '/v1/engage/forms/contact', { headers: engage(), json: { fields: { email: 'ada@example.org', message: 'Hi' } } }),
  createSupportTicket: () =>
    t.request('POST', '/v1/engage/support', { headers: engage(), json: { name: 'Ada', email: 'ada@example.org', message: 'Hello' } }),
  adminTestCaptureSite: () => t.request('POST', `/_admin/capture/websites/${t.server.demo!.capture.siteId}/site/test`),
  async adminRetryCaptureNotification() {
    // A submission whose alert failed, so there is something to retry.
    faults.inject({ operation: 'createCapture', kind: 'notification_failure', times: 1 });
    const stored = await SEND.createCapture!();
    const id = (stored as { body: { id: string } }).body.id;
    return t.request('POST', `/_admin/capture/submissions/${id}/notify`);
  },
  testSiteWebhook: () => t.request('POST', `/api/engage/sites/${site.site.id}/webhook/test`, { headers: portal }),
  // A person took the thread; the visitor asked meanwhile; the release has the assistant answer that question.
  async releaseSiteConversation() {
    const thread = await chatTurn('What are your opening hours?');
    const path = `/api/engage/sites/${site.site.id}/conversations/${thread.conversationId}`;
    await t.request('POST', `${path}/reply`, { headers: portal, json: { message: 'A person here.' } });
    await t.request('POST', '/v1/engage/chat', {
      headers: engage(),
      json: { message: 'Can I talk to a person please?', visitorToken: thread.visitorToken },
    });
    return t.request('POST', `${path}/release`, { headers: portal });
  },
  // A reset to the demo sends the demo leads' alerts as a capture's are sent; the test's site is made again after it.
  async adminReset() {
    const reset = await t.request('POST', '/_admin/reset', { json: { seed: 'demo' } });
    await makeSite();
    return reset;
  },
};

async function makeSite(): Promise<void> {
  site = await createTestSite(t.server.deps);
  const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
  portal = { 'x-portal-key': portalKey, 'x-identity-sub': site.site.ownerSub };
}

beforeAll(async () => {
  t = await startServer({ seed: 'demo', faults });
  await makeSite();
});
afterAll(() => t.close());

const listed = (kind: AdminFaultKind): readonly string[] => {
  const operations = faultOperations[kind];
  return operations === '*' ? [] : operations;
};

describe('every kind fires on every operation the contract lists for it', () => {
  for (const kind of adminFaultKinds.filter((k) => k !== 'latency')) {
    for (const operation of listed(kind)) {
      it(`${kind} on ${operation}`, async () => {
        faults.clear();
        // Many chat turns from one visitor: each test starts with the limits' full allowance.
        t.server.testControl.resetRateLimits();
        const spec: FaultSpec = { operation, kind, times: 1 };
        const fault = faults.inject(spec);
        await SEND[operation]!();
        expect(
          faults.active().map((f) => f.id),
          `${kind} was not consumed by ${operation}`,
        ).not.toContain(fault.id);
        faults.clear();
      });
    }
  }
});

/** A request of an operation from its template alone: any value for the parameters, no body. */
function bare(method: string, template: string): Request {
  const path = template.replace(/\{[^}]+\}/g, 'x');
  return new Request(`${t.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json' } });
}

describe('latency fires on every operation', () => {
  const operations: Array<[string, string, string]> = [];
  for (const [template, item] of Object.entries(openapiDocument.paths as Record<string, Record<string, { operationId?: string }>>)) {
    for (const [method, op] of Object.entries(item)) if (op?.operationId) operations.push([op.operationId, method.toUpperCase(), template]);
  }

  it('the contract lists every operation once', () => {
    expect(operations.map(([id]) => id).sort()).toEqual([...OPERATION_IDS].sort());
  });

  it('each operation, reached by a request of its method and path, consumes a latency fault aimed at it', async () => {
    const missed: string[] = [];
    for (const [operation, method, template] of operations) {
      faults.clear();
      const fault = faults.inject({ operation, kind: 'latency', latencyMs: 0, times: 1 });
      const response = await t.send(bare(method, template));
      await response.body?.cancel();
      await t.server.idle();
      if (faults.active().some((f) => f.id === fault.id)) missed.push(`${operation} (${method} ${template})`);
    }
    faults.clear();
    expect(missed).toEqual([]);
  });
});

describe('no kind is ever asked about for an operation the contract leaves out', () => {
  it('over every request above, each (kind, operation) the server consulted is in the table', () => {
    expect(faults.asked.size).toBeGreaterThan(50);
    const outside = [...faults.asked].filter((pair) => {
      const [kind, operation] = pair.split(' ') as [AdminFaultKind, string];
      return !faultFiresOn(kind, operation);
    });
    expect(outside).toEqual([]);
  });
});

describe('readFaultSpec', () => {
  it('takes a fault the admin API can inject', () => {
    const spec = { operation: 'createCapture', kind: 'rate_limit', times: 2 };
    expect(readFaultSpec(spec)).toEqual(spec);
  });

  it('names unknown fields, bad fields, and a fault that could never fire', () => {
    expect(readFaultSpec({ operation: 'createCapture', kind: 'latency', ms: 5 })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['ms'],
    });
    expect(readFaultSpec({ operation: '*', kind: 'latency', times: 0 })).toMatchObject({ fields: ['times', 'latencyMs'] });
    expect(readFaultSpec({ operation: 'nope', kind: 'rate_limit' })).toMatchObject({
      message: UNKNOWN_OPERATION_MESSAGE,
      fields: ['operation'],
    });
    expect(readFaultSpec({ operation: 'getHealth', kind: 'assistant_unavailable' })).toMatchObject({ fields: ['operation', 'kind'] });
  });
});
