import { describe, expect, it } from 'vitest';
import { openapiDocument } from './document.js';

type Media = Record<string, { example?: unknown; examples?: unknown }>;
type Operation = {
  operationId?: string;
  tags?: string[];
  requestBody?: { content?: Media };
  responses?: Record<string, { $ref?: string; content?: Media }>;
};
const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;
const doc = openapiDocument as {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Media }> };
};

function operations(): Array<[string, string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((m) => [m.toUpperCase(), path, item[m]!] as [string, string, Operation]),
  );
}

describe('the contract', () => {
  it('holds the 23 operations of the service description', () => {
    const described = [
      'GET /v1/content/{siteId}/{collection}',
      'GET /v1/content/{siteId}/{collection}/{slug}',
      'POST /v1/capture',
      'GET /v1/engage/sdk.js',
      'GET /v1/engage/config',
      'POST /v1/engage/chat',
      'GET /v1/engage/conversations/{conversationId}',
      'POST /v1/engage/forms/{form}',
      'POST /v1/engage/support',
      'GET /api/engage/sites',
      'POST /api/engage/sites',
      'PATCH /api/engage/sites/{siteId}',
      'GET /api/engage/sites/{siteId}/knowledge',
      'PUT /api/engage/sites/{siteId}/knowledge',
      'POST /api/engage/sites/{siteId}/keys',
      'GET /api/engage/sites/{siteId}/stats',
      'GET /api/engage/sites/{siteId}/tickets',
      'POST /api/engage/sites/{siteId}/tickets/{ticketId}/reply',
      'GET /api/engage/sites/{siteId}/conversations',
      'POST /api/engage/sites/{siteId}/conversations/{conversationId}/reply',
      'POST /api/engage/sites/{siteId}/conversations/{conversationId}/release',
      'POST /api/engage/sites/{siteId}/conversations/{conversationId}/close',
      'POST /api/engage/sites/{siteId}/webhook/test',
    ];
    const present = new Set(operations().map(([m, p]) => `${m} ${p}`));
    for (const op of described) expect(present, op).toContain(op);
  });

  it("declares the description's webhooks and the rating event", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(['chat.escalated', 'conversation.rated', 'webhook.test']);
  });

  it('gives every operation a unique lowerCamelCase operationId and a tag', () => {
    const ids = operations().map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]+$/);
    for (const [, , op] of operations()) expect(op.tags?.length).toBe(1);
  });

  it('gives every request and response body of every operation an example (redocly validates them against the schemas)', () => {
    const missing: string[] = [];
    const check = (where: string, content: Media | undefined) => {
      for (const [mediaType, media] of Object.entries(content ?? {})) {
        if (media.example === undefined && media.examples === undefined) missing.push(`${where} ${mediaType}`);
      }
    };
    const all = [
      ...operations(),
      ...Object.values(doc.webhooks).flatMap((item) => methods.filter((m) => item[m]).map((m) => ['', '', item[m]!] as const)),
    ];
    for (const [, , op] of all) {
      check(`${op.operationId} request`, op.requestBody?.content);
      for (const [status, response] of Object.entries(op.responses ?? {}))
        if (!response.$ref) check(`${op.operationId} ${status}`, response.content);
    }
    for (const [name, response] of Object.entries(doc.components.responses)) check(`components.responses.${name}`, response.content);
    expect(missing).toEqual([]);
  });
});
