// The key decides the environment: a client asked for another environment than its key's is refused at once.

/** Delivery environment of a Content key. @public */
export type ContentEnvironment = 'test' | 'live';

/** The environment a key names in its prefix (`ck_test_...`, `ck_live_...`), or undefined when it names none. */
export function keyEnvironment(apiKey: string): ContentEnvironment | undefined {
  return (/^ck_(test|live)_/.exec(apiKey)?.[1] as ContentEnvironment | undefined) ?? undefined;
}

/**
 * Checks the requested environment against the key's before anything is sent; the service checks it again
 * (403 ENVIRONMENT_MISMATCH), so a key without a recognisable prefix is still safe.
 */
export function checkEnvironment(apiKey: string, environment: ContentEnvironment | undefined): ContentEnvironment | undefined {
  if (environment !== undefined && environment !== 'test' && environment !== 'live') {
    throw new TypeError(`environment must be "test" or "live" (got ${JSON.stringify(environment)})`);
  }
  const fromKey = keyEnvironment(apiKey);
  if (environment && fromKey && environment !== fromKey) {
    throw new TypeError(`this Content key is a ${fromKey} key; it cannot read the ${environment} environment`);
  }
  return environment ?? fromKey;
}
