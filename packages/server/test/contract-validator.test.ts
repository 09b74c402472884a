import { describe, expect, it } from 'vitest';
import { checkResponse, matchPath } from './contract-validator.js';

const json = new Headers({ 'content-type': 'application/json' });

describe('the contract validator', () => {
  it('matches concrete paths to templates, literal templates first', () => {
    expect(matchPath('/v1/content/site_1/events')).toBe('/v1/content/{siteId}/{collection}');
    expect(matchPath('/v1/engage/sdk.js')).toBe('/v1/engage/sdk.js');
    expect(matchPath('/api/engage/sites/s1/conversations/c1/close')).toBe(
      '/api/engage/sites/{siteId}/conversations/{conversationId}/close',
    );
  });

  it('reports a body that breaks the schema', async () => {
    const problems = await checkResponse('GET', '/v1/engage/config', 200, json, { success: true });
    expect(problems[0]?.problem).toMatch(/body does not match/);
  });

  it('reports an undeclared status', async () => {
    const problems = await checkResponse('POST', '/v1/capture', 418, new Headers(), {});
    expect(problems[0]?.problem).toMatch(/not declared/);
  });

  it('reports a missing required header and a wrong constant header', async () => {
    const body = { success: false, code: 'RATE_LIMITED', message: 'Too many form submissions, please try again later' };
    expect((await checkResponse('POST', '/v1/capture', 429, json, body))[0]?.problem).toMatch(/Retry-After/);
    const wrongCache = new Headers({ 'cache-control': 'max-age=60', 'content-type': 'application/json' });
    const ok = {
      success: true,
      ok: true,
      name: 'n',
      assistantName: 'a',
      modules: { chat: true, forms: true, support: true },
      identityMode: 'anonymous',
      branding: { launcherLabel: 'l', accent: '#fff', greeting: 'g' },
    };
    expect((await checkResponse('GET', '/v1/engage/config', 200, wrongCache, ok))[0]?.problem).toMatch(/Cache-Control/);
  });

  it('accepts a valid response', async () => {
    const body = { success: true, id: 'sub_1' };
    expect(await checkResponse('POST', '/v1/capture', 201, json, body)).toEqual([]);
  });

  it('reports a content type the operation does not declare', async () => {
    const problems = await checkResponse('POST', '/v1/capture', 201, new Headers({ 'content-type': 'text/html' }), '<p>hi</p>');
    expect(problems[0]?.problem).toMatch(/content type "text\/html" is not declared/);
  });

  it("reports a route the contract does not describe, unless it is the router's 404", async () => {
    expect((await checkResponse('GET', '/v1/secret', 200, new Headers(), {}))[0]?.problem).toMatch(/not in openapi.yaml/);
    expect(
      await checkResponse('GET', '/v1/secret', 404, new Headers(), { success: false, code: 'NOT_FOUND', message: 'no such endpoint' }),
    ).toEqual([]);
  });
});
