import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SliceContract } from './contract-slice.js';
import { sliceOf } from './contract-slice.js';

const contract = parse(await readFile(new URL('../openapi.yaml', import.meta.url), 'utf8')) as SliceContract;

/** Every `#/components/...` reference anywhere in a value. */
function refs(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refs(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out.add(inner);
      else refs(inner, out);
    }
  }
  return out;
}

const operationsOf = (document: SliceContract) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, op]) => (op?.operationId ? [`${method.toUpperCase()} ${path} ${op.operationId}`] : [])),
  );

describe('a client slice of the contract', () => {
  it('keeps the operations of its tags that a client sends: no CORS preflight, no script download', () => {
    const engage = operationsOf(sliceOf(contract, ['Engage'], false));
    expect(engage).toContain('POST /v1/engage/chat sendChatMessage');
    expect(engage).toContain('GET /v1/engage/conversations/{conversationId}/events streamConversationEvents');
    expect(engage.some((op) => op.startsWith('OPTIONS '))).toBe(false);
    expect(engage.some((op) => op.includes('getEngageSdk'))).toBe(false);
    expect(engage.some((op) => op.includes('/api/engage/') || op.includes('/v1/capture'))).toBe(false);
    expect(operationsOf(sliceOf(contract, ['Content'], false))).toEqual([
      'GET /v1/content/{siteId}/{collection} listContentEntries',
      'GET /v1/content/{siteId}/{collection}/{slug} getContentEntry',
    ]);
  });

  it('keeps each operation as the contract has it, with the path-level parameters', () => {
    const slice = sliceOf(contract, ['Form Capture'], true);
    expect(slice.paths['/v1/capture']?.post).toBe(contract.paths['/v1/capture']?.post);
    for (const [path, item] of Object.entries(slice.paths)) {
      if ('parameters' in (contract.paths[path] ?? {})) expect(item.parameters).toBe(contract.paths[path]?.parameters);
    }
  });

  it('holds every component its operations reach, transitively, and none they do not', () => {
    for (const [tags, webhooks] of [
      [['Content'], false],
      [['Form Capture'], true],
      [['Engage'], false],
    ] as const) {
      const slice = sliceOf(contract, tags, webhooks);
      const components = slice.components as Record<string, Record<string, unknown>>;
      const defined = new Set(
        Object.entries(components).flatMap(([kind, entries]) => Object.keys(entries).map((n) => `#/components/${kind}/${n}`)),
      );
      const used = refs([slice.paths, slice.webhooks, components]);
      // Closed: every reference resolves inside the slice (openapi-typescript would otherwise print `never`).
      expect(
        [...used].filter((ref) => !defined.has(ref)),
        tags.join(),
      ).toEqual([]);
      // Minimal: everything kept is referenced from an operation, a webhook or another kept component.
      expect(
        [...defined].filter((ref) => !used.has(ref)),
        tags.join(),
      ).toEqual([]);
      expect(Object.keys(components.schemas ?? {}).length).toBeLessThan(Object.keys(contract.components?.schemas ?? {}).length);
    }
  });

  it('carries the webhooks only when asked', () => {
    expect(sliceOf(contract, ['Form Capture'], true).webhooks).toBe(contract.webhooks);
    expect('webhooks' in sliceOf(contract, ['Content'], false)).toBe(false);
  });

  it('names a reference the contract does not define', () => {
    const broken = {
      paths: { '/x': { get: { operationId: 'x', tags: ['T'], responses: { 200: { $ref: '#/components/responses/Missing' } } } } },
      components: { responses: {} },
    } as unknown as SliceContract;
    expect(() => sliceOf(broken, ['T'], false)).toThrow('#/components/responses/Missing is referenced but not defined');
  });
});
