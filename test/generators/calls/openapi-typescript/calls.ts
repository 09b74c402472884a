// The four calls through openapi-typescript's types, with openapi-fetch (its runtime companion).
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/schema';
import type { Calls, CaptureAnswer } from './outcome';

type ErrorBody = components['schemas']['ErrorBody'];
type CaptureResult = components['schemas']['CaptureResult'];

export const run: Calls = async (baseUrl, demo, idempotencyKey) => {
  const client = createClient<paths>({ baseUrl });

  const page = await client.GET('/v1/content/{siteId}/{collection}', {
    params: { path: { siteId: demo.content.siteId, collection: demo.content.collection }, query: { limit: 2 } },
    headers: { 'X-Api-Key': demo.content.key },
  });
  if (!page.data) throw new Error(`content page: ${page.response.status}`);

  const capture = async (): Promise<CaptureAnswer> => {
    const r = await client.POST('/v1/capture', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      headers: { 'X-Api-Key': demo.capture.key },
      body: { form: 'contact', fields: { email: 'ada@example.org' }, context: { ip: '203.0.113.7' } },
    });
    if (!r.data) throw new Error(`capture: ${r.response.status}`);
    const result: CaptureResult = r.data;
    return { status: r.response.status, id: result.id, duplicate: result.duplicate };
  };
  const first = await capture();
  const replay = await capture();

  const config = await client.GET('/v1/engage/config', { headers: { 'X-Api-Key': demo.engage.key } });
  if (!config.data) throw new Error(`engage config: ${config.response.status}`);

  const denied = await client.GET('/v1/content/{siteId}/{collection}', {
    params: { path: { siteId: demo.content.siteId, collection: demo.content.collection } },
    headers: { 'X-Api-Key': 'not-a-key' },
  });
  if (!denied.error) throw new Error(`expected 401, got ${denied.response.status}`);
  const error: ErrorBody = denied.error;

  return {
    content: {
      status: page.response.status,
      collection: page.data.collection,
      slugs: page.data.items.map((i) => i.slug),
      count: page.data.meta.count,
      limit: page.data.meta.limit,
      nextCursor: page.data.meta.nextCursor,
    },
    capture: { first, replay },
    engage: { status: config.response.status, name: config.data.name, modules: config.data.modules },
    unauthorized: { status: denied.response.status, success: error.success, code: error.code, message: error.message },
  };
};
