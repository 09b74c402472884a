// Facts of openapi.yaml the consumer check needs: where the contract itself allows anything, and where it has no body.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const specPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

interface SchemaLike {
  properties?: Record<string, SchemaLike>;
  additionalProperties?: boolean | SchemaLike;
  items?: SchemaLike;
  allOf?: SchemaLike[];
  anyOf?: SchemaLike[];
  oneOf?: SchemaLike[];
}
interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: unknown; $ref?: string }>;
}

const document = parse(readFileSync(specPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaLike> };
};

/** A schema of nothing but `x-` extensions accepts any value, as `{}` does: extensions never constrain a value. */
const acceptsAnything = (s: SchemaLike): boolean => Object.keys(s).every((key) => key.startsWith('x-'));

const isFreeForm = (s: SchemaLike): boolean =>
  !s.properties &&
  (s.additionalProperties === true || (typeof s.additionalProperties === 'object' && acceptsAnything(s.additionalProperties)));

/** Property names (and `[key]` for map values) whose schema the contract leaves free-form on purpose. */
export function freeFormNames(): Set<string> {
  const names = new Set<string>();
  const walk = (s: SchemaLike | undefined): void => {
    if (!s || typeof s !== 'object') return;
    for (const [name, p] of Object.entries(s.properties ?? {})) {
      if (isFreeForm(p)) names.add(name);
      walk(p);
    }
    if (typeof s.additionalProperties === 'object') {
      if (isFreeForm(s.additionalProperties)) names.add('[key]');
      walk(s.additionalProperties);
    }
    walk(s.items);
    for (const sub of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(sub);
  };
  for (const schema of Object.values(document.components.schemas)) walk(schema);
  return names;
}

export interface OperationFacts {
  operationId: string;
  /** Statuses answered without a body. */
  bodyless: string[];
  /** True when no 4xx, 5xx or default response is declared. */
  noErrors: boolean;
  /** True when no 2xx response has a body (a preflight: 204, or only a refusal). */
  noSuccessBody: boolean;
}

export function operations(): OperationFacts[] {
  const facts: OperationFacts[] = [];
  for (const group of [document.paths, document.webhooks ?? {}]) {
    for (const item of Object.values(group)) {
      for (const op of Object.values(item)) {
        if (!op || typeof op !== 'object' || !op.operationId) continue;
        const responses = Object.entries(op.responses ?? {});
        facts.push({
          operationId: op.operationId,
          bodyless: responses.filter(([, r]) => !r.content && !r.$ref).map(([status]) => status),
          noErrors: !responses.some(([status]) => status === 'default' || /^[45]/.test(status)),
          noSuccessBody: !responses.some(([status, r]) => /^2/.test(status) && (r.content || r.$ref)),
        });
      }
    }
  }
  return facts;
}

export const pascal = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);
