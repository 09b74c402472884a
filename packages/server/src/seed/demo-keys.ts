// Demo keys a team pins (the CLI's `--keys FILE`, the `demoKeys` option): the demo seed issues these plaintexts in
// place of its own, at the first start and at every reset with the demo, so a team can commit them in its test config.

import { sha256Hex } from '../crypto.js';
import type { Deps } from '../deps.js';
import { portalKeysTable } from '../engage-console/portal-keys.js';
import { isPlainObject } from '../http/json.js';
import { keysTable } from '../keys.js';
import type { DemoCredentials, DemoKeys } from '../ports/demo.js';

export type { DemoKeys } from '../ports/demo.js';

/** Each pinned key's required beginning: the one the service's keys of that kind have. */
const PREFIXES = {
  console: { portalKey: 'ptk_' },
  content: { test: 'ck_test_', live: 'ck_live_' },
  capture: { test: 'sk_test_', live: 'sk_live_' },
  engage: { publishableKey: 'pk_live_' },
} as const;
const SECRET = /^[A-Za-z0-9]{16,100}$/;

/** The documented format, for error messages. */
export const DEMO_KEYS_EXAMPLE = '{"capture":{"test":"sk_test_<16 to 100 letters and digits>"}}';

/**
 * Checks a pinned-keys document: every problem is named by its path, in one error, so a broken file is a clear
 * error at start. Keys must look like the service's own: their prefix, then 16 to 100 letters and digits.
 * @public
 */
export function parseDemoKeys(value: unknown): DemoKeys {
  if (!isPlainObject(value)) throw new Error(`the keys must be a JSON object such as ${DEMO_KEYS_EXAMPLE}`);
  const problems: string[] = [];
  const out: Record<string, Record<string, string>> = {};
  for (const [area, keys] of Object.entries(value)) {
    if (!Object.hasOwn(PREFIXES, area)) {
      problems.push(`unknown property ${area} (allowed: ${Object.keys(PREFIXES).join(', ')})`);
      continue;
    }
    const prefixes: Record<string, string> = PREFIXES[area as keyof typeof PREFIXES];
    if (!isPlainObject(keys)) {
      problems.push(`${area} must be an object (allowed: ${Object.keys(prefixes).join(', ')})`);
      continue;
    }
    const pinned: Record<string, string> = {};
    for (const [name, key] of Object.entries(keys)) {
      const at = `${area}.${name}`;
      if (!Object.hasOwn(prefixes, name)) {
        problems.push(`unknown property ${at} (allowed: ${Object.keys(prefixes).join(', ')})`);
        continue;
      }
      const prefix = prefixes[name]!;
      // Each kind has its own prefix, so two valid keys are never the same.
      if (typeof key !== 'string' || !key.startsWith(prefix) || !SECRET.test(key.slice(prefix.length))) {
        problems.push(`${at} must be ${prefix} followed by 16 to 100 letters and digits`);
      } else pinned[name] = key;
    }
    out[area] = pinned;
  }
  if (problems.length > 0) throw new Error(`invalid keys: ${problems.join('; ')}`);
  return out as DemoKeys;
}

/** Gives the seeded key records the pinned plaintexts (same records, new hashes); returns the credentials to show. */
export async function pinDemoKeys(deps: Deps, demo: DemoCredentials, pinned: DemoKeys | undefined): Promise<DemoCredentials> {
  if (!pinned) return demo;
  const apiKeys = keysTable(deps.store);
  const portalKeys = portalKeysTable(deps);
  const swap = async (generated: string, plaintext: string | undefined): Promise<string> => {
    if (plaintext === undefined) return generated;
    const [before, after] = await Promise.all([sha256Hex(generated), sha256Hex(plaintext)]);
    for (const table of [apiKeys, portalKeys] as const) {
      const record = (table as typeof apiKeys).find((k) => k.hash === before);
      if (record) (table as typeof apiKeys).update(record.id, (k) => ({ ...k, hash: after, prefix: plaintext.slice(0, k.prefix.length) }));
    }
    return plaintext;
  };
  return {
    console: { ...demo.console, portalKey: await swap(demo.console.portalKey, pinned.console?.portalKey) },
    content: {
      ...demo.content,
      keys: {
        test: await swap(demo.content.keys.test, pinned.content?.test),
        live: await swap(demo.content.keys.live, pinned.content?.live),
      },
    },
    capture: {
      ...demo.capture,
      keys: {
        test: await swap(demo.capture.keys.test, pinned.capture?.test),
        live: await swap(demo.capture.keys.live, pinned.capture?.live),
      },
    },
    engage: { ...demo.engage, publishableKey: await swap(demo.engage.publishableKey, pinned.engage?.publishableKey) },
  };
}
