// Spectral function: every schema that carries `format` also states `type`. Generators type a schema from its `type`;
// a bare `format` (say `anyOf: [{format: ipv4}]`) comes out as `unknown` in openapi-typescript and hey-api.
import { schemaNodes } from './schema-walk.js';

export default function formatNeedsType(document) {
  const results = [];
  for (const { node, path } of schemaNodes(document)) {
    if (typeof node.format === 'string' && node.type === undefined) {
      results.push({
        message: `schema has format "${node.format}" but no type; add the type the format applies to`,
        path: [...path, 'format'],
      });
    }
  }
  return results;
}
