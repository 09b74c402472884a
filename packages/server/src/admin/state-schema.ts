// Checks a state snapshot against the contract's AdminStateSnapshot (a schema per table), naming table, row and field.

import type { Schema } from '@cfworker/json-schema';
import { Validator } from '@cfworker/json-schema';
import { openapiDocument } from '@svc/spec/document';

/** Where a snapshot breaks a rule: `pointer` is a JSON Pointer into the snapshot (`/tables/websites/0/name`). */
export interface StateProblem {
  pointer: string;
  message: string;
}

let validator: Validator | undefined;

/**
 * Compiled once, on first use, from the contract served at /openapi.json: the export format has one source, and the
 * interpreter needs no code generation (no eval), so the core stays runtime-neutral.
 */
function snapshotValidator(): Validator {
  validator ??= new Validator(
    { $ref: '#/components/schemas/AdminStateSnapshot', components: openapiDocument.components } as Schema,
    '2020-12',
    false,
  );
  return validator;
}

// Keywords that only say "something below failed"; the useful error is the one beneath them.
const WRAPPERS = new Set([
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'properties',
  'items',
  'prefixItems',
  'additionalProperties',
  'unevaluatedProperties',
]);

function depth(pointer: string): number {
  return pointer === '' ? 0 : pointer.split('/').length;
}

/** The first schema rule the snapshot breaks, or undefined when it has the contract's shape. */
export function checkSnapshotShape(snapshot: unknown): StateProblem | undefined {
  // The validator percent-encodes names into its error pointers, which throws (URIError) on a lone surrogate: such a
  // name is refused first, by its place, and any other failure of the validator is a refusal too, never a 500.
  const unpaired = loneSurrogateName(snapshot, '');
  if (unpaired !== undefined) return { pointer: unpaired, message: 'property name is not valid Unicode (a lone surrogate)' };
  let result: ReturnType<Validator['validate']>;
  try {
    result = snapshotValidator().validate(snapshot);
  } catch (error) {
    return {
      pointer: '',
      message: `could not be checked against the contract (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (result.valid) return undefined;
  const candidates = result.errors
    .filter((e) => !WRAPPERS.has(e.keyword))
    .map((e) => ({
      ...plain(e.keyword, decodeURIComponent(e.instanceLocation.replace(/^#/, '')), e.error),
      // A row that fails a schema it combines (allOf) also has its properties reported as unevaluated: a consequence.
      consequence: e.keywordLocation.endsWith('/unevaluatedProperties'),
    }));
  if (candidates.length === 0) return { pointer: '', message: 'does not match the contract' };
  const causes = candidates.filter((c) => !c.consequence);
  // The deepest error names the field; among equals, the first reported.
  const best = (causes.length > 0 ? causes : candidates).reduce((a, b) => (depth(b.pointer) > depth(a.pointer) ? b : a));
  return { pointer: best.pointer, message: best.message };
}

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Shown as `\uD800`: a pointer that stays readable and encodable wherever it is printed. */
function escapeLoneSurrogates(name: string): string {
  return name.replace(/\p{Surrogate}/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`);
}

/** The JSON Pointer of the first property name (depth first) that holds a lone surrogate, if any. */
function loneSurrogateName(value: unknown, at: string): string | undefined {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = loneSurrogateName(value[i], `${at}/${i}`);
      if (found !== undefined) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const here = `${at}/${escapeLoneSurrogates(name).replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (LONE_SURROGATE.test(name)) return here;
      const found = loneSurrogateName(item, here);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The validator's wording, turned toward the person who edits a fixture. */
function plain(keyword: string, pointer: string, error: string): StateProblem {
  const missing = keyword === 'required' ? /property "([^"]+)"/.exec(error)?.[1] : undefined;
  if (missing !== undefined) return { pointer: `${pointer}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`, message: 'is required' };
  if (error === 'False boolean schema.') {
    return { pointer, message: /^\/tables\/[^/]+$/.test(pointer) ? 'is not a table of the reference server' : 'is not a known property' };
  }
  return { pointer, message: error.replace(/^Instance /, 'value ').replace(/\.$/, '') };
}
