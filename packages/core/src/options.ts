// Input checked where it is typed: option names (JavaScript callers have no compiler to catch a typo), durations,
// the base URL and the key's family, each refused before anything is sent with what was wrong and what to pass.

/** The options every call takes. @internal */
export const CALL_OPTIONS = 'signal,maxRetries,timeoutMs,deadlineMs,headers';
/** The options every client factory takes. @internal */
export const CLIENT_OPTIONS =
  'baseUrl,fetch,hooks,backoff,maxRetries,timeoutMs,deadlineMs,maxRetryAfterMs,retryOn,headers,onRequest,logLevel,logger';

/**
 * Throws a TypeError for an option name not in `known` (comma-separated), naming the likely one meant, and a
 * RangeError for a duration or retry count that is not a non-negative number. With `usage` (the expected call, e.g.
 * `createContentClient({ apiKey, siteId, baseUrl })`) the options are required, and a call of another shape names it.
 * @internal
 */
// eslint-disable-next-line max-params -- kept as core's report has it: every client calls it in each method, and an options object would cost each client's budgeted bytes
export function checkOptions(given: unknown, known: string, where: string, usage?: string): void {
  if (given === undefined && !usage) return;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new TypeError(`${where}: ${usage ? `expected ${usage}` : 'options must be an object'}`);
  }
  const names = known.split(',');
  for (const [name, value] of Object.entries(given)) {
    if (!names.includes(name)) {
      const stem = name.replace(/(Seconds|Ms)$/, '').toLowerCase();
      // The likely one meant: a name holding this one (retries: maxRetries), or starting as it does (limt: limit).
      const meant = stem.length > 3 && names.find((n) => n.toLowerCase().includes(stem) || n.startsWith(name.slice(0, 3)));
      throw new TypeError(`${where}: unknown option ${name}${meant ? `; did you mean ${meant}?` : ''} (known: ${known})`);
    }
    const whole = name === 'maxRetries';
    if (
      value !== undefined &&
      (whole || name.endsWith('Ms')) &&
      !((whole ? Number.isInteger : Number.isFinite)(value) && (value as number) >= 0)
    ) {
      throw new RangeError(`${where}: ${name} must be a ${whole ? 'whole number' : 'number of ms'} >= 0 (got ${String(value)})`);
    }
  }
}

/** Throws a TypeError unless `baseUrl` is an absolute http(s) URL. @internal */
export function checkBaseUrl(baseUrl: unknown, where: string): void {
  if (typeof baseUrl !== 'string' || !/^https?:\/\/[^/]/i.test(baseUrl)) {
    throw new TypeError(`${where} needs baseUrl, an absolute http(s) URL (got ${String(baseUrl)})`);
  }
}

const FAMILIES: Record<string, string> = {
  ck: 'a Content key',
  sk: 'a Form Capture key',
  pk: 'an Engage publishable key',
  whsec: 'a webhook secret',
};

/**
 * Throws a TypeError for a missing key, one whose prefix shows another family (a Content key given to the Form
 * Capture client, say), or one that matches no family (`hello`), naming the key format the client needs; the key
 * itself is never repeated in the message.
 * @internal
 */
export function checkKey(key: unknown, family: 'ck' | 'sk' | 'pk', where: string): string {
  const prefix = typeof key === 'string' && /^([a-z]+)_/.exec(key)?.[1];
  if (typeof key !== 'string' || prefix !== family || !/^[a-z]+_\w[\w-]*$/.test(key)) {
    const other = prefix !== family && prefix && FAMILIES[prefix];
    throw new TypeError(
      `${where} needs apiKey: ${FAMILIES[family]} (${family}_...)${other ? `, not ${other}` : key ? `; this value matches no key family` : ''}`,
    );
  }
  return key;
}
