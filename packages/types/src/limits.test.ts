import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EXPOSED_HEADERS, errorCodes, IDEMPOTENCY_KEY_PATTERN, limits, parameterLimits, preflightHeaders } from './index.js';

// The contract, read from openapi.yaml as `pnpm gen` reads it (this package carries no copy of the document).
const openapiDocument: unknown = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'));

type Schema = { $ref?: string; properties?: Record<string, Schema>; [keyword: string]: unknown };
type Media = { example?: { code?: unknown }; examples?: Record<string, { value?: { code?: unknown }; $ref?: string }> };
type Response = { $ref?: string; content?: Record<string, Media> };
type Operation = { responses?: Record<string, Response>; 'x-svc-idempotency'?: { pattern?: string } };
const contract = openapiDocument as {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, { schema?: Schema }>;
    responses: Record<string, Response>;
    examples?: Record<string, { value?: { code?: unknown } }>;
  };
  'x-svc-exposed-headers': string[];
};
const KEYWORDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'enum',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
];
const table = limits as unknown as Record<string, Record<string, Record<string, unknown>>>;

describe('limits', () => {
  it('holds every bound of every component schema property written in openapi.yaml, value for value', () => {
    let checked = 0;
    for (const [name, schema] of Object.entries(contract.components.schemas)) {
      for (const [property, bounds] of Object.entries(schema.properties ?? {})) {
        for (const keyword of KEYWORDS) {
          if (bounds[keyword] === undefined) continue;
          expect(table[name]?.[property]?.[keyword], `${name}.${property}.${keyword}`).toEqual(bounds[keyword]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('names the support desk bounds of the service description (name 120, email 160, message 5,000, phone 30)', () => {
    expect(limits.SupportRequest.name.maxLength).toBe(120);
    expect(limits.SupportRequest.email.maxLength).toBe(160);
    expect(limits.SupportRequest.message.maxLength).toBe(5000);
    expect(limits.SupportRequest.phone.maxLength).toBe(30);
  });

  it('names the bounds the service cuts rather than refuses: a capture keeps 20 fields cut at 2,000 characters, a managed form 24 fields, names of both cut at 40 characters', () => {
    expect(limits.CaptureRequest.fields.maxPropertiesKept).toBe(20);
    expect(limits.CaptureRequest.fields.additionalProperties.maxLengthKept).toBe(2000);
    expect(limits.CaptureRequest.fields.propertyNames.maxLengthKept).toBe(40);
    expect(limits.ManagedFormRequest.fields.maxPropertiesKept).toBe(24);
    expect(limits.ManagedFormRequest.fields.propertyNames.maxLengthKept).toBe(40);
    // Each comes from its openapi.yaml extension, value for value.
    const capture = contract.components.schemas.CaptureRequest!.properties!.fields!;
    expect(capture['x-svc-max-properties-kept']).toBe(limits.CaptureRequest.fields.maxPropertiesKept);
    expect((capture.additionalProperties as Schema)['x-svc-max-length-kept']).toBe(
      limits.CaptureRequest.fields.additionalProperties.maxLengthKept,
    );
    expect((capture.propertyNames as Schema)['x-svc-max-length-kept']).toBe(limits.CaptureRequest.fields.propertyNames.maxLengthKept);
    const form = contract.components.schemas.ManagedFormRequest!.properties!.fields!;
    expect(form['x-svc-max-properties-kept']).toBe(limits.ManagedFormRequest.fields.maxPropertiesKept);
    expect((form.propertyNames as Schema)['x-svc-max-length-kept']).toBe(limits.ManagedFormRequest.fields.propertyNames.maxLengthKept);
  });

  it("takes a property typed by a named scalar schema through its $ref (an environment's enum)", () => {
    expect(limits.ContentListMeta.environment.enum).toEqual(['test', 'live']);
  });

  it("holds the shared parameters' bounds", () => {
    expect(parameterLimits.SiteId).toEqual({ minLength: 1, maxLength: 64 });
  });
});

describe('IDEMPOTENCY_KEY_PATTERN', () => {
  it('is the x-svc-idempotency pattern of every operation that takes a key', () => {
    const patterns = Object.values(contract.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (op?.['x-svc-idempotency']?.pattern ? [op['x-svc-idempotency'].pattern] : [])),
    );
    expect(patterns.length).toBeGreaterThanOrEqual(3);
    for (const pattern of patterns) expect(IDEMPOTENCY_KEY_PATTERN.source).toBe(pattern);
  });

  it('accepts 8 to 100 characters of A-Z a-z 0-9 _ - and nothing else', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('a'.repeat(8))).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('Az09_-xy'.repeat(12).slice(0, 100))).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('a'.repeat(7))).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('a'.repeat(101))).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('abcdefg.')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('abcdefgé')).toBe(false);
  });
});

describe('EXPOSED_HEADERS', () => {
  it('is the x-svc-exposed-headers list as one Access-Control-Expose-Headers value', () => {
    expect(EXPOSED_HEADERS.split(', ')).toEqual(contract['x-svc-exposed-headers']);
    expect(EXPOSED_HEADERS).toContain('X-Request-Id');
    expect(EXPOSED_HEADERS).toContain('Retry-After');
  });
});

describe('preflightHeaders', () => {
  it("holds each OPTIONS operation's fixed headers, and every path of an interface answers the same preflight", () => {
    const byInterface = new Map<string, Set<string>>();
    for (const [path, headers] of Object.entries(preflightHeaders)) {
      const family = path.split('/')[2]!;
      byInterface.set(family, (byInterface.get(family) ?? new Set()).add(JSON.stringify(headers)));
    }
    expect([...byInterface.keys()].sort()).toEqual(['content', 'engage']);
    for (const [family, answers] of byInterface) expect(answers.size, family).toBe(1);
    expect(preflightHeaders['/v1/engage/support']['Access-Control-Allow-Headers']).toContain('Idempotency-Key');
  });
});

describe('errorCodes', () => {
  const resolve = <T>(value: T & { $ref?: string }): T => {
    let current: unknown = value;
    while (current && typeof current === 'object' && '$ref' in current && typeof current.$ref === 'string') {
      current = current.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract);
    }
    return current as T;
  };

  it('lists, under its status, every code an error example of the contract answers', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, reference] of Object.entries(operation?.responses ?? {})) {
          const response = resolve(reference);
          for (const media of Object.values(response.content ?? {})) {
            const bodies = [media.example, ...Object.values(media.examples ?? {}).map((e) => resolve(e).value)];
            for (const body of bodies) {
              if (typeof body?.code !== 'string') continue;
              seen++;
              const listed = (errorCodes as Record<string, readonly string[]>)[status] ?? [];
              if (!listed.includes(body.code)) missing.push(`${method.toUpperCase()} ${path} ${status} ${body.code}`);
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('names each code once per status', () => {
    for (const [status, codes] of Object.entries(errorCodes)) expect(new Set(codes).size, status).toBe(codes.length);
  });
});
