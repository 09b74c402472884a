// The page size of every paged list (`limit` in the query), read one way: the Content API's rule from the service
// description ("limit (integer, default 100, maximum 200)"), a whole number of at least 1 in decimal digits, with each
// list's own default and maximum. A list whose contract applies a larger value as its maximum (Content, the capture
// leads inbox) says `above: 'applied-as-max'`; one whose contract bounds it (the console's lists) says 'refused'.

/** A list's page size rule: the size without `limit`, the largest page, and what a larger `limit` gets. */
export interface PageLimitRule {
  fallback: number;
  max: number;
  above: 'applied-as-max' | 'refused';
}

const DIGITS = /^[0-9]+$/;

/** The page size to apply, or undefined when `raw` is not a whole number of at least 1 (or is above a refusing max). */
export function readPageLimit(raw: string | undefined, rule: PageLimitRule): number | undefined {
  if (raw === undefined) return rule.fallback;
  if (!DIGITS.test(raw)) return undefined;
  const n = Number(raw);
  if (n < 1) return undefined;
  if (n <= rule.max) return n;
  return rule.above === 'applied-as-max' ? rule.max : undefined;
}
