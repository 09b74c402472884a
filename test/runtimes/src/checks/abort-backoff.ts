// An abort during backoff: a 429 asks for a 30 s wait, which the client sleeps (under its 60 s cap); aborting 100 ms
// into the sleep (after the 429 arrived) must end the call at once with an AbortError.
import { AbortError } from '@svc/content';
import type { SmokeConfig } from '../protocol.js';
import { inject429, statusRecordingContentClient } from './support.js';

const WAIT_SECONDS = 30;
const ABORT_AFTER_MS = 100;
/** An abort that takes longer than this to end the call did not end the sleep. */
const AT_ONCE_MS = 1000;

export async function abortDuringBackoff(config: SmokeConfig): Promise<string> {
  const { collection } = config.content;
  // The abort is timed from the 429's arrival, so it lands in the sleep however long the first answer takes.
  const controller = new AbortController();
  let started = Date.now();
  const { content, statuses } = statusRecordingContentClient(config, (status) => {
    if (status !== 429) return;
    started = Date.now();
    setTimeout(() => controller.abort(), ABORT_AFTER_MS);
  });
  await inject429(config, 'listContentEntries', WAIT_SECONDS);

  try {
    await content.list(collection, { limit: 1, signal: controller.signal });
  } catch (error) {
    const waited = Date.now() - started;
    if (!(error instanceof AbortError)) throw error;
    if (statuses.join() !== '429') throw new Error(`the attempts answered ${statuses.join()}, not one 429`);
    if (waited > AT_ONCE_MS) throw new Error(`the abort ended a ${WAIT_SECONDS} s backoff only after ${waited} ms`);
    return `after a 429 asking for ${WAIT_SECONDS} s, the abort ended the call after ${waited} ms`;
  }
  throw new Error('the call was not aborted during its backoff');
}
