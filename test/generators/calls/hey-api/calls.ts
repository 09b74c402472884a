// The four calls through @hey-api/openapi-ts's SDK, as its docs show: a client per base URL, the key as `auth`.
import { createClient } from './generated/client';
import { createCapture, getEngageConfig, listContentEntries } from './generated/sdk.gen';
import type { CaptureResult, ErrorBody } from './generated/types.gen';
import type { Calls, CaptureAnswer } from './outcome';

export const run: Calls = async (baseUrl, demo, idempotencyKey) => {
  const client = createClient({ baseUrl });

  const page = await listContentEntries({
    client,
    auth: demo.content.key,
    path: { siteId: demo.content.siteId, collection: demo.content.collection },
    query: { limit: 2 },
  });
  if (!page.data) throw new Error(`content page: ${page.response.status}`);

  // createCapture declares both key schemes, so hey-api sends the key in X-Api-Key and X-Service-Key alike.
  const capture = async (): Promise<CaptureAnswer> => {
    const r = await createCapture({
      client,
      auth: demo.capture.key,
      headers: { 'Idempotency-Key': idempotencyKey },
      body: { form: 'contact', fields: { email: 'ada@example.org' }, context: { ip: '203.0.113.7' } },
    });
    if (!r.data) throw new Error(`capture: ${r.response.status}`);
    const result: CaptureResult = r.data;
    return { status: r.response.status, id: result.id, duplicate: result.duplicate };
  };
  const first = await capture();
  const replay = await capture();

  const config = await getEngageConfig({ client, auth: demo.engage.key });
  if (!config.data) throw new Error(`engage config: ${config.response.status}`);

  const denied = await listContentEntries({
    client,
    auth: 'not-a-key',
    path: { siteId: demo.content.siteId, collection: demo.content.collection },
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
