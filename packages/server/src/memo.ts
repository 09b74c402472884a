// Results of pure functions of text (a user agent, a language tag) kept for the next request that sends the same.

/**
 * `fn` with its last `size` results kept, oldest out first. Only for pure functions: the input is the whole key,
 * and a client sending ever-new inputs costs at most `size` entries.
 */
export function memoize<R>(fn: (input: string) => R, size: number): (input: string) => R {
  const results = new Map<string, R>();
  return (input) => {
    const known = results.get(input);
    if (known !== undefined || results.has(input)) return known as R;
    const result = fn(input);
    if (results.size >= size) results.delete(results.keys().next().value!);
    results.set(input, result);
    return result;
  };
}
