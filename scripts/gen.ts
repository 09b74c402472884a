// Generates every derived artefact of openapi.yaml; `--check` fails when the committed output has drifted.
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import type { SliceContract } from './contract-slice.js';
import { sliceOf } from './contract-slice.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const specPath = `${root}openapi.yaml`;
// The types and generated constants of the whole contract go to @svc/types (what the server, the mocks and tooling
// depend on), the contract as data to @svc/spec. Each client gets its own slice of the types (the operations of its
// interface and the components they use) and @svc/core the few constants it checks with, so a client installs
// without the whole contract's declarations.
const outDir = `${root}packages/types/src/generated/`;
const documentDir = `${root}packages/spec/src/generated/`;
const header = (what: string) =>
  `// Generated from openapi.yaml by scripts/gen.ts (${what}). Do not edit: run \`pnpm gen\`.\n/* eslint-disable */\n`;

/** api-extractor needs a release tag on every export; generated declarations get `@public`. */
function tagPublic(source: string): string {
  return source.replace(/^export (interface|type) /gm, '/** @public */\nexport $1 ');
}

type Operation = { operationId?: string; summary?: string };
type Contract = { paths: Record<string, Record<string, Operation>>; webhooks?: Record<string, Record<string, Operation>> };

/** The documentation of each top-level type, for the whole contract or one interface's slice of it (`scope`). */
const topLevelDocs = (scope: string): Record<string, string> => ({
  paths: `Every path of ${scope}, by URL template, with its operations by method.`,
  webhooks: 'Every webhook event the service sends, by event type.',
  components: `The reusable parts of ${scope}: schemas, responses, parameters and headers.`,
  operations: `Every operation of ${scope} by operationId: its parameters, request body and responses.`,
  $defs: 'JSON Schema definitions outside components (none in this contract).',
});
const COMPONENTS: Record<string, string> = {
  schemas: 'The schemas of request and response bodies, by name.',
  responses: 'Responses shared by several operations, by name.',
  parameters: 'Parameters shared by several operations, by name.',
  requestBodies: 'Request bodies shared by several operations (none in this contract).',
  headers: 'Response headers shared by several operations, by name.',
  pathItems: 'Path items shared by several paths (none in this contract).',
};

/**
 * api-extractor documents every member of a generated type; openapi-typescript leaves a comment only where the
 * contract has a description. Each top-level type and each of its members gets one from the contract: an
 * operation's summary, a path's operations, a webhook's summary.
 */
function documentMembers(source: string, document: Contract, scope = 'the contract'): string {
  const TOP_LEVEL = topLevelDocs(scope);
  const summaryOf = (op: Operation | undefined) => (op?.summary ?? '').replace(/\*\//g, '* /');
  const operations = new Map<string, string>();
  const pathDocs = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    const ops = Object.entries(item).filter(([, op]) => typeof op?.operationId === 'string');
    for (const [method, op] of ops) operations.set(op.operationId!, `${summaryOf(op)} (\`${method.toUpperCase()} ${path}\`).`);
    pathDocs.set(path, ops.map(([method, op]) => `${method.toUpperCase()}: ${summaryOf(op)}.`).join(' '));
  }
  const webhooks = new Map(Object.entries(document.webhooks ?? {}).map(([name, item]) => [name, `${summaryOf(item.post)}.`]));
  for (const [name, item] of Object.entries(document.webhooks ?? {})) {
    if (item.post?.operationId) operations.set(item.post.operationId, `${summaryOf(item.post)} (the \`${name}\` webhook).`);
  }
  const lines = source.split('\n');
  const out: string[] = [];
  let top = '';
  for (const line of lines) {
    const start = /^export (?:interface|type) (\$?\w+)/.exec(line);
    if (start) {
      top = start[1]!;
      const doc = TOP_LEVEL[top];
      if (doc && out.at(-1) === '/** @public */') out[out.length - 1] = `/** ${doc} @public */`;
    }
    const member = /^ {4}"?([^":?]+)"?\??: /.exec(line);
    if (member && !out.at(-1)?.trim().endsWith('*/')) {
      const name = member[1]!;
      const doc =
        top === 'paths'
          ? pathDocs.get(name)
          : top === 'operations'
            ? operations.get(name)
            : top === 'webhooks'
              ? webhooks.get(name)
              : top === 'components'
                ? COMPONENTS[name]
                : undefined;
      if (doc) out.push(`    /** ${doc} */`);
    }
    out.push(line);
  }
  return out.join('\n');
}

