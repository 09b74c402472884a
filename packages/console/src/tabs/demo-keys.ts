// The demo's credentials as the console shows them: every key in full (test doubles of this server), and a first call.
import type { Schema } from '@svc/spec';
import { api, unwrap } from '../api.js';
import { shellQuote } from '../ui.js';

/** The demo credentials of a world, as its creation and GET /_admin/demo answer them. */
export type Demo = NonNullable<Schema<'AdminDemo'>['demo']>;

/** The first call to try in a new world: a content read with its test key, or its health for an empty world. */
export function firstCurl(baseUrl: string, demo: Demo | undefined): string {
  if (!demo) return `curl ${shellQuote(`${baseUrl}/health`)}`;
  const collection = demo.content.collections[0] ?? 'events';
  return `curl -H ${shellQuote(`X-Api-Key: ${demo.content.keys.test}`)} ${shellQuote(`${baseUrl}/v1/content/${demo.content.siteId}/${collection}`)}`;
}

/** Every key of a demo, by what it is for, in the order a test reaches for them. */
export function demoKeys(demo: Demo): Array<[label: string, value: string]> {
  return [
    ['Content test key', demo.content.keys.test],
    ['Content live key', demo.content.keys.live],
    ['Form Capture test key', demo.capture.keys.test],
    ['Form Capture live key', demo.capture.keys.live],
    ['Engage publishable key', demo.engage.publishableKey],
    ['Console portal key (X-Portal-Key)', demo.console.portalKey],
    ['Console identity (X-Identity-Sub)', demo.console.identitySub],
  ];
}

/** This world's demo credentials (GET /_admin/demo), undefined when the demo is not loaded. */
export const loadDemo = (): Promise<Demo | undefined> => unwrap(api.GET('/_admin/demo')).then((r) => r.demo ?? undefined);

/** The demo key a listed key's prefix is the start of, in full; undefined for any other key (its plaintext is gone). */
export function fullKey(demo: Demo | undefined, prefix: string): string | undefined {
  return demo ? demoKeys(demo).find(([, value]) => value.startsWith(prefix) && value !== prefix)?.[1] : undefined;
}
