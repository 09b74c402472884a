// Copies the test console's build (packages/console/dist, built first by the root build) into dist/test-console/, so the
// published package serves /_console/ without the private @svc/console package.
import { cp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../../console/dist/', import.meta.url));
const to = fileURLToPath(new URL('../dist/test-console/', import.meta.url));

await rm(to, { recursive: true, force: true });
const built = await stat(join(from, 'index.html')).then(
  () => true,
  () => false,
);
if (!built) {
  console.warn('copy-console: the console is not built (pnpm --filter @svc/console build); dist/test-console/ is left out');
} else {
  await cp(from, to, { recursive: true });
  console.log('copy-console: dist/test-console/ copied from the console build');
}