const serverReadme = `${root}packages/server/README.md`;
const FAULTS_START = '<!-- gen:fault-operations (pnpm gen writes this list from openapi.yaml) -->';
const FAULTS_END = '<!-- /gen:fault-operations -->';

/** The README's list of operation names faults can target, grouped by tag, in the order of openapi.yaml. */
function faultOperationsList(document: { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> }): string {
  const byTag = new Map<string, string[]>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation?.operationId !== 'string') continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation.operationId]);
    }
  }
  return [...byTag].map(([tag, ids]) => `- ${tag}: ${ids.map((id) => `\`${id}\``).join(', ')}`).join('\n');
}

async function readmeWithFaultOperations(document: unknown): Promise<string> {
  const readme = await readFile(serverReadme, 'utf8');
  const start = readme.indexOf(FAULTS_START);
  const end = readme.indexOf(FAULTS_END);
  if (start < 0 || end < start) throw new Error(`${relative(root, serverReadme)} lacks the ${FAULTS_START} ... ${FAULTS_END} block`);
  const list = faultOperationsList(document as Parameters<typeof faultOperationsList>[0]);
  return `${readme.slice(0, start + FAULTS_START.length)}\n${list}\n${readme.slice(end)}`;
}

/**
 * The events of the contract's `webhooks:` section, as data (the names a verifier accepts) and as types (each event's
 * body by name), so a new event in openapi.yaml reaches the clients by `pnpm gen`, never by hand.
 */
function webhooksSource(document: { webhooks?: Record<string, { post?: { operationId?: string; summary?: string } }> }): string {
  const names = Object.keys(document.webhooks ?? {}).sort();
  const body = (name: string) => `webhooks[${JSON.stringify(name)}]['post']['requestBody']['content']['application/json']`;
  return (
    header("openapi.yaml's webhooks section") +
    `import type { webhooks } from './openapi.js';\n\n` +
    `/** One of the event types the service sends. @public */\n` +
    `export type WebhookEventType = ${names.map((n) => JSON.stringify(n)).join(' | ')};\n\n` +
    `/** The type of every event the service signs and sends (openapi.yaml \`webhooks:\`). @public */\n` +
    `export const webhookEventTypes = ${JSON.stringify(names)} as const satisfies readonly WebhookEventType[];\n\n` +
    `/** Each event's signed body, by event type. @public */\n` +
    `export interface WebhookEventMap {\n${names.map((n) => `  /** ${(document.webhooks?.[n]?.post?.summary ?? n).replace(/\*\//g, '*\\/')} */\n  ${JSON.stringify(n)}: ${body(n)};\n`).join('')}}\n\n` +
    `/** Any event the service sends; narrow it on \`type\`. @public */\n` +
    `export type WebhookEvent = WebhookEventMap[WebhookEventType];\n`
  );
}

/**
 * Every operationId of the contract's paths, in the order openapi.yaml lists them: what a fault may target. The
 * server checks `POST /_admin/faults` against it and the console offers it without downloading the contract.
 */
function operationsSource(document: { paths: Record<string, Record<string, { operationId?: string } | undefined>> }): string {
  const ids = Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => (typeof operation?.operationId === 'string' ? [operation.operationId] : [])),
  );
  return (
    header("openapi.yaml's paths") +
    `import type { operations } from './openapi.js';\n\n` +
    `/** Every operationId of the contract's paths, in the order openapi.yaml lists them. @public */\n` +
    `export const operationIds: readonly (keyof operations)[] = ${JSON.stringify(ids)};\n`
  );
}

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
};
type LimitsContract = {
  paths: Record<string, Record<string, { 'x-svc-idempotency'?: { pattern?: string } } | undefined>>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, { schema?: JsonSchema }> };
  'x-svc-exposed-headers'?: string[];
};

/** The JSON Schema keywords that bound a value: what a validator on either side of the wire checks. */
const LIMIT_KEYWORDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'enum',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;

/**
 * Bounds the service applies by cutting rather than refusing (openapi.yaml extensions), by the name their entry
 * takes in `limits`: `x-svc-max-properties-kept` (only the first N properties in object order are kept) and
 * `x-svc-max-length-kept` (a longer text is cut to N characters).
 */
const KEPT_KEYWORDS = {
  'x-svc-max-properties-kept': 'maxPropertiesKept',
  'x-svc-max-length-kept': 'maxLengthKept',
} as const;

/** Every key a limits entry may hold for a bound of its own (not nested under items, properties, ...). */
const BOUND_KEYS: readonly string[] = [...LIMIT_KEYWORDS, ...Object.values(KEPT_KEYWORDS)];

/** A sentence for a value's bounds, for the TSDoc of its entry (`1 to 120 characters; one of a, b`). */
function describeLimits(limit: Record<string, unknown>): string {
  const parts: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) parts.push(`${min} to ${max} ${unit}`);
    else if (max !== undefined) parts.push(`at most ${max} ${unit}`);
    else if (min !== undefined) parts.push(`at least ${min} ${unit}`);
  };
  range(limit.minLength, limit.maxLength, 'characters');
  range(limit.minItems, limit.maxItems, 'items');
  range(limit.minProperties, limit.maxProperties, 'properties');
  if (limit.minimum !== undefined) parts.push(`minimum ${limit.minimum}`);
  if (limit.exclusiveMinimum !== undefined) parts.push(`above ${limit.exclusiveMinimum}`);
  if (limit.maximum !== undefined) parts.push(`maximum ${limit.maximum}`);
  if (limit.exclusiveMaximum !== undefined) parts.push(`below ${limit.exclusiveMaximum}`);
  if (limit.pattern !== undefined) parts.push(`matches \`${limit.pattern}\``);
  if (Array.isArray(limit.enum)) parts.push(`one of ${limit.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (limit.maxPropertiesKept !== undefined) parts.push(`the first ${limit.maxPropertiesKept} properties kept, the rest dropped`);
  if (limit.maxLengthKept !== undefined) parts.push(`cut at ${limit.maxLengthKept} characters`);
  if (limit.items) parts.push('each item bounded as `items` says');
  if (limit.properties) parts.push('its properties bounded as `properties` says');
  if (limit.additionalProperties) parts.push('each value bounded as `additionalProperties` says');
  if (limit.propertyNames) parts.push('each property name bounded as `propertyNames` says');
  return parts.join('; ').replace(/\*\//g, '*\\/');
}

/**
 * The bounds of one schema: its own keywords (through `$ref`s to a named schema), and those of its items, properties
 * and additional properties, nested under those names. Undefined when nothing is bounded.
 */
function limitsOf(schema: JsonSchema | undefined, document: LimitsContract, seen: Set<string>): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    // A property typed by another object schema finds that schema's bounds under its own name, not copied here.
    if (!target || seen.has(name) || target.properties || target.type === 'object') return undefined;
    return limitsOf(target, document, new Set([...seen, name]));
  }
  const limit: Record<string, unknown> = {};
  for (const keyword of LIMIT_KEYWORDS) if (schema[keyword] !== undefined) limit[keyword] = schema[keyword];
  for (const [extension, name] of Object.entries(KEPT_KEYWORDS)) if (schema[extension] !== undefined) limit[name] = schema[extension];
  const items = limitsOf(schema.items, document, seen);
  if (items) limit.items = items;
  if (schema.properties) {
    const properties = propertyLimits(schema.properties, document, seen);
    if (properties) limit.properties = properties;
  }
  const names = limitsOf(schema.propertyNames as JsonSchema | undefined, document, seen);
  if (names) limit.propertyNames = names;
  if (typeof schema.additionalProperties === 'object') {
    const values = limitsOf(schema.additionalProperties, document, seen);
    if (values) limit.additionalProperties = values;
  }
  return Object.keys(limit).length > 0 ? limit : undefined;
}

function propertyLimits(properties: Record<string, JsonSchema>, document: LimitsContract, seen: Set<string>) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const limit = limitsOf(property, document, seen);
    if (limit) out[name] = limit;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A limits object as TypeScript, each entry with a TSDoc sentence saying its bounds. */
function limitsLiteral(value: Record<string, unknown>, indent: string, describe: (key: string, v: unknown) => string | undefined): string {
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  const lines = Object.entries(value).map(([k, v]) => {
    const doc = describe(k, v);
    const head = doc ? `${indent}  /** ${doc} */\n` : '';
    const body =
      v !== null && typeof v === 'object' && !Array.isArray(v)
        ? limitsLiteral(v as Record<string, unknown>, `${indent}  `, (ck, cv) =>
            cv !== null && typeof cv === 'object' && !Array.isArray(cv)
              ? ['items', 'properties', 'additionalProperties', 'propertyNames'].includes(ck) &&
                !BOUND_KEYS.some((kw) => kw in (cv as object))
                ? describeLimits(cv as Record<string, unknown>) || `The bounds of \`${ck}\`.`
                : describeLimits(cv as Record<string, unknown>) || `\`${ck}\`.`
              : undefined,
          )
        : JSON.stringify(v);
    return `${head}${indent}  ${key(k)}: ${body},`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The one Idempotency-Key format of every operation that accepts a key (`x-svc-idempotency.pattern`). */
