// A keyed submit retried after an injected 503: every attempt of the one logical call carries the same
// Idempotency-Key, the retry stores the record, a replay of the key answers the same id as a duplicate.
// The host then counts the records the marker produced (exactly one).
import { createEngageClient } from '@svc/engage-browser';
import type { SmokeConfig } from '../protocol.js';
import { idempotencyKey, inject503, json, keyRecordingFetch, sameKeyOnBothAttempts } from './support.js';

export function captureSubmit(config: SmokeConfig, capture: { apiKey: string }): Promise<string> {
  const body = JSON.stringify({ form: 'contact', page: '/runtimes', fields: { name: config.marker, message: 'smoke' } });
  return keyedSubmit(config, 'createCapture', (key) =>
    fetch(`${config.baseUrl}/v1/capture`, {
      method: 'POST',
      headers: { 'X-Api-Key': capture.apiKey, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body,
    }),
  );
}

/**
 * @svc/engage-browser: a managed form with an automatic key; the 503 is retried after its Retry-After with the same
 * key, and a replay of that key is a duplicate.
 */
export async function formSubmit(config: SmokeConfig, engage: { publishableKey: string }): Promise<string> {
  const keys: (string | null)[] = [];
  const client = createEngageClient({ publishableKey: engage.publishableKey, baseUrl: config.baseUrl, fetch: keyRecordingFetch(keys) });
  const input = { fields: { name: config.marker, email: 'smoke@example.com', message: 'smoke' }, page: '/runtimes' };
  await inject503(config, 'submitManagedForm');

  const started = Date.now();
  const stored = await client.submitForm('contact', input);
  const ms = Date.now() - started;
  const key = sameKeyOnBothAttempts(keys);
  if (stored.duplicate) throw new Error(`the first submission answered duplicate: ${JSON.stringify(stored)}`);

  const replay = await client.submitForm('contact', input, { idempotencyKey: key });
  if (replay.id !== stored.id || !replay.duplicate) {
    throw new Error(`a replay of the key answered ${JSON.stringify(replay)}, not the duplicate of ${stored.id}`);
  }
  return `503, retried after ${ms} ms with the same key: ${stored.id}; replayed: duplicate`;
}

async function keyedSubmit(config: SmokeConfig, operation: string, send: (key: string) => Promise<Response>): Promise<string> {
  const key = idempotencyKey();
  await inject503(config, operation);

  const refused = await send(key);
  await refused.body?.cancel();
  if (refused.status !== 503) throw new Error(`the injected fault answered ${refused.status}, not 503`);
  const retryAfter = refused.headers.get('Retry-After');
  if (retryAfter === null) throw new Error('the 503 carried no Retry-After');

  const stored = await json(await send(key), 201);
  const replay = await json(await send(key), 200);
  if (typeof stored.id !== 'string') throw new Error(`the retry answered no id: ${JSON.stringify(stored)}`);
  if (replay.id !== stored.id || replay.duplicate !== true) {
    throw new Error(`a replay of the same key answered ${JSON.stringify(replay)}, not the duplicate of ${stored.id}`);
  }
  return `503 (Retry-After ${retryAfter}), retried with the same key: ${stored.id}; replayed: duplicate`;
}
