// Writes the HTTP reference into the site (docs/public/http/): the contract as JSON (@svc/spec/document, the same
// document the reference server serves at /openapi.json), Scalar's self-contained browser bundle (no CDN, no web
// fonts) and a page that starts it. "Try it" points at a local reference server (`pnpm start`,
// http://127.0.0.1:4010) with the demo keys filled in: the keys are read from a reference server seeded with the
// demo here, never copied by hand.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createReferenceServer, httpReferenceScript, httpReferenceSettings } from '@svc/reference-server';
import { openapiDocument } from '@svc/spec/document';

const out = fileURLToPath(new URL('../public/http/', import.meta.url));
const require = createRequire(import.meta.url);
const scalar = require.resolve('@scalar/api-reference/browser/standalone.js');

const server = await createReferenceServer({ seed: 'demo' });
const demo = server.demo!;
const LOCAL = 'http://127.0.0.1:4010';

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'openapi.json'), JSON.stringify(openapiDocument));
copyFileSync(scalar, join(out, 'scalar.js'));
const config = httpReferenceSettings({ url: LOCAL, description: 'Your local reference server (pnpm start)' }, demo, './openapi.json');
writeFileSync(join(out, 'init.js'), httpReferenceScript(config, demo));
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>svc HTTP reference</title></head>
<body><div id="app"></div><script src="./scalar.js"></script><script src="./init.js"></script></body>
</html>
`,
);
console.log(
  `http-reference: docs/public/http/ (${Object.keys(openapiDocument.paths ?? {}).length} paths, ${Object.keys(openapiDocument.webhooks ?? {}).length} webhooks)`,
);
