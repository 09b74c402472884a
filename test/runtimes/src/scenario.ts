// The smoke scenario every runtime of the matrix runs: a paged read, a keyed submit retried after an injected 503
// with the same key, an abort during backoff. Runtime-neutral: only fetch, AbortController, timers and Web Crypto.
import { abortDuringBackoff } from './checks/abort-backoff.js';
import { captureSubmit, formSubmit } from './checks/keyed-submit.js';
import { pagedRead } from './checks/paged-read.js';
import type { Check, SmokeConfig, SmokeReport } from './protocol.js';

/** Runs every check that applies to the config and reports each one; it never throws. */
export async function runSmoke(config: SmokeConfig): Promise<SmokeReport> {
  const checks: Check[] = [];
  const check = async (name: string, body: () => Promise<string>): Promise<void> => {
    const started = Date.now();
    let outcome: Omit<Check, 'ms'>;
    try {
      outcome = { name, ok: true, detail: await body() };
    } catch (error) {
      outcome = { name, ok: false, detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    checks.push({ ...outcome, ms: Date.now() - started });
  };

  await check('paged read', () => pagedRead(config));
  const { capture, engage } = config;
  if (capture) await check('capture submit retried after a 503 with the same key', () => captureSubmit(config, capture));
  if (engage) await check('form submit retried after a 503 with the same key', () => formSubmit(config, engage));
  await check('abort during backoff', () => abortDuringBackoff(config));
  return { runtime: config.runtime, checks };
}
