// Fuzzes every operation of openapi.yaml with text that is not what parsers expect: lone surrogates, NUL and bidi
// controls, in property names and values of JSON bodies, in query values and in headers; and JSON bodies nested
// 10,000 deep, whole and in place of each value. None may reach a 5xx: an
// exception from a parser or validator is the client's 400 in the error format, never the server's 500.
import { openapiDocument } from '@svc/spec/document';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer, target } from '../../test/harness.js';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: Schema[];
  requestBody?: { content?: Record<string, { schema?: Schema; examples?: Record<string, { value?: unknown }>; example?: unknown }> };
}
const doc = openapiDocument as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Schema>>;
};

function resolve<T>(node: unknown): T {
  let current = node as Schema;
  while (current && typeof current.$ref === 'string') {
    const [, kind, name] = (current.$ref as string).replace('#/components/', '').match(/^([^/]+)\/(.+)$/) ?? [];
    current = doc.components[kind!]![name!]!;
  }
  return current as T;
}

/** An event stream answers 200 and never ends: its refusals are proven in its own suite (admin/requests.http.test.ts). */
const streams = (operation: { responses?: Record<string, { content?: Record<string, unknown> }> }) =>
  Object.keys(operation.responses?.['200']?.content ?? {}).includes('text/event-stream');

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  ['get', 'put', 'post', 'patch', 'delete']
    .filter((m) => item[m] && !streams(item[m] as never))
    .map((method) => {
      const operation = item[method]!;
      const content = operation.requestBody?.content?.['application/json'];
      const example = content?.example ?? Object.values(content?.examples ?? {})[0]?.value;
      const params = (operation.parameters ?? []).map((p) => resolve<{ name: string; in: string }>(p));
      return { path, method: method.toUpperCase(), operationId: operation.operationId, json: content !== undefined, example, params };
    }),
);

/** Lone surrogates (high, low, reversed pair), NUL, and bidi controls (RLO, RLI, PDF, RLM, zero width), alone and mixed in. */
const HOSTILE = ['\ud800', '\udc00', 'a\udfff\ud800b', '\u0000', 'x\u0000y', '\u202e', '\u202eevil\u202c', '\u2067\u200f', '\ufeff\u200b'];

/**
 * As raw bytes for headers and percent-encoded query values: Headers take only Latin-1 text (fetch itself refuses NUL
 * and code points above U+00FF), so a client's UTF-8 bytes arrive as these characters; `%ED%A0%80` is a UTF-8-encoded
 * surrogate (invalid UTF-8), `%C0%80` an overlong NUL, `%` a broken escape.
 */
const HOSTILE_HEADERS = ['\xed\xa0\x80', '\xe2\x80\xae', '\xef\xbb\xbf', 'a\x7fb', '\xff\xfe'];
const HOSTILE_QUERY = ['%ED%A0%80', '%ED%B0%80', '%00', '%C0%80', '%E2%80%AE', '%E2%81%A7', '%', '%zz'];

/** JSON text of `value` with property names and values placed as given (JSON.stringify escapes lone surrogates). */
function bodiesOf(example: unknown): string[] {
  const base = example && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  const bodies: string[] = [];
  for (const h of HOSTILE) {
    bodies.push(JSON.stringify({ ...base, [h]: 1 }));
    bodies.push(JSON.stringify({ [h]: base }));
    bodies.push(JSON.stringify(renamed(base, h)));
    for (const path of pathsOf(base)) bodies.push(JSON.stringify(replaced(base, path, h)));
    for (const path of pathsOf(base).filter((p) => typeof p[p.length - 1] === 'string'))
      bodies.push(JSON.stringify(replaced(base, path, { [h]: h })));
  }
  return bodies;
}

/** 10,000-deep arrays and objects: as the whole body, and in place of each value of the example. */
const DEEP = 10_000;
const DEEP_ARRAY = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
function deepBodiesOf(example: unknown): string[] {
  const base = example && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  const marker = '\u0000deep\u0000';
  const bodies = [DEEP_ARRAY, DEEP_OBJECT];
  for (const path of pathsOf(base)) {
    const text = JSON.stringify(replaced(base, path, marker));
    bodies.push(text.replace(JSON.stringify(marker), DEEP_ARRAY), text.replace(JSON.stringify(marker), DEEP_OBJECT));
  }
  return bodies;
}

