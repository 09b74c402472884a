// Fuzzes every admin operation of openapi.yaml: a refused call answers 4xx in the error format and changes nothing.
import { openapiDocument } from '@svc/spec/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse, isValidRequestBody } from '../../test/contract-validator.js';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: Schema[];
  requestBody?: { content?: Record<string, { schema?: Schema; examples?: Record<string, { value?: unknown }> }> };
}
const doc = openapiDocument as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Schema>>;
};
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

function resolve<T = Schema>(node: unknown): T {
  let current = node as Schema;
  while (current && typeof current.$ref === 'string') {
    const [, kind, name] = (current.$ref as string).replace('#/components/', '').match(/^([^/]+)\/(.+)$/) ?? [];
    current = doc.components[kind!]![name!]!;
  }
  return current as T;
}

/** Every admin operation of the contract, so an operation added there is fuzzed without touching this file. */
const adminOperations = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/_admin/'))
  .flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const operation = item[method]!;
      const content = operation.requestBody?.content?.['application/json'];
      const example = Object.values(content?.examples ?? {})[0]?.value;
      const params = (operation.parameters ?? []).map((p) => resolve<{ name: string; in: string; schema?: Schema }>(p));
      return { path, method: method.toUpperCase(), operationId: operation.operationId, schema: content?.schema, example, params };
    }),
  );

const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(100_001),
  '\u0000',
  '\ud800',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '\u202e\u200b',
];
const WRONG_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  1.5,
  'x',
  [],
  [1, 2],
  {},
  { __proto__: { polluted: true } },
  ...HOSTILE_STRINGS,
];
const NESTED_WRONG_VALUES: unknown[] = [null, -1, 'x'.repeat(100_001), '\u0000', [], {}];
const MALFORMED_BODIES = [
  '{',
  '{"a":',
  'nul',
  '[]',
  '"text"',
  '123',
  'null',
  '{"a":1}}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  const resolved = schema ? resolve(schema) : undefined;
  if (!resolved) return {};
  const own = (resolved.properties ?? {}) as Record<string, Schema>;
  const inherited = ((resolved.allOf ?? []) as Schema[]).map((s) => propertiesOf(s));
  return Object.assign({}, ...inherited, own) as Record<string, Schema>;
}

/** Every path inside a JSON value (object properties and array items), outermost first. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  }
  return [];
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

/** Bodies that break the schema one place at a time, starting from the contract's own example. */
function badBodies(schema: Schema | undefined, example: unknown): string[] {
  const base = example && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  const bodies = MALFORMED_BODIES.slice();
  for (const name of Object.keys(propertiesOf(schema))) {
    for (const value of WRONG_VALUES) bodies.push(JSON.stringify({ ...base, [name]: value }));
  }
  // Nested places too (a member's roles, a field definition's type), each with every wrong value.
  for (const path of pathsOf(base).filter((p) => p.length > 1)) {
    for (const value of NESTED_WRONG_VALUES) bodies.push(JSON.stringify(replaced(base, path, value)));
  }
  bodies.push(JSON.stringify({ ...base, unknownField: 'x' }));
  bodies.push(JSON.stringify({ ...base, nested: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) }));
  return bodies;
}

let t: TestServer;
const ids: Record<string, string> = {};

/**
 * The exported state as sent, byte for byte (its `savedAt` is the frozen clock, so time travel shows too), with the
 * test control the export does not carry: faults and the outbox.
 */
async function exported(): Promise<string> {
  const parts = await Promise.all(
    ['/_admin/state', '/_admin/faults', '/_admin/outbox'].map((path) => t.request('GET', path, { unchecked: true })),
  );
  return parts.map((r) => r.text).join('\n');
}

async function freshDemo(): Promise<void> {
  expect((await t.request('POST', '/_admin/reset', { json: { seed: 'demo' } })).status).toBe(200);
}

beforeAll(async () => {
  t = await startServer({ seed: 'demo' });
  const state = (await t.request('GET', '/_admin/state')).body as { tables: Record<string, Record<string, unknown>[]> };
  const rows = (name: string) => state.tables[name] ?? [];
  const entry = rows('content.entries')[0]!;
  ids.websiteId = entry.websiteId as string;
  ids.collection = entry.collection as string;
  ids.entryId = entry.id as string;
  ids.contentKeyId = rows('keys').find((k) => k.family === 'content')!.id as string;
  ids.captureKeyId = rows('keys').find((k) => k.family === 'capture')!.id as string;
  ids.submissionId = rows('capture.submissions')[0]!.id as string;
});
afterAll(() => t.close());

function realPath(path: string, unknownId?: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (unknownId !== undefined) return encodeURIComponent(unknownId);
    if (name === 'keyId') return path.includes('/content/') ? ids.contentKeyId! : ids.captureKeyId!;
    if (name === 'leadId') return ids.submissionId!;
    return ids[name]!;
  });
}

async function isValidJsonBody(operation: { method: string; path: string }, text: string): Promise<boolean> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return isValidRequestBody(operation.method, operation.path, value);
}

const UNKNOWN_IDS = ['does_not_exist', 'x'.repeat(2000), '__proto__', '%00', '..'];

describe('a refused admin call changes nothing', () => {
  it.each(adminOperations.map((o) => [o.operationId, o] as const))(
    '%s refuses bad input with 4xx and leaves the state byte-for-byte as it was',
    async (_id, operation) => {
      await freshDemo();
      const attempts: { path: string; body?: string; query?: string }[] = [];
      const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      if (withBody && operation.schema)
        for (const body of badBodies(operation.schema, operation.example)) attempts.push({ path: realPath(operation.path), body });
      if (operation.path.includes('{')) {
        const body = withBody ? JSON.stringify(operation.example ?? {}) : undefined;
        for (const unknownId of UNKNOWN_IDS) attempts.push({ path: realPath(operation.path, unknownId), body });
      }
      for (const param of operation.params.filter((p) => p.in === 'query')) {
        for (const value of ['', 'x'.repeat(5000), '-1', 'NaN', '__proto__', '%00']) {
          attempts.push({ path: realPath(operation.path), query: `${param.name}=${encodeURIComponent(value)}` });
        }
      }
      const failures: string[] = [];
      let before = await exported();
      for (const attempt of attempts) {
        const url = attempt.query ? `${attempt.path}?${attempt.query}` : attempt.path;
        const headers: Record<string, string> = { 'content-type': 'application/json', 'x-identity-sub': 'user_demo' };
        const r = await t.request(operation.method, url, { body: attempt.body, headers, unchecked: true });
        const what = `${operation.method} ${url} ${attempt.body?.slice(0, 120) ?? ''} → ${r.status} ${r.text.slice(0, 200)}`;
        if (r.status >= 500) failures.push(`5xx: ${what}`);
        for (const p of await checkResponse(operation.method, url.split('?')[0]!, r.status, r.headers, r.body))
          failures.push(`contract: ${p.problem}: ${what}`);
        if (r.status < 400 && attempt.body !== undefined && !(await isValidJsonBody(operation, attempt.body)))
          failures.push(`accepted invalid input: ${what}`);
        else if (r.status >= 400) {
          const body = r.body as Record<string, unknown> | undefined;
          if (body?.success !== false || typeof body.code !== 'string' || typeof body.message !== 'string')
            failures.push(`not the error format: ${what}`);
          if ((await exported()) !== before) {
            failures.push(`state changed: ${what}`);
            await freshDemo();
            before = await exported();
          }
        } else {
          // An accepted call may change the state; the next refusal is measured against what it left.
          before = await exported();
        }
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
