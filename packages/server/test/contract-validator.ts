// Validates every response the tests produce against openapi.yaml (OpenAPI 3.1 dialect, @hyperjump/json-schema).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASIC } from '@hyperjump/json-schema/experimental';
import type { Validator } from '@hyperjump/json-schema/openapi-3-1';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { openapiDocument } from '@svc/spec/document';

type Operation = { operationId: string; responses: Record<string, ResponseObject> };
type ResponseObject = {
  $ref?: string;
  headers?: Record<string, { $ref?: string; required?: boolean; schema?: { const?: string } }>;
  content?: Record<string, unknown>;
};

const doc = openapiDocument as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseObject>; headers: Record<string, { required?: boolean; schema?: { const?: string } }> };
};
const dir = mkdtempSync(join(tmpdir(), 'svc-contract-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(openapiDocument));
const base = pathToFileURL(file).href;

const routes = Object.keys(doc.paths).map((template) => ({
  template,
  regex: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literal: !template.includes('{'),
}));

/** The path template of the contract matching a concrete path (literal templates win). */
export function matchPath(pathname: string): string | undefined {
  const hits = routes.filter((r) => r.regex.test(pathname));
  return (hits.find((r) => r.literal) ?? hits[0])?.template;
}

// Each segment is JSON-pointer escaped, then URI-encoded: templates such as `{siteId}` are not valid in a URI fragment.
/** Compiled validators by schema URI: compiling is the slow part, so each schema is compiled once per test file. */
const validators = new Map<string, Promise<Validator>>();
function validatorFor(uri: string): Promise<Validator> {
  let compiled = validators.get(uri);
  if (!compiled) {
    compiled = validate(uri);
    validators.set(uri, compiled);
  }
  return compiled;
}

const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

export interface ContractProblem {
  operation: string;
  status: number;
  problem: string;
}

/** Checks status, headers and body of a response against its operation; returns the problems found. */
export async function checkResponse(
  method: string,
  pathname: string,
  status: number,
  headers: Headers,
  body: unknown,
): Promise<ContractProblem[]> {
  // A world answers every path of the contract under its base URL (the document's `/w/{worldId}` server).
  const world = /^\/w\/[^/]+/.exec(pathname);
  if (world) {
    // ...and every path of an ended world answers the 404 that server entry describes.
    const message = (body as { code?: string; message?: string } | undefined)?.message;
    if (status === 404 && typeof message === 'string' && message.startsWith('no such world')) return [];
    pathname = pathname.slice(world[0].length) || '/';
  }
  const template = matchPath(pathname);
  const operation = template ? doc.paths[template]?.[method.toLowerCase()] : undefined;
  if (!template || !operation) {
    // A route the contract does not describe must not exist: anything but the router's 404 is an undocumented endpoint.
    const isRouterNotFound = status === 404 && (body as { code?: string } | undefined)?.code === 'NOT_FOUND';
    return isRouterNotFound ? [] : [{ operation: `${method} ${pathname}`, status, problem: 'this route is not in openapi.yaml' }];
  }
  const where = { operation: operation.operationId, status };
  const key = operation.responses[String(status)]
    ? String(status)
    : operation.responses[`${String(status)[0]}XX`]
      ? `${String(status)[0]}XX`
      : undefined;
  if (!key) return [{ ...where, problem: `status ${status} is not declared by ${operation.operationId}` }];
  let response = operation.responses[key]!;
  let responsePointer = `#/${pointer('paths', template, method.toLowerCase(), 'responses', key)}`;
  if (response.$ref) {
    const name = response.$ref.split('/').pop()!;
    response = doc.components.responses[name]!;
    responsePointer = `#/${pointer('components', 'responses', name)}`;
  }
  const problems: ContractProblem[] = [];
  for (const [name, declared] of Object.entries(response.headers ?? {})) {
    const header = declared.$ref ? doc.components.headers[declared.$ref.split('/').pop()!]! : declared;
    const value = headers.get(name);
    if (header.required && value === null) problems.push({ ...where, problem: `required header ${name} is missing` });
    if (value !== null && header.schema?.const !== undefined && value !== header.schema.const) {
      problems.push({ ...where, problem: `header ${name} is "${value}", the contract says "${header.schema.const}"` });
    }
  }
  const mediaTypes = Object.keys(response.content ?? {});
  const contentType = (headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (mediaTypes.length > 0 && !mediaTypes.includes(contentType)) {
    problems.push({ ...where, problem: `content type "${contentType}" is not declared (${mediaTypes.join(', ')})` });
  }
  if (contentType === 'application/json' && mediaTypes.includes('application/json')) {
    const check = await validatorFor(`${base}${responsePointer}/${pointer('content', 'application/json', 'schema')}`);
    const output = check(body as never, BASIC);
    if (!output.valid) {
      const errors = (output.errors ?? [])
        .map((e) => `${e.instanceLocation} ${e.keyword ?? ''}`)
        .slice(0, 8)
        .join('; ');
      problems.push({ ...where, problem: `body does not match the schema: ${errors} — body: ${JSON.stringify(body).slice(0, 400)}` });
    }
  }
  return problems;
}

/** Whether `body` is a valid JSON request body of the operation at `template`/`method`, by the contract's schema. */
export async function isValidRequestBody(method: string, template: string, body: unknown): Promise<boolean> {
  const location = `#/${pointer('paths', template, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema')}`;
  const check = await validatorFor(`${base}${location}`);
  return check(body as never, BASIC).valid;
}
