// The packages the consumer test installs from their tarballs, and what a consumer of each uses: the functions an
// import must yield, and the TypeScript a consumer writes against its types.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  exports?: Record<string, unknown>;
}

export interface Published {
  name: string;
  dir: string;
  manifest: Manifest;
}

interface Usage {
  /** Named exports that must be functions at run time, per subpath. */
  functions: Record<string, string[]>;
  /** TypeScript using the package's types (ESM consumer, checked under node16 and bundler). */
  consumer: string;
}

/** The client packages of issue 7 and the contract types they are built on. Present ones are tested. */
export const USAGE: Record<string, Usage> = {
  '@svc/spec': {
    functions: { '.': [], './document': [] },
    consumer: `
import type { ErrorBody, operations, paths } from '@svc/spec';
import { openapiDocument } from '@svc/spec/document';
type EntryList = paths['/v1/content/{siteId}/{collection}']['get']['responses'][200]['content']['application/json'];
export function entryTitles(list: EntryList): string[] {
  return list.items.map((entry) => entry.title);
}
export function errorCode(body: ErrorBody): string {
  return body.code;
}
export type CaptureOperation = operations['createCapture'];
export const contract: object = openapiDocument as object;
`,
  },
  '@svc/core': {
    functions: { '.': ['createRetryingFetch', 'createSvcClient', 'createIdempotencyKey', 'paginate'] },
    consumer: `
import { RateLimitError, SvcError, createIdempotencyKey, createRetryingFetch, type CallOptions } from '@svc/core';
export const retrying = createRetryingFetch({ retries: 3, maxRetryAfterSeconds: 30 });
export async function fetchWithKey(url: string, options: CallOptions = {}): Promise<number | undefined> {
  try {
    const response = await retrying(new Request(url, { method: 'POST' }), { ...options, idempotencyKey: createIdempotencyKey() });
    return response.status;
  } catch (error) {
    if (error instanceof RateLimitError) return error.retryAfter;
    if (error instanceof SvcError) return error.status;
    throw error;
  }
}
`,
  },
  '@svc/content': {
    functions: { '.': ['createContentClient'] },
    consumer: `
import { NotFoundError, createContentClient, type ContentEntry } from '@svc/content';
const content = createContentClient({ apiKey: 'ck_live_example', siteId: 'web_demo', baseUrl: 'https://api.example' });
export async function everyEntry(collection: string): Promise<ContentEntry[]> {
  const entries: ContentEntry[] = [];
  for await (const entry of content.entries(collection, { limit: 50 })) entries.push(entry);
  return entries;
}
export async function canonicalSlug(collection: string, slug: string): Promise<string | undefined> {
  try {
    return (await content.get(collection, slug)).canonicalSlug;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
`,
  },
  '@svc/capture-node': {
    functions: { '.': ['createCaptureClient', 'contextFromRequest', 'contextFromIncomingMessage', 'verifyWebhook'] },
    consumer: `
import { contextFromRequest, createCaptureClient, deriveIdempotencyKey, type CaptureResult } from '@svc/capture-node';
const capture = createCaptureClient({ apiKey: 'sk_live_example', baseUrl: 'https://api.example' });
export async function submitLead(request: Request, orderId: string): Promise<CaptureResult> {
  const idempotencyKey = await deriveIdempotencyKey(orderId);
  const context = contextFromRequest(request);
  return capture.submit({ form: 'contact', page: '/contact', fields: { email: 'ada@example.com' }, context }, { idempotencyKey });
}
`,
  },
  '@svc/engage-browser': {
    functions: { '.': ['createEngageClient'] },
    consumer: `
import { createEngageClient, RateLimitError, type EngageClient } from '@svc/engage-browser';
export async function sendContactForm(): Promise<string> {
  const engage: EngageClient = createEngageClient({ publishableKey: 'pk_live_example', baseUrl: 'https://api.example' });
  try {
    const { id, duplicate } = await engage.submitForm('contact', { fields: { email: 'ada@example.com' } });
    return duplicate ? \`already stored as \${id}\` : id;
  } catch (error) {
    if (error instanceof RateLimitError) return \`retry in \${error.retryAfter ?? 1} s\`;
    throw error;
  }
}
`,
  },
};

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The workspace's packages named in USAGE, in that order (dependencies before dependents). */
export function findPublished(): Published[] {
  const found = new Map<string, Published>();
  for (const folder of readdirSync(`${root}packages`)) {
    const dir = `${root}packages/${folder}`;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as Manifest;
    } catch {
      continue;
    }
    if (!manifest.private && manifest.name in USAGE) found.set(manifest.name, { name: manifest.name, dir, manifest });
  }
  return Object.keys(USAGE).flatMap((name) => found.get(name) ?? []);
}

/** Whether any export of the manifest offers a `require` condition (the package ships CommonJS). */
export function shipsCommonJs(manifest: Manifest): boolean {
  return JSON.stringify(manifest.exports ?? {}).includes('"require"');
}
