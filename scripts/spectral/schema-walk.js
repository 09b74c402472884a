// Finds every Schema Object of an (unresolved) OpenAPI 3.1 document, wherever it sits: components, parameters,
// headers, media types, webhooks, callbacks and every subschema keyword. Example values are never schemas.

/** Keywords whose value is one schema. */
const ONE = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
/** Keywords whose value is a list of schemas. */
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to schemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
/** Members of non-schema objects that hold example data, never schemas. */
const DATA = new Set(['example', 'examples', 'default', 'const', 'enum', 'value']);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

function* walkSchema(node, path) {
  if (!isObject(node)) return;
  yield { node, path };
  for (const key of ONE) if (isObject(node[key])) yield* walkSchema(node[key], [...path, key]);
  for (const key of LIST) {
    if (Array.isArray(node[key])) for (const [i, sub] of node[key].entries()) yield* walkSchema(sub, [...path, key, i]);
  }
  for (const key of MAP) {
    if (isObject(node[key])) for (const [name, sub] of Object.entries(node[key])) yield* walkSchema(sub, [...path, key, name]);
  }
}

function* walkDocument(node, path) {
  if (Array.isArray(node)) {
    for (const [i, sub] of node.entries()) yield* walkDocument(sub, [...path, i]);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (DATA.has(key) || key.startsWith('x-')) continue;
    if (key === 'schema' && isObject(value)) yield* walkSchema(value, [...path, key]);
    else if (key === 'schemas' && path.length === 1 && path[0] === 'components' && isObject(value)) {
      for (const [name, schema] of Object.entries(value)) yield* walkSchema(schema, [...path, key, name]);
    } else yield* walkDocument(value, [...path, key]);
  }
}

/** Every schema of the document with its JSON path. */
export function* schemaNodes(document) {
  yield* walkDocument(document, []);
}
