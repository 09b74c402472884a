// A keyed submit retried after an injected 503: the client's automatic Idempotency-Key is the same on the 503 and on
// its retry (after the 503's Retry-After), the retry stores the record, and a replay of that key answers the same id
// as a duplicate. The host then counts the records the marker produced: exactly one.
import { createCaptureClient } from '@svc/capture-node';
import { createEngageClient } from '@svc/engage-browser';
import type { SmokeConfig } from '../protocol.js';
import { inject503, keyRecordingFetch, sameKeyOnBothAttempts } from './support.js';

interface Stored {
  id: string;
  duplicate: boolean;
}

/** @svc/capture-node, wherever a secret key may live (servers, workers, edge functions). */
export function captureSubmit(config: SmokeConfig, capture: { apiKey: string }): Promise<string> {
  const keys: (string | null)[] = [];
  const client = createCaptureClient({ apiKey: capture.apiKey, baseUrl: config.baseUrl, fetch: keyRecordingFetch(keys) });
  const input = { form: 'contact', page: '/runtimes', fields: { name: config.marker, message: 'smoke' } };
  return retriedSubmit(config, 'createCapture', keys, (idempotencyKey) => client.submit(input, idempotencyKey ? { idempotencyKey } : {}));
}

/** @svc/engage-browser's managed form, from pages and edge functions. */
export function formSubmit(config: SmokeConfig, engage: { publishableKey: string }): Promise<string> {
  const keys: (string | null)[] = [];
  const client = createEngageClient({ publishableKey: engage.publishableKey, baseUrl: config.baseUrl, fetch: keyRecordingFetch(keys) });
  const input = { fields: { name: config.marker, email: 'smoke@example.com', message: 'smoke' }, page: '/runtimes' };
  return retriedSubmit(config, 'submitManagedForm', keys, (idempotencyKey) =>
    client.submitForm('contact', input, idempotencyKey ? { idempotencyKey } : {}),
  );
}

async function retriedSubmit(
  config: SmokeConfig,
  operation: string,
  keys: (string | null)[],
  submit: (idempotencyKey?: string) => Promise<Stored>,
): Promise<string> {
  await inject503(config, operation);
  const started = Date.now();
  const stored = await submit();
  const ms = Date.now() - started;
  const key = sameKeyOnBothAttempts(keys);
  if (stored.duplicate) throw new Error(`the first submission answered duplicate: ${JSON.stringify(stored)}`);

  const replay = await submit(key);
  if (replay.id !== stored.id || !replay.duplicate) {
    throw new Error(`a replay of the key answered ${JSON.stringify(replay)}, not the duplicate of ${stored.id}`);
  }
  return `503, retried after ${ms} ms with the same key: ${stored.id}; replayed: duplicate`;
}
