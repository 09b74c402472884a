// Demo secrets that are the same on every start: the demo's keys can be committed in a team's test config.
import { sha256 } from '@noble/hashes/sha2.js';
import type { IdGenerator } from '../ports/ids.js';

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const encoder = new TextEncoder();

/**
 * Ids as `ids` gives them; secrets drawn from a fixed sequence, so seeding the demo issues the same keys every
 * time. Public demo keys are the point: nothing else may be seeded through this generator. With a `salt` (a
 * world's, random and never shown) the sequence is that salt's own.
 */
export function demoIds(ids: IdGenerator, salt?: string): IdGenerator {
  let n = 0;
  // A world's salt makes its demo secrets its own; the root's (no salt) are the published, fixed ones.
  const label = salt === undefined ? 'svc-reference-server demo secret' : `svc-reference-server demo secret ${salt}`;
  return {
    next: (prefix) => ids.next(prefix),
    secret: (length) => {
      n++;
      let out = '';
      for (let block = 0; out.length < length; block++) {
        for (const b of sha256(encoder.encode(`${label} ${n}.${block}`))) {
          if (b < 248 && out.length < length) out += B62[b % 62];
        }
      }
      return out;
    },
  };
}
