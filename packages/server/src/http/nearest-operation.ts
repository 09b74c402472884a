// The contract's operation nearest to a request no operation has (`POST /v1/captures` → `POST /v1/capture`), for the
// fix of a refusal. Only ever asked when an entry of such a request is read, never on the request path.
import { openapiDocument } from '@svc/spec/document';

interface Template {
  method: string;
  template: string;
  operationId: string;
  segments: string[];
}

/** The path as the service sees it: a world's prefix (`/w/<id>`) is not part of it. */
export function servicePath(path: string): string {
  return path.startsWith('/w/') ? path.replace(/^\/w\/[^/]*/, '') || '/' : path;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];
let templates: Template[] | undefined;

function allTemplates(): Template[] {
  if (templates) return templates;
  templates = [];
  for (const [template, item] of Object.entries(openapiDocument.paths as Record<string, Record<string, { operationId?: string }>>)) {
    for (const method of METHODS) {
      const operationId = item[method]?.operationId;
      if (operationId) templates.push({ method: method.toUpperCase(), template, operationId, segments: template.split('/').slice(1) });
    }
  }
  return templates;
}

/** Edit distance of two strings (characters), for segments a few characters long. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How far a request's segments are from a template's: a parameter takes any segment, a literal costs its edits. */
function segmentDistance(request: string[], template: string[]): number {
  let previous = Array.from({ length: template.length + 1 }, (_, i) => i);
  for (let i = 1; i <= request.length; i++) {
    const current = [i];
    for (let j = 1; j <= template.length; j++) {
      const t = template[j - 1]!;
      const r = request[i - 1]!;
      const change = t.startsWith('{') ? 0 : editDistance(r, t) / Math.max(r.length, t.length, 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + change);
    }
    previous = current;
  }
  return previous[template.length]!;
}

/** The operation whose method and path template are nearest to the request's, or undefined when none is near. */
export function nearestOperation(method: string, path: string): Pick<Template, 'method' | 'template' | 'operationId'> | undefined {
  const segments = servicePath(path).split('?')[0]!.split('/').slice(1);
  let best: Template | undefined;
  let bestScore = Infinity;
  for (const t of allTemplates()) {
    // A parameter matches anything, so among equals the template with more literal segments wins.
    const params = t.segments.filter((s) => s.startsWith('{')).length;
    const score = segmentDistance(segments, t.segments) + (t.method === method.toUpperCase() ? 0 : 0.75) + params * 0.01;
    if (score < bestScore) {
      best = t;
      bestScore = score;
    }
  }
  // Further than two segments away is no longer a typo of the same operation.
  return best && bestScore <= 2 ? { method: best.method, template: best.template, operationId: best.operationId } : undefined;
}
