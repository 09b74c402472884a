// `pnpm registry`: a local npm registry with every public package of this workspace published, kept running for your
// own trials as a customer (Ctrl+C stops it and deletes its storage). Build first (`pnpm build`): what is published is
// what dist/ holds. It prints the line that maps the @svc scope to it, for a project's .npmrc, and the variables that
// let `pnpm --filter @svc/release-test test` (the release checks and the journeys) use it instead of starting its own.
import { publishAll } from '../test/release/src/publish.js';
import { startRegistry } from '../test/release/src/registry.js';

const started = Date.now();
const registry = await startRegistry();
try {
  await publishAll(registry.url, registry.npmrc);
} catch (error) {
  await registry.close();
  console.error(`registry: publishing failed (run pnpm build first?):\n${(error as Error).message}`);
  process.exit(1);
}
console.log(`registry: every public package published to ${registry.url} in ${((Date.now() - started) / 1000).toFixed(1)} s

In a fresh project outside this repository, map the @svc scope to it (everything else comes from your usual registry):

  echo '@svc:registry=${registry.url}' > .npmrc

or for one command: env 'npm_config_@svc:registry=${registry.url}' npm install @svc/content

The release checks and the journeys against it (no publish of their own):

  SVC_REGISTRY=${registry.url} SVC_REGISTRY_TOKEN=${registry.token} SVC_REGISTRY_NPMRC=${registry.npmrc} pnpm --filter @svc/release-test test

Ctrl+C stops it.`);
const stop = () => void registry.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
