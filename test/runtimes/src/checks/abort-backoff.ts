// An abort during backoff: a 429 asks for a 30 s wait; aborting 100 ms into it must end the wait at once.
import type { SmokeConfig } from '../protocol.js';
import { inject429 } from './support.js';

const WAIT_SECONDS = 30;
const ABORT_AFTER_MS = 100;
/** An abort that takes longer than this to end the call did not end the sleep. */
const AT_ONCE_MS = 1000;

export async function abortDuringBackoff(config: SmokeConfig): Promise<string> {
  const { apiKey, siteId, collection } = config.content;
  await inject429(config, 'listContentEntries', WAIT_SECONDS);
  const limited = await fetch(`${config.baseUrl}/v1/content/${siteId}/${collection}?limit=1`, { headers: { 'X-Api-Key': apiKey } });
  await limited.body?.cancel();
  if (limited.status !== 429) throw new Error(`the injected rate limit answered ${limited.status}, not 429`);
  const waitSeconds = Number(limited.headers.get('Retry-After'));
  if (waitSeconds !== WAIT_SECONDS) throw new Error(`Retry-After was ${limited.headers.get('Retry-After')}, not ${WAIT_SECONDS}`);

  const controller = new AbortController();
  const started = Date.now();
  setTimeout(() => controller.abort(), ABORT_AFTER_MS);
  try {
    await sleep(waitSeconds * 1000, controller.signal);
  } catch (error) {
    const waited = Date.now() - started;
    if ((error as Error).name !== 'AbortError') throw error;
    if (waited > AT_ONCE_MS) throw new Error(`the abort ended a ${waitSeconds} s backoff only after ${waited} ms`);
    return `a ${waitSeconds} s backoff aborted after ${waited} ms`;
  }
  throw new Error('the backoff sleep was not aborted');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