function idempotencyPatternOf(document: LimitsContract): string {
  const patterns = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const pattern = operation?.['x-svc-idempotency']?.pattern;
      if (pattern !== undefined) patterns.add(pattern);
    }
  }
  if (patterns.size !== 1) {
    throw new Error(
      `openapi.yaml: the x-svc-idempotency patterns must be one format, found ${patterns.size}: ${[...patterns].join(' | ')}`,
    );
  }
  return [...patterns][0]!;
}

/** `IDEMPOTENCY_KEY_PATTERN` with its documentation, as @svc/types and @svc/core both declare it. */
function idempotencyKeyPatternSource(document: LimitsContract): string {
  const pattern = idempotencyPatternOf(document);
  return (
    `/**\n * The Idempotency-Key format of every operation that accepts one (openapi.yaml \`x-svc-idempotency.pattern\`):\n` +
    ` * \`${pattern}\`. A malformed key is ignored by the service, never rejected.\n * @public\n */\n` +
    `export const IDEMPOTENCY_KEY_PATTERN: RegExp = /${pattern}/;\n`
  );
}

/** The documented error codes by status (`ErrorBody.code` `x-svc-codes`). */
function errorCodesOf(document: LimitsContract): Record<string, string[]> {
  const codes = (document.components.schemas.ErrorBody?.properties?.code?.['x-svc-codes'] ?? {}) as Record<string, string[]>;
  if (Object.keys(codes).length === 0) throw new Error('openapi.yaml: ErrorBody.code lacks its x-svc-codes list');
  return codes;
}

