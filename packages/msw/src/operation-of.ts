// Which operation of the contract a request is: network-error scenarios target operations the way server faults do.
import type { OperationId } from '@svc/spec';
import { openapiDocument } from '@svc/spec/document';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

interface Route {
  method: string;
  pattern: RegExp;
  operationId: OperationId;
  /** Literal characters: a literal segment beats a parameter (`/sdk.js` over `/{id}`). */
  weight: number;
}

/** Builds a matcher from the contract's paths; `undefined` for requests the contract does not describe. */
export function operationMatcher(): (method: string, pathname: string) => OperationId | undefined {
  const routes: Route[] = [];
  const paths = openapiDocument.paths as Record<string, Record<string, { operationId?: string }>>;
  for (const [template, item] of Object.entries(paths)) {
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    const weight = template.replace(/\{[^}]+\}/g, '').length;
    for (const method of METHODS) {
      const operationId = item[method]?.operationId;
      if (operationId)
        routes.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), operationId: operationId as OperationId, weight });
    }
  }
  routes.sort((a, b) => b.weight - a.weight);
  return (method, pathname) => routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(pathname))?.operationId;
}
