// Puts what the CLI serves and reads into the published package, so `npx svc-reference-server` needs nothing else:
// the widget's built loader and the files it imports (dist/widget/, from @svc/widget, built first by the root build)
// and the offline country database (dist/geo/, the combined IPv4 + IPv6 file of the CC0
// @ip-location-db/geo-whois-asn-country-mmdb, gzip-compressed: 3.9 MB instead of the package's three files of 15.7 MB,
// which would push what `npm install @svc/msw msw` adds past its 20 MB budget). Both are read on first use.
import { copyFile, cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
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

const geoTo = join(dist, 'geo');
await rm(geoTo, { recursive: true, force: true });
await mkdir(geoTo, { recursive: true });
const database = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
const manifest = JSON.parse(await readFile(join(dirname(database), 'package.json'), 'utf8'));
await writeFile(join(geoTo, 'country.mmdb.gz'), gzipSync(await readFile(database), { level: 9 }));
await copyFile(join(dirname(database), 'NRO_LICENSE'), join(geoTo, 'NRO_LICENSE'));
await writeFile(
  join(geoTo, 'README.md'),
  [
    '# Offline country database',
    '',
    `\`country.mmdb.gz\` is \`geo-whois-asn-country.mmdb\` of ${manifest.name}@${manifest.version}`,
    `(${manifest.license}, https://github.com/sapics/ip-location-db), gzip-compressed. It includes statistics data of`,
    'the Number Resource Organization (https://www.nro.net/), licensed CC BY 4.0 (NRO_LICENSE).',
    '',
  ].join('\n'),
);
console.log(`copy-assets: dist/geo/country.mmdb.gz from ${manifest.name}@${manifest.version}`);