/**
 * What @svc/core checks keys with and types its errors by: the Idempotency-Key format, and the error codes by status
 * as a type (no client carries the list at run time). The same values as @svc/types' `limits.ts`, from the same
 * functions.
 */
function coreContractSource(document: LimitsContract): string {
  const codes = errorCodesOf(document);
  return (
    header('the key format and the error codes') +
    `\n${idempotencyKeyPatternSource(document)}\n` +
    `/**\n * Every error code the contract documents, by the HTTP status that carries it (openapi.yaml\n` +
    ` * \`ErrorBody.code\` \`x-svc-codes\`). New codes may be added; treat unknown codes by status.\n * @public\n */\n` +
    `export interface ErrorCodesByStatus {\n${Object.entries(codes)
      .map(
        ([status, list]) => `  /** The codes of ${status} answers. */\n  ${status}: ${list.map((c) => JSON.stringify(c)).join(' | ')};\n`,
      )
      .join('')}}\n`
  );
}

/**
 * The contract's limits as data: every bounded value of the component schemas and parameters (lengths, ranges,
 * patterns, enums), the Idempotency-Key format, the headers a browser may read and the error codes by status. The
 * server validates with them, the clients and the widget take their bounds from them: a limit changed in
 * openapi.yaml reaches every side by `pnpm gen`.
 */
