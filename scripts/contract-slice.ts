// One client's slice of the contract, for the types generated into it (scripts/gen.ts): a client installs the types of
// the interface it calls, not the whole contract's.

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Contract = { paths: Record<string, Record<string, Operation>>; webhooks?: Record<string, Record<string, Operation>> };

export type SliceContract = Contract & { components?: Record<string, Record<string, unknown>>; [key: string]: unknown };

/**
 * Whether a client sends the operation: not a CORS preflight (`OPTIONS`, which a browser sends by itself) and not a
 * script a page loads with a `<script>` tag (a `text/javascript` answer).
 */
function sent(method: string, operation: Operation | undefined): operation is Operation {
  if (typeof operation?.operationId !== 'string' || method === 'options') return false;
  const types = Object.values(operation.responses ?? {}).flatMap((response) => Object.keys(response.content ?? {}));
  return !types.some((type) => type.includes('javascript'));
}

/**
 * One client's slice of the contract: the operations tagged with one of `tags` that a client sends (see `sent`;
 * path-level parameters kept), the webhooks when asked, and every component those reach through `$ref`,
 * transitively. openapi-typescript turns it into the same types the whole contract gives for those operations.
 */
export function sliceOf(document: SliceContract, tags: readonly string[], withWebhooks: boolean): SliceContract {
  const paths: SliceContract['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const kept = Object.entries(item).filter(([method, op]) => sent(method, op) && (op.tags ?? []).some((t) => tags.includes(t)));
    if (kept.length === 0) continue;
    const shared = Object.entries(item).filter(([key]) => key === 'parameters' || key === 'summary' || key === 'description');
    paths[path] = Object.fromEntries([...shared, ...kept]);
  }
  const components = document.components ?? {};
  const reached = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/') && !reached.has(inner)) {
          reached.add(inner);
          const [, , kind, name] = inner.split('/') as [string, string, string, string];
          const target = components[kind]?.[name];
          if (target === undefined) throw new Error(`openapi.yaml: ${inner} is referenced but not defined`);
          walk(target);
        } else walk(inner);
      }
    }
  };
  walk(paths);
  if (withWebhooks) walk(document.webhooks);
  const kept: Record<string, Record<string, unknown>> = {};
  // In the contract's own order, so a slice reads like the contract.
  for (const [kind, entries] of Object.entries(components)) {
    for (const [name, value] of Object.entries(entries)) {
      if (reached.has(`#/components/${kind}/${name}`)) (kept[kind] ??= {})[name] = value;
    }
  }
  const { webhooks: _webhooks, ...rest } = document;
  return { ...rest, paths, components: kept, ...(withWebhooks && document.webhooks ? { webhooks: document.webhooks } : {}) };
}
