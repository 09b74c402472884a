// Generates every derived artefact of openapi.yaml; `--check` fails when the committed output has drifted.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const specPath = `${root}openapi.yaml`;
const outDir = `${root}packages/spec/src/generated/`;
const header = (what: string) =>
  `// Generated from openapi.yaml by scripts/gen.ts (${what}). Do not edit: run \`pnpm gen\`.\n/* eslint-disable */\n`;

/** api-extractor needs a release tag on every export; generated declarations get `@public`. */
function tagPublic(source: string): string {
  return source.replace(/^export (interface|type) /gm, '/** @public */\nexport $1 ');
}

async function generate(): Promise<Map<string, string>> {
  const yamlText = await readFile(specPath, 'utf8');
  const ast = await openapiTS(new URL(`file://${specPath}`));
  const types = header('openapi-typescript') + tagPublic(astToString(ast));
  const document = parse(yamlText) as unknown;
  const documentSource =
    header('the contract as data') +
    `/** The svc OpenAPI 3.1 document, aliases resolved. @public */\n` +
    `export const openapiDocument: Readonly<Record<string, unknown>> = ${JSON.stringify(document, null, 2)};\n`;
  return new Map([
    [`${outDir}openapi.ts`, types],
    [`${outDir}document.ts`, documentSource],
  ]);
}

const check = process.argv.includes('--check');
const outputs = await generate();
let drift = 0;
for (const [file, content] of outputs) {
  const rel = relative(root, file);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== content) {
      drift++;
      console.error(`gen:check: ${rel} differs from what openapi.yaml generates. Run \`pnpm gen\` and commit.`);
    }
  } else {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    console.log(`wrote ${rel}`);
  }
}
if (check) {
  if (drift > 0) process.exit(1);
  console.log(`gen:check: ${outputs.size} generated files match openapi.yaml`);
}