function limitsSource(document: LimitsContract & { components: { schemas: { ErrorBody?: JsonSchema } } }): string {
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    const limit = schema.properties
      ? propertyLimits(schema.properties, document, new Set([name]))
      : limitsOf(schema, document, new Set([name]));
    if (limit) schemas[name] = limit;
  }
  const parameters: Record<string, unknown> = {};
  for (const [name, parameter] of Object.entries(document.components.parameters)) {
    const limit = limitsOf(parameter.schema, document, new Set());
    if (limit) parameters[name] = limit;
  }
  const exposed = document['x-svc-exposed-headers'];
  if (!Array.isArray(exposed) || exposed.length === 0) throw new Error('openapi.yaml lacks the root x-svc-exposed-headers list');
  // The fixed headers of each CORS preflight answer (the `const` of the OPTIONS operation's response headers).
  const preflight: Record<string, Record<string, string>> = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const responses = (item['options'] as { responses?: Record<string, { headers?: Record<string, { schema?: JsonSchema }> }> } | undefined)
      ?.responses;
    const headers: Record<string, string> = {};
    for (const response of Object.values(responses ?? {})) {
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        if (typeof header.schema?.const === 'string') headers[name] = header.schema.const;
      }
    }
    if (Object.keys(headers).length > 0) preflight[path] = headers;
  }
  const codes = errorCodesOf(document);
  const mistakes = (document.components.schemas.ErrorBody?.properties?.code?.['x-svc-caller-mistakes'] ?? {}) as Record<string, string>;
  const documented = new Set(Object.values(codes).flat());
  const undocumented = Object.keys(mistakes).filter((code) => !documented.has(code));
  if (Object.keys(mistakes).length === 0) throw new Error('openapi.yaml: ErrorBody.code lacks its x-svc-caller-mistakes list');
  if (undocumented.length > 0)
    throw new Error(`openapi.yaml: x-svc-caller-mistakes names codes x-svc-codes lacks: ${undocumented.join(', ')}`);
  const kindSchema = document.components.schemas.AdminFaultInput?.properties?.kind;
  const faultOperations = (kindSchema?.['x-svc-fault-operations'] ?? {}) as Record<string, string[] | '*'>;
  const kinds = (kindSchema?.enum ?? []) as string[];
  const operationIds = new Set(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((op) =>
        typeof (op as { operationId?: unknown } | undefined)?.operationId === 'string' ? [(op as { operationId: string }).operationId] : [],
      ),
    ),
  );
  const missingKinds = kinds.filter((kind) => !(kind in faultOperations));
  const unknownOps = Object.values(faultOperations).flatMap((list) => (list === '*' ? [] : list.filter((id) => !operationIds.has(id))));
  if (kinds.length === 0 || missingKinds.length > 0 || Object.keys(faultOperations).length !== kinds.length || unknownOps.length > 0) {
    throw new Error(
      `openapi.yaml: AdminFaultInput.kind's x-svc-fault-operations must list every kind once, each with operationIds or '*' ` +
        `(kinds without a list: ${missingKinds.join(', ') || 'none'}; unknown operations: ${unknownOps.join(', ') || 'none'})`,
    );
  }
  const schemaDoc = (name: string, value: unknown) => {
    const own = describeLimits(value as Record<string, unknown>);
    return own && BOUND_KEYS.some((k) => k in (value as object)) ? `\`${name}\`: ${own}.` : `The bounded properties of \`${name}\`.`;
  };
  // Top level: schemas by name, then their properties (each documented by its bounds).
  const nested = (value: Record<string, unknown>) =>
    limitsLiteral(value, '', (name, v) => {
      const bounded = BOUND_KEYS.some((k) => k in (v as object));
      return bounded ? `\`${name}\`: ${describeLimits(v as Record<string, unknown>)}.` : schemaDoc(name, v);
    });
  return (
    header('the bounds of its schemas, parameters and extensions') +
    `\n/**\n * Every bounded value of the contract's component schemas, by schema and property name, e.g.\n` +
    ` * \`limits.SupportRequest.name.maxLength\` (120). Each entry holds the JSON Schema keywords that bound it\n` +
    ` * (\`minLength\`, \`maxLength\`, \`minimum\`, \`maximum\`, \`pattern\`, \`enum\`, \`minItems\`, \`maxItems\`, ...); an array's\n` +
    ` * items are under \`items\`, a nested object's properties under \`properties\`, a map's keys under \`propertyNames\`.\n` +
    ` * A bound the service applies by cutting rather than refusing is \`maxPropertiesKept\` (only the first N properties,\n` +
    ` * in object order, are kept) or \`maxLengthKept\` (a longer text is cut to N characters).\n` +
    ` * Lengths count characters (code points).\n` +
    ` * @public\n */\n` +
    `export const limits = ${nested(schemas)} as const;\n\n` +
    `/**\n * The bounds of the contract's shared parameters (\`components.parameters\`), by parameter name, e.g.\n` +
    ` * \`parameterLimits.SiteId.maxLength\`.\n * @public\n */\n` +
    `export const parameterLimits = ${nested(parameters)} as const;\n\n` +
    `${idempotencyKeyPatternSource(document)}\n` +
    `/**\n * The response headers every interface lets a browser page read (openapi.yaml \`x-svc-exposed-headers\`), as the\n` +
    ` * \`Access-Control-Expose-Headers\` value: ${exposed.join(', ')}.\n * @public\n */\n` +
    `export const EXPOSED_HEADERS = ${JSON.stringify(exposed.join(', '))};\n\n` +
    `/**\n * The fixed headers of each path's CORS preflight answer (its \`OPTIONS\` operation), by path template, e.g.\n` +
    ` * \`preflightHeaders['/v1/engage/chat']['Access-Control-Allow-Headers']\`.\n * @public\n */\n` +
    `export const preflightHeaders = ${JSON.stringify(preflight, null, 2)} as const;\n\n` +
    `/**\n * Every error code the contract documents, by the HTTP status that carries it (openapi.yaml\n` +
    ` * \`ErrorBody.code\` \`x-svc-codes\`). New codes may be added; treat unknown codes by status.\n * @public\n */\n` +
    `export const errorCodes = {\n${Object.entries(codes)
      .map(([status, list]) => `  /** The codes of ${status} answers. */\n  ${status}: ${JSON.stringify(list)},\n`)
      .join('')}} as const;\n\n` +
    `/** A status the contract documents error codes for. @public */\n` +
    `export type ErrorStatus = keyof typeof errorCodes;\n\n` +
    `/** The documented error codes of one status, e.g. \`ErrorCodeOf<409>\`. @public */\n` +
    `export type ErrorCodeOf<Status extends ErrorStatus> = (typeof errorCodes)[Status][number];\n\n` +
    `/** Every error code the contract documents. @public */\n` +
    `export type ErrorCode = ErrorCodeOf<ErrorStatus>;\n\n` +
    `/**\n * The codes that refuse a request as the caller's mistake (validation, a missing or wrong key, a media type or body\n` +
    ` * size), each with what to change (openapi.yaml \`ErrorBody.code\` \`x-svc-caller-mistakes\`). Business outcomes (409,\n` +
    ` * 429, a disabled site) are not among them. A path no operation has (404 \`NOT_FOUND\` with no operation) is a\n` +
    ` * caller's mistake too; its fix names the nearest operation.\n * @public\n */\n` +
    `export const callerMistakes: Readonly<Partial<Record<ErrorCode, string>>> = ${JSON.stringify(mistakes, null, 2)};\n\n` +
    `/**\n * The operations each injected fault kind can fire on, by kind (openapi.yaml \`AdminFaultInput.kind\`\n` +
    ` * \`x-svc-fault-operations\`); \`'*'\` for every operation. A fault naming another operation could never fire.\n * @public\n */\n` +
    `export const faultOperations = ${JSON.stringify(faultOperations, null, 2)} as const;\n`
  );
}

