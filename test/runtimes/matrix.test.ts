// The runtime matrix: the same smoke scenario, bundled from the built packages, on every runtime our users deploy to,
// each against its own reference server on 127.0.0.1. In CI every runtime is required; elsewhere a runtime that
// cannot start here is skipped with a loud message.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, BundleName } from './src/host/bundle.js';
import { buildBundles, sourceInputs } from './src/host/bundle.js';
import { startReference } from './src/host/reference.js';
import { RUNTIMES } from './src/host/runtimes.js';
import type { SmokeConfig } from './src/protocol.js';

const REQUIRED = process.env.CI === 'true';
let bundles: Record<BundleName, Bundle>;

beforeAll(async () => {
  bundles = await buildBundles();
});

describe('runtime matrix', () => {
  it('bundles the packages from their built output, never from their sources', () => {
    for (const [name, bundle] of Object.entries(bundles)) {
      console.log(`bundle ${name.padEnd(8)} ${(bundle.bytes / 1024).toFixed(1)} KB, ${bundle.inputs.length} inputs`);
      expect(sourceInputs(bundle), name).toEqual([]);
    }
  });

  for (const runtime of RUNTIMES) {
    it(`${runtime.name} runs the smoke scenario from the built bundle: paged read, keyed retry after a 503, abort during backoff`, async (context) => {
      const missing = runtime.missing();
      if (missing) {
        if (REQUIRED) throw new Error(`${runtime.name} is required in CI but cannot start: ${missing}`);
        console.warn(`\n!!!!!!!! SKIPPED ${runtime.name}: ${missing}. CI (CI=true) fails here. !!!!!!!!\n`);
        context.skip();
      }
      const reference = await startReference();
      try {
        const { demo } = reference;
        const config: SmokeConfig = {
          runtime: runtime.name,
          baseUrl: reference.url,
          controlUrl: `${reference.url}/_admin`,
          marker: `smoke-${randomUUID()}`,
          content: { apiKey: demo.content.keys.live, siteId: demo.content.siteId, collection: demo.content.collections[0]! },
          ...(runtime.capture ? { capture: { apiKey: demo.capture.keys.test } } : {}),
          ...(runtime.engage ? { engage: { publishableKey: demo.engage.publishableKey } } : {}),
        };
        const report = await runtime.run(bundles[runtime.bundle].file, config, reference);
        for (const check of report.checks) {
          console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${runtime.name.padEnd(32)} ${check.name} (${check.ms} ms): ${check.detail ?? ''}`);
        }

        expect(report.checks.filter((check) => !check.ok)).toEqual([]);
        const expected = [
          'paged read',
          ...(runtime.capture ? ['capture submit retried after a 503 with the same key'] : []),
          ...(runtime.engage ? ['form submit retried after a 503 with the same key'] : []),
          'abort during backoff',
        ];
        expect(report.checks.map((check) => check.name)).toEqual(expected);
        // One logical call, one record: the 503, its retry and the replay all carried the same key.
        if (runtime.capture) expect(await reference.countCaptures(config.marker)).toBe(1);
        if (runtime.engage) expect(await reference.countTickets(config.marker)).toBe(1);
      } finally {
        await reference.close();
      }
    });
  }
});
