// The four calls through orval's fetch client: each function answers `{ data, status, headers }` typed per status.
import { setSvcBaseUrl } from './base-url';
import { createCapture, getEngageConfig, listContentEntries } from './generated/client';
import type { CaptureResult, ErrorBody } from './generated/model';
import type { Calls, CaptureAnswer } from './outcome';

export const run: Calls = async (baseUrl, demo, idempotencyKey) => {
  setSvcBaseUrl(baseUrl);

  const page = await listContentEntries(
    demo.content.siteId,
    demo.content.collection,
    { limit: 2 },
    { headers: { 'X-Api-Key': demo.content.key } },
  );
  if (page.status !== 200) throw new Error(`content page: ${page.status}`);

  const capture = async (): Promise<CaptureAnswer> => {
    const r = await createCapture(
      { form: 'contact', fields: { email: 'ada@example.org' }, context: { ip: '203.0.113.7' } },
      { headers: { 'X-Api-Key': demo.capture.key, 'Idempotency-Key': idempotencyKey } },
    );
    if (r.status !== 200 && r.status !== 201) throw new Error(`capture: ${r.status}`);
    const result: CaptureResult = r.data;
    return { status: r.status, id: result.id, duplicate: result.duplicate };
  };
  const first = await capture();
  const replay = await capture();

  const config = await getEngageConfig({ headers: { 'X-Api-Key': demo.engage.key } });
  if (config.status !== 200) throw new Error(`engage config: ${config.status}`);

  const denied = await listContentEntries(demo.content.siteId, demo.content.collection, undefined, {
    headers: { 'X-Api-Key': 'not-a-key' },
  });
  if (denied.status !== 401) throw new Error(`expected 401, got ${denied.status}`);
  const error: ErrorBody = denied.data;

  return {
    content: {
      status: page.status,
      collection: page.data.collection,
      slugs: page.data.items.map((i) => i.slug),
      count: page.data.meta.count,
      limit: page.data.meta.limit,
      nextCursor: page.data.meta.nextCursor,
    },
    capture: { first, replay },
    engage: { status: config.status, name: config.data.name, modules: config.data.modules },
    unauthorized: { status: denied.status, success: error.success, code: error.code, message: error.message },
  };
};