/** Each client's User-Agent product (`svc-content/0.2.0`), read from its package.json so it is never copied by hand. */
const CLIENTS = ['content', 'capture-node', 'engage-browser'];
async function versionSource(folder: string): Promise<string> {
  const { name, version } = JSON.parse(await readFile(`${root}packages/${folder}/package.json`, 'utf8')) as {
    name: string;
    version: string;
  };
  return (
    `// Generated from package.json by scripts/gen.ts. Do not edit: run \`pnpm gen\` (after a version bump too).\n\n` +
    `/** The client package and version, sent as the User-Agent product on server runtimes. @internal */\n` +
    `export function product(): string {\n  return ${JSON.stringify(`${name.replace(/^@/, '').replace('/', '-')}/${version}`)};\n}\n`
  );
}

/** A JavaScript string literal in single quotes: backslashes, single quotes and line breaks escaped. */
function singleQuoted(text: string): string {
  return `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === "'" ? "\\'" : c === '\\' ? '\\\\' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))}'`;
}

/** The clients and the interface each one calls: its slice of the types goes to `src/generated/openapi.ts`. */
const SLICES = [
  { folder: 'content', tags: ['Content'], scope: 'the Content API', webhooks: false },
  { folder: 'capture-node', tags: ['Form Capture'], scope: 'the Form Capture API', webhooks: true },
  { folder: 'engage-browser', tags: ['Engage'], scope: "Engage's visitor API", webhooks: false },
] as const;

