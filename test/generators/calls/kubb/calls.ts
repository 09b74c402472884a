// The four calls through kubb's fetch client (`dataReturnType: 'full'`, so each answer carries its status).
import { setConfig } from './generated/.kubb/fetch';
import { createCapture, getEngageConfig, listContentEntries } from './generated/clients';
import type { CaptureResult, ErrorBody, ListContentEntries401 } from './generated/types';
import type { Calls, CaptureAnswer } from './outcome';

/** kubb's fetch client does not throw on an error status; its data is then the error type of that status. */
const errorBody = (data: unknown): ErrorBody => {
  const body = data as Partial<ErrorBody> | null;
  if (body?.success !== false || typeof body.code !== 'string' || typeof body.message !== 'string') throw new Error('not an ErrorBody');
  return body as ErrorBody;
};

export const run: Calls = async (baseUrl, demo, idempotencyKey) => {
  setConfig({ baseURL: baseUrl });

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
      { 'Idempotency-Key': idempotencyKey },
      { headers: { 'X-Api-Key': demo.capture.key } },
    );
    if (r.status !== 200 && r.status !== 201) throw new Error(`capture: ${r.status}`);
    const result: CaptureResult = r.data;
    return { status: r.status, id: result.id, duplicate: result.duplicate };
  };
  const first = await capture();
  const replay = await capture();

  const config = await getEngageConfig(undefined, { headers: { 'X-Api-Key': demo.engage.key } });
  if (config.status !== 200) throw new Error(`engage config: ${config.status}`);

  const denied = await listContentEntries(demo.content.siteId, demo.content.collection, undefined, {
    headers: { 'X-Api-Key': 'not-a-key' },
  });
  if (denied.status !== 401) throw new Error(`expected 401, got ${denied.status}`);
  const error: ListContentEntries401 = errorBody(denied.data);

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
