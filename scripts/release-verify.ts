// `pnpm release:verify`: the release as customers receive it. Starts a local registry (Verdaccio on 127.0.0.1, temp
// storage), publishes every public package to it with `pnpm publish -r`, then installs from it, never from tarballs:
// the consumer matrix with npm (test/consumer: CommonJS, ESM, every TypeScript resolution) and the release checks
// (test/release: published file lists, the registry's manifests, @svc/reference-server alone, and the journeys: every
// quick start, guide and package README walked as printed, with npm, pnpm, Yarn and Bun). Run after `pnpm build`:
// what is published is what dist/ holds.
import { spawn } from 'node:child_process';
import { publishAll } from '../test/release/src/publish.js';
import { startRegistry } from '../test/release/src/registry.js';

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const step = (name: string, command: string, args: string[], env: Record<string, string>) =>
  new Promise<boolean>((resolve) => {
    const at = Date.now();
    console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => {
      console.log(`${name}: ${code === 0 ? 'pass' : 'FAIL'} in ${seconds(at)}`);
      resolve(code === 0);
    });
  });

const registry = await startRegistry();
let ok = false;
try {
  const publishing = Date.now();
  await publishAll(registry.url, registry.npmrc);
  console.log(`release:verify: published every public package to the local registry ${registry.url} in ${seconds(publishing)}`);
  const env = { SVC_REGISTRY: registry.url, SVC_REGISTRY_TOKEN: registry.token, SVC_REGISTRY_NPMRC: registry.npmrc };
  const consumer = await step('consumer matrix (npm, from the registry)', 'pnpm', ['--filter', '@svc/consumer-test', 'test'], env);
  const release = await step(
    'release checks and journeys (files, manifests, the server alone, every documented journey)',
    'pnpm',
    ['--filter', '@svc/release-test', 'test'],
    env,
  );
  ok = consumer && release;
} finally {
  await registry.close();
}
console.log(`\nrelease:verify: ${ok ? 'pass' : 'FAIL'} in ${seconds(started)}`);
process.exit(ok ? 0 : 1);
