// Writes the tables the guides include (docs/generated/*.md, inlined into the pages by inline.ts in pnpm gen) from
// the sources of truth, so the guides cannot drift:
// - errors.md: every error code of the contract (openapi.yaml's response examples) with its status, the operations
//   that answer it, the service's message, and the class @svc/core's errorFromResponse makes of it;
// - retries.md: what the retrying fetch of @svc/core does, found by running it against a fake fetch for every
//   status and method, and the waits its backoff computes;
// - retry-operations.md: every operation's x-svc-retry and x-svc-idempotency extensions;
// - webhooks.md: every webhook event of the contract with its example payload.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backoffDelay, createRetryingFetch, errorFromResponse, RETRY_COUNT_HEADER } from '@svc/core';
import { openapiDocument } from '@svc/spec/document';

const out = fileURLToPath(new URL('../generated/', import.meta.url));
mkdirSync(out, { recursive: true });

type Json = Record<string, unknown>;
const doc = openapiDocument as unknown as Json;
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];
/** Text for a table cell of a VitePress page: no pipes, no lines, and no <, >, { or } that Vue would read. */
const cell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;');

/** Follows a local $ref (#/components/...). */
function deref(value: unknown): Json {
  let v = value as Json;
  while (v && typeof v.$ref === 'string') {
    v = (v.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key], doc) as Json;
  }
  return v;
}

interface Operation {
  id: string;
  method: string;
  path: string;
  op: Json;
}
const operations: Operation[] = [];
for (const [path, item] of Object.entries(doc.paths as Json)) {
  for (const method of METHODS) {
    const op = (item as Json)[method] as Json | undefined;
    if (op) operations.push({ id: op.operationId as string, method: method.toUpperCase(), path, op });
  }
}

// ---- errors.md
interface CodeSeen {
  statuses: Set<number>;
  messages: Set<string>;
  operations: Set<string>;
}
const codes = new Map<string, CodeSeen>();
for (const { id, op } of operations) {
  for (const [status, response] of Object.entries((op.responses ?? {}) as Json)) {
    if (!/^[45]\d\d$/.test(status)) continue;
    for (const media of Object.values((deref(response).content ?? {}) as Json)) {
      for (const example of Object.values(((media as Json).examples ?? {}) as Json)) {
        const value = deref(example).value as Json | undefined;
        if (!value || typeof value.code !== 'string') continue;
        const seen = codes.get(value.code) ?? { statuses: new Set(), messages: new Set(), operations: new Set() };
        seen.statuses.add(Number(status));
        if (typeof value.message === 'string') seen.messages.add(value.message);
        seen.operations.add(id);
        codes.set(value.code, seen);
      }
    }
  }
}
const classOf = (status: number, code: string) => errorFromResponse(new Response('{}', { status }), { success: false, code, message: 'm' });
const errorRows = [...codes.entries()]
  .sort(([a, x], [b, y]) => Math.min(...x.statuses) - Math.min(...y.statuses) || a.localeCompare(b))
  .map(([code, seen]) => {
    const statuses = [...seen.statuses].sort();
    const classes = [...new Set(statuses.map((s) => `\`${classOf(s, code).name}\``))].join(', ');
    const retryable = statuses.some((s) => classOf(s, code).retryable) ? 'yes' : 'no';
    const messages = [...seen.messages]
      .slice(0, 3)
      .map((m) => `"${cell(m.length > 140 ? `${m.slice(0, 140)}…` : m)}"`)
      .join('<br>');
    const ops = [...seen.operations].sort();
    const shown =
      ops.length > 6
        ? `${ops
            .slice(0, 6)
            .map((o) => `\`${o}\``)
            .join(', ')} and ${ops.length - 6} more`
        : ops.map((o) => `\`${o}\``).join(', ');
    return `| \`${code}\` | ${statuses.join(', ')} | ${classes} | ${retryable} | ${messages} | ${shown} |`;
  });
writeFileSync(
  join(out, 'errors.md'),
  [
    `Every error code in the contract's response examples (${codes.size} codes), the status it comes with, the class the SDKs throw for it, whether the SDKs retry it, the service's message and the operations that answer it.`,
    '',
    '| code | status | class | retried | message (examples) | operations |',
    '|---|---|---|---|---|---|',
    ...errorRows,
    '',
  ].join('\n'),
);