async function sliceTypes(document: SliceContract, slice: (typeof SLICES)[number]): Promise<string> {
  const part = sliceOf(document, slice.tags, slice.webhooks);
  const ast = await openapiTS(part as unknown as Parameters<typeof openapiTS>[0]);
  return (
    header(`openapi-typescript, the operations tagged ${slice.tags.join(', ')}`) +
    documentMembers(tagPublic(astToString(ast)), part, slice.scope)
  );
}

async function generate(): Promise<Map<string, string>> {
  const yamlText = await readFile(specPath, 'utf8');
  const ast = await openapiTS(new URL(`file://${specPath}`));
  const document = parse(yamlText) as unknown;
  const types = header('openapi-typescript') + documentMembers(tagPublic(astToString(ast)), document as Contract);
  const documentSource =
    header('the contract as data') +
    `/** The svc OpenAPI 3.1 document, aliases resolved. @public */\n` +
    // One JSON string, parsed once on load: a third the size of a printed object literal in every install (tsc would
    // re-indent a literal), and V8 parses JSON faster than it compiles the same object as code. Single-quoted, so the
    // JSON's own double quotes need no backslash.
    `export const openapiDocument: Readonly<Record<string, unknown>> = JSON.parse(${singleQuoted(JSON.stringify(document))});\n`;
  return new Map([
    [`${outDir}openapi.ts`, types],
    [`${documentDir}document.ts`, documentSource],
    [`${outDir}webhooks.ts`, webhooksSource(document as Parameters<typeof webhooksSource>[0])],
    [`${outDir}limits.ts`, limitsSource(document as Parameters<typeof limitsSource>[0])],
    [`${outDir}operations.ts`, operationsSource(document as Parameters<typeof operationsSource>[0])],
    [`${root}packages/core/src/generated/contract.ts`, coreContractSource(document as LimitsContract)],
    ...(await Promise.all(
      SLICES.map(
        async (slice): Promise<[string, string]> => [
          `${root}packages/${slice.folder}/src/generated/openapi.ts`,
          await sliceTypes(document as SliceContract, slice),
        ],
      ),
    )),
    [`${root}packages/capture-node/src/generated/webhooks.ts`, webhooksSource(document as Parameters<typeof webhooksSource>[0])],
    [serverReadme, await readmeWithFaultOperations(document)],
    ...(await Promise.all(
      CLIENTS.map(async (c): Promise<[string, string]> => [`${root}packages/${c}/src/version.ts`, await versionSource(c)]),
    )),
  ]);
}

const check = process.argv.includes('--check');
const outputs = await generate();
let drift = 0;
for (const [file, content] of outputs) {
  const rel = relative(root, file);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== content) {
      drift++;
      console.error(`gen:check: ${rel} differs from what openapi.yaml generates. Run \`pnpm gen\` and commit.`);
    }
  } else {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    console.log(`wrote ${rel}`);
  }
}
// The docs pages carry what they show (README sections, example files, the contract's tables) inline: written after
// the READMEs above, by docs/scripts/inline.ts, with the workspace's sources (the tables run @svc/core's own code).
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const pages = spawnSync(
  process.execPath,
  ['--conditions=@svc/source', '--import', tsx, `${root}docs/scripts/inline.ts`, ...(check ? ['--check'] : [])],
  { stdio: 'inherit' },
);
if (pages.status !== 0) drift++;
if (check) {
  if (drift > 0) process.exit(1);
  console.log(`gen:check: ${outputs.size} generated files match openapi.yaml`);
}
