// Generates the API reference pages (docs/reference/api/) from the api-extractor doc models that `pnpm api` writes
// (packages/*/temp/model*/), with @microsoft/api-documenter: the reference is never written by hand, so it shows
// exactly the public surface and TSDoc of the packages. A package with a second entry point (a subpath export) has a
// model of its own, documented under the subpath's name.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readableTables, withPackageDescriptions } from './api-tables.js';
import { mergeMemberPages } from './merge-members.js';

const docs = fileURLToPath(new URL('../', import.meta.url));
const root = join(docs, '..');
const models = join(docs, '.api-models');
const out = join(docs, 'reference', 'api');

/** Model folder under packages/<dir>/temp -> the subpath its entry point is published at. */
const SUBPATHS: Record<string, string> = { model: '', 'model-node': 'node', 'model-config': 'config' };
// api-documenter takes one entry point per package and a valid package name, so a subpath's model is named
// `<package>.<subpath>` and the pages show it as `<package>/<subpath>`, the specifier a user imports.
const subpathNames: Array<[string, string]> = [];
/** What each package (and subpath entry) is, for the index page: the package's own description. */
const descriptions = new Map<string, string>();

/** Public packages with a TypeScript API (an `api` script): [folder, manifest]. The HTTP reference's renderer has none. */
const published = readdirSync(join(root, 'packages'))
  .sort()
  .flatMap((dir): Array<[string, { name: string; private?: boolean }]> => {
    const manifestPath = join(root, 'packages', dir, 'package.json');
    if (!existsSync(manifestPath)) return [];
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string;
      private?: boolean;
      scripts?: Record<string, string>;
    };
    return manifest.private || manifest.scripts?.api === undefined ? [] : [[dir, manifest]];
  });

// The models come from the build (dist/) through api-extractor: when they are missing, make them, as `pnpm build`
// then `pnpm api` would, rather than stop and ask for it.
const withoutModel = published.filter(([dir]) => !existsSync(join(root, 'packages', dir, 'temp', 'model')));
if (withoutModel.length > 0) {
  const pnpm = (args: string[]) => execFileSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (withoutModel.some(([dir]) => !existsSync(join(root, 'packages', dir, 'dist')))) {
    console.log('api-reference: the packages are not built; running pnpm build first');
    pnpm(['build']);
  }
  console.log(
    `api-reference: no doc model yet for ${withoutModel.map(([, m]) => m.name).join(', ')}; running their api-extractor (pnpm api)`,
  );
  pnpm(withoutModel.flatMap(([, m]) => ['--filter', m.name]).concat('api'));
}

rmSync(models, { recursive: true, force: true });
mkdirSync(models, { recursive: true });
const missing: string[] = [];
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const manifestPath = join(root, 'packages', dir, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    name: string;
    private?: boolean;
    description?: string;
    scripts?: Record<string, string>;
  };
  // A package with no TypeScript API (the HTTP reference's renderer, one script file) has no api-extractor model.
  if (manifest.private || manifest.scripts?.api === undefined) continue;
  if (manifest.description) descriptions.set(manifest.name, manifest.description);
  let found = false;
  for (const [folder, subpath] of Object.entries(SUBPATHS)) {
    const modelDir = join(root, 'packages', dir, 'temp', folder);
    if (!existsSync(modelDir)) continue;
    for (const file of readdirSync(modelDir).filter((f) => f.endsWith('.api.json'))) {
      const model = JSON.parse(readFileSync(join(modelDir, file), 'utf8')) as { name: string };
      model.name = subpath ? `${manifest.name}.${subpath}` : manifest.name;
      if (subpath) {
        subpathNames.push([model.name, `${manifest.name}/${subpath}`]);
        descriptions.set(`${manifest.name}/${subpath}`, `The \`${subpath}\` entry point of ${manifest.name}.`);
      }
      writeFileSync(join(models, `${model.name.replace(/^@/, '').replace(/\//g, '-')}.api.json`), JSON.stringify(model));
      found = true;
    }
  }
  if (!found) missing.push(manifest.name);
}
if (missing.length > 0) {
  console.error(
    `api-reference: no doc model for ${missing.join(', ')}: run pnpm build, then pnpm api (api-extractor writes the models to packages/*/temp/model*/)`,
  );
  process.exit(1);
}

const require = createRequire(import.meta.url);
const documenter = join(dirname(require.resolve('@microsoft/api-documenter/package.json')), 'bin', 'api-documenter');
rmSync(out, { recursive: true, force: true });
execFileSync(process.execPath, [documenter, 'markdown', '-i', models, '-o', out], { stdio: ['ignore', 'ignore', 'inherit'] });

// One page per package and per type: each member's page becomes a section of its type's page.
const generated = new Map(
  readdirSync(out)
    .filter((f) => f.endsWith('.md'))
    .map((f) => [f.slice(0, -3), readFileSync(join(out, f), 'utf8')] as const),
);
const merged = mergeMemberPages(generated);
for (const name of generated.keys()) if (!merged.has(name)) rmSync(join(out, `${name}.md`));
for (const [name, text] of merged) writeFileSync(join(out, `${name}.md`), text);

// The generated pages are plain Markdown: v-pre keeps Vue from reading {{ }} in signatures, and the page title is
// the entry's name (api-documenter's first line is a breadcrumb).
let pages = 0;
for (const file of readdirSync(out).filter((f) => f.endsWith('.md'))) {
  const path = join(out, file);
  let text = readFileSync(path, 'utf8').replace(
    /<!-- Do not edit this file\. It is automatically generated by API Documenter\. -->\s*/,
    '',
  );
  for (const [name, shown] of subpathNames) text = text.split(name).join(shown);
  if (file === 'index.md') text = withPackageDescriptions(text, descriptions);
  // api-documenter's HTML tables as Markdown a reader scans (api-tables.ts).
  text = readableTables(text);
  // Outside code fences, braces are entities: VitePress reads `{ a: string; }` after text as attributes.
  let fenced = false;
  text = text
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) fenced = !fenced;
      return fenced || line.startsWith('```') ? line : line.replace(/\{/g, '&#123;').replace(/\}/g, '&#125;');
    })
    .join('\n');
  const body = file === 'index.md' ? text.replace('## API Reference', '# API reference') : text;
  writeFileSync(
    path,
    `---\neditLink: false\npageClass: api-reference\n---\n\n<!-- Generated by docs/scripts/api-reference.ts from the api-extractor models; do not edit. -->\n\n::: v-pre\n${body}\n:::\n`,
  );
  pages++;
}
console.log(`api-reference: ${pages} pages in docs/reference/api/ from ${readdirSync(models).length} models`);
