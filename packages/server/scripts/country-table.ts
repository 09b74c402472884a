// Writes geo/country-table.br, the offline country data the package ships, from the country database of the
// development dependency @ip-location-db/geo-whois-asn-country-mmdb (the CC0 geo-whois-asn-country data of
// ip-location-db). Run it after updating that dependency:
//   pnpm --filter @svc/reference-server country-table
// node/country-table.test.ts fails while the shipped table and the installed database differ.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { encodeCountryTable, walkCountryDatabase } from '../test/country-table-build.js';

export const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

const database = createRequire(import.meta.url).resolve(DATABASE);
const manifest = JSON.parse(await readFile(join(dirname(database), 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  license: string;
};
const source = `${manifest.name}@${manifest.version}`;
const walked = walkCountryDatabase(await readFile(database));
const table = encodeCountryTable(walked, source);
const compressed = brotliCompressSync(table, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: table.length },
});
const out = fileURLToPath(new URL('../geo/', import.meta.url));
await mkdir(out, { recursive: true });
await writeFile(join(out, 'country-table.br'), compressed);
await copyFile(join(dirname(database), 'NRO_LICENSE'), join(out, 'NRO_LICENSE'));
await writeFile(
  join(out, 'README.md'),
  [
    '# Offline country table',
    '',
    `\`country-table.br\` holds the country of every IPv4 and IPv6 address that \`geo-whois-asn-country.mmdb\` of`,
    `${source} (${manifest.license}, https://github.com/sapics/ip-location-db) resolves, as a compact table of`,
    'address ranges (brotli-compressed), made by `scripts/country-table.ts` of @svc/reference-server. It includes',
    'statistics data of the Number Resource Organization (https://www.nro.net/), licensed CC BY 4.0 (NRO_LICENSE).',
    '',
  ].join('\n'),
);
console.log(
  `country-table: geo/country-table.br from ${source}: ${walked.ipv4.length} IPv4 and ${walked.ipv6.length} IPv6 ranges, ` +
    `${(compressed.length / 1e6).toFixed(2)} MB (the database: ${((await readFile(database)).length / 1e6).toFixed(1)} MB)`,
);
