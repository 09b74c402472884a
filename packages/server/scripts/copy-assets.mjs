// Puts what the CLI serves into the published package, so `npx svc-reference-server` needs nothing else: the widget's
// built loader and the files it imports (dist/widget/, from @svc/widget, built first by the root build), read on first
// use. The offline country table is committed in geo/ (scripts/country-table.ts writes it) and ships as it is.
import { copyFile, cp, mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const widgetTo = join(dist, 'widget');
await rm(widgetTo, { recursive: true, force: true });
const widgetFrom = fileURLToPath(new URL('../../widget/dist/', import.meta.url));
const widgetBuilt = await stat(join(widgetFrom, 'sdk.js')).then(
  () => true,
  () => false,
);
if (!widgetBuilt) {
  console.warn('copy-assets: the widget is not built (pnpm --filter @svc/widget build); dist/widget/ is left out');
} else {
  await mkdir(widgetTo, { recursive: true });
  await copyFile(join(widgetFrom, 'sdk.js'), join(widgetTo, 'sdk.js'));
  await cp(join(widgetFrom, 'sdk'), join(widgetTo, 'sdk'), { recursive: true, filter: (path) => !path.endsWith('.map') });
  console.log('copy-assets: dist/widget/ copied from the widget build');
}