// ---- retries.md: ask the retrying fetch itself.
async function attempts(method: string, outcome: number | 'network', extra: { key?: boolean } = {}): Promise<number> {
  let count = 0;
  const fetch = async () => {
    count++;
    if (outcome === 'network') throw new TypeError('fetch failed');
    return new Response('{}', { status: outcome, headers: { 'content-type': 'application/json' } });
  };
  const retrying = createRetryingFetch({ fetch, maxRetries: 2, backoff: { baseMs: 1, capMs: 1 } });
  const headers = extra.key ? { 'Idempotency-Key': 'idk_docs_table_0001' } : undefined;
  try {
    const response = await retrying(new Request('https://svc.invalid/x', { method, headers, body: method === 'POST' ? '{}' : undefined }));
    await response.body?.cancel();
  } catch {
    // a network failure after the last attempt
  }
  return count;
}
const OUTCOMES: Array<number | 'network'> = [400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504, 'network'];
const KINDS = [
  { label: 'GET, HEAD', method: 'GET' },
  { label: 'POST with `Idempotency-Key`', method: 'POST', key: true },
  { label: 'POST without a key', method: 'POST' },
];
const header = `| outcome | ${KINDS.map((k) => k.label).join(' | ')} |`;
const rows: string[] = [];
for (const outcome of OUTCOMES) {
  const counts = await Promise.all(KINDS.map((k) => attempts(k.method, outcome, { key: k.key })));
  rows.push(
    `| ${outcome === 'network' ? 'network failure or timeout' : outcome} | ${counts.map((n) => (n > 1 ? `retried (${n} attempts)` : 'not retried')).join(' | ')} |`,
  );
}
const waits = [1, 2, 3, 4, 5, 6].map((retry) => {
  const low = backoffDelay(retry, { random: () => 0 });
  const high = backoffDelay(retry, { random: () => 1 });
  return `| ${retry} | ${low.toLocaleString('en')} to ${high.toLocaleString('en')} ms |`;
});
writeFileSync(
  join(out, 'retries.md'),
  [
    'What the retrying fetch under every SDK does with each outcome, with the default `maxRetries` of 2 (found by running it: this table is generated from `@svc/core` itself).',
    '',
    header,
    `|---|${KINDS.map(() => '---').join('|')}|`,
    ...rows,
    '',
    'A chat turn is sent with `idempotent` set (the service dedupes it), so it is retried like a keyed POST.',
    '',
    `The wait before each retry, when the response asks none (no \`Retry-After\`, and on a 429 no \`RateLimit-Reset\`): exponential backoff with equal jitter, between half and all of 500 ms doubling per retry, capped at 8,000 ms. Retries carry \`${RETRY_COUNT_HEADER}\` (1 on the first retry).`,
    '',
    '| retry | wait |',
    '|---|---|',
    ...waits,
    '',
  ].join('\n'),
);

// ---- retry-operations.md
const opRows = operations
  .filter(({ path }) => path.startsWith('/v1') || path.startsWith('/api/'))
  .filter(({ method }) => method !== 'OPTIONS')
  .map(({ id, method, path, op }) => {
    const retry = op['x-svc-retry'] as Json | undefined;
    const idem = op['x-svc-idempotency'] as Json | undefined;
    const statuses = retry ? (retry.statuses as number[]).join(', ') : '-';
    const safe = retry ? (retry.safe ? 'yes' : 'with an idempotency key') : '-';
    const key = idem
      ? `\`${idem.header as string}\` (replay ${idem.replayStatus as number}, conflict ${idem.conflictStatus as number})`
      : '-';
    return `| \`${id}\` | ${method} \`${path}\` | ${statuses} | ${safe} | ${key} |`;
  });
writeFileSync(
  join(out, 'retry-operations.md'),
  [
    "Every operation of the service's interfaces, as the contract's `x-svc-retry` and `x-svc-idempotency` extensions describe it.",
    '',
    '| operation | request | statuses worth retrying | safe to repeat | idempotency |',
    '|---|---|---|---|---|',
    ...opRows,
    '',
  ].join('\n'),
);

// ---- webhooks.md
const events: string[] = [];
for (const [name, item] of Object.entries((doc.webhooks ?? {}) as Json)) {
  const post = (item as Json).post as Json;
  const body = deref(post.requestBody);
  const media = (body.content as Json)['application/json'] as Json;
  const schema = deref(media.schema);
  const example = Object.values((media.examples ?? {}) as Json).map((e) => deref(e).value)[0];
  const data = deref((schema.properties as Json | undefined)?.data);
  const fields = Object.entries((data.properties ?? {}) as Json).map(([field, s]) => {
    const d = deref(s);
    const required = ((data.required as string[] | undefined) ?? []).includes(field) ? '' : ' (optional)';
    return `| \`${field}\`${required} | ${cell(String(d.description ?? d.type ?? ''))} |`;
  });
  events.push(
    `### \`${name}\``,
    '',
    `${cell(String(post.summary))}. ${String(post.description ?? '')
      .trim()
      .replace(/\s+/g, ' ')}`,
    '',
    '| `data` field | meaning |',
    '|---|---|',
    ...fields,
    '',
    '```json',
    JSON.stringify(example, null, 2),
    '```',
    '',
  );
}
writeFileSync(join(out, 'webhooks.md'), events.join('\n'));
console.log(
  `contract-pages: ${codes.size} error codes, ${opRows.length} operations, ${Object.keys(doc.webhooks ?? {}).length} webhook events, the retry table`,
);
