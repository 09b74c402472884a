// 405 with Allow for a known path and an unsupported method: the contract's paths say which methods exist.
import { openapiDocument } from '@svc/spec/document';

type Paths = Record<string, Record<string, unknown>>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const templates = Object.entries(openapiDocument.paths as Paths).map(([template, item]) => {
  const methods = METHODS.filter((m) => m in item).map((m) => m.toUpperCase());
  if (methods.includes('GET')) methods.push('HEAD');
  return {
    literal: !template.includes('{'),
    regex: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    allow: [...new Set(methods)],
  };
});

/** The methods the contract allows on `pathname`, or undefined when the path is not one of the contract's. */
export function allowedMethods(pathname: string): string[] | undefined {
  const hits = templates.filter((t) => t.regex.test(pathname));
  const literal = hits.find((t) => t.literal);
  if (literal) return literal.allow;
  if (hits.length === 0) return undefined;
  return [...new Set(hits.flatMap((t) => t.allow))];
}