/** Every name, at every depth, with `h` appended: the names a schema knows, made unknown in the hostile way. */
function renamed(value: unknown, h: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(item, h));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [`${k}${h}`, renamed(v, h)]));
  return value;
}

function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, item]) => [[...prefix, k], ...pathsOf(item, [...prefix, k])]);
  return [];
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

/**
 * The bodies sent to an operation. Behind the Node adapter and inside the @svc/msw handlers a body reaches the core as
 * the same bytes the in-process target gets (what differs there is how headers and the URL are parsed and matched),
 * so those targets send a sample of each kind, a hostile name and a deep nesting, to prove they pass through, and
 * every header and query case; the in-process target sends every body.
 */
function bodiesFor(example: unknown): string[] {
  const text = bodiesOf(example);
  const deep = deepBodiesOf(example);
  return target === 'core' ? [...text, ...deep] : [...text.slice(0, 2), ...deep.slice(0, 2)];
}

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

/** Credentials and ids of the demo, so each request gets past authentication to the parsers behind it. */
function credentials(path: string): Record<string, string> {
  const demo = t.server.demo!;
  if (path.startsWith('/v1/content')) return { 'x-api-key': demo.content.keys.test };
  if (path.startsWith('/v1/capture')) return { 'x-api-key': demo.capture.keys.test };
  if (path.startsWith('/v1/engage')) return { 'x-api-key': demo.engage.publishableKey };
  return { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': 'user_demo' };
}

async function realPath(path: string): Promise<string> {
  // Read for its ids only: the state's answer is checked against the contract by its own suites.
  const state = (await t.request('GET', '/_admin/state', { unchecked: true })).body as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  const first = (table: string, where: (row: Record<string, unknown>) => boolean = () => true) =>
    String(state.tables[table]?.find(where)?.id ?? 'none');
  const ids: Record<string, string> = {
    siteId: path.startsWith('/v1/content') ? 'web_demo' : 'eng_demo',
    websiteId: 'web_demo',
    collection: String(state.tables['content.entries']?.[0]?.collection ?? 'events'),
    slug: 'spring-open-day',
    entryId: first('content.entries'),
    keyId: first('keys', (k) => k.family === (path.includes('/content/') ? 'content' : 'capture')),
    leadId: first('capture.submissions'),
    submissionId: first('capture.submissions'),
    form: 'contact',
    conversationId: 'none',
    ticketId: 'none',
  };
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? 'none');
}

describe('no hostile text reaches a 5xx', () => {
  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s',
    async (_name, operation) => {
      const path = await realPath(operation.path);
      const base = { ...credentials(operation.path), 'content-type': 'application/json' };
      const attempts: { url: string; body?: string; headers: Record<string, string> }[] = [];
      if (operation.json) for (const body of bodiesFor(operation.example)) attempts.push({ url: path, body, headers: base });
      const body = operation.json ? JSON.stringify(operation.example ?? {}) : undefined;
      const queryNames = [...operation.params.filter((p) => p.in === 'query').map((p) => p.name), 'unknown'];
      for (const name of queryNames)
        for (const value of HOSTILE_QUERY) attempts.push({ url: `${path}?${name}=${value}`, body, headers: base });
      const headerNames = [
        ...operation.params.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
        'idempotency-key',
        'origin',
        ...Object.keys(base),
      ];
      for (const name of headerNames)
        for (const value of HOSTILE_HEADERS) attempts.push({ url: path, body, headers: { ...base, [name]: value } });

      const failures: string[] = [];
      for (const attempt of attempts) {
        let r: Awaited<ReturnType<TestServer['request']>>;
        try {
          r = await t.request(operation.method, attempt.url, { body: attempt.body, headers: attempt.headers, unchecked: true });
        } catch (error) {
          // The HTTP client itself refuses to send some bytes (undici: DEL in a header): they never reach a server.
          if (error instanceof TypeError) continue;
          throw error;
        }
        const what = `${operation.method} ${attempt.url} ${JSON.stringify(attempt.headers).slice(0, 80)} ${attempt.body?.slice(0, 100) ?? ''} → ${r.status} ${r.text.slice(0, 160)}`;
        if (r.status >= 500) failures.push(`5xx: ${what}`);
        else if (r.status >= 400 && (r.body?.success !== false || typeof r.body?.code !== 'string'))
          failures.push(`not the error format: ${what}`);
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
