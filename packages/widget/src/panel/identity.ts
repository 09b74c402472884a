// A site that accepts verified visitors only (the config's `requireVerifiedIdentity`): identify() without `hash` is a
// page bug the service will refuse. The developer is told once, with the fix, before a chat turn is refused.
import { warn } from '../env.js';
import type { Store } from '../store.js';

const checked = new WeakSet<Store>();

export function checkIdentity(store: Store): void {
  if (checked.has(store)) return;
  checked.add(store);
  let warned = false;
  const check = () => {
    const { config, identity } = store.state;
    if (warned || !config.requireVerifiedIdentity || identity.hash || !Object.values(identity).some(Boolean)) return;
    warned = true;
    warn(
      'identify() was called without hash, but this site accepts verified visitors only: call identify({ id, hash }) with hash the hex HMAC-SHA256 of id made on your server with the site identity secret (identityHash in @svc/capture-node)',
    );
  };
  store.subscribe(check);
  check();
}
