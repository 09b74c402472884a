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

type Operation = { operationId?: string; summary?: string };
type Contract = { paths: Record<string, Record<string, Operation>>; webhooks?: Record<string, Record<string, Operation>> };

const TOP_LEVEL: Record<string, string> = {
  paths: 'Every path of the contract, by URL template, with its operations by method.',
  webhooks: 'Every webhook event the service sends, by event type.',
  components: 'The reusable parts of the contract: schemas, responses, parameters and headers.',
  operations: 'Every operation of the contract by operationId: its parameters, request body and responses.',
  $defs: 'JSON Schema definitions outside components (none in this contract).',
};
const COMPONENTS: Record<string, string> = {
  schemas: 'The schemas of request and response bodies, by name.',
  responses: 'Responses shared by several operations, by name.',
  parameters: 'Parameters shared by several operations, by name.',
  requestBodies: 'Request bodies shared by several operations (none in this contract).',
  headers: 'Response headers shared by several operations, by name.',
  pathItems: 'Path items shared by several paths (none in this contract).',
};

/**
 * api-extractor documents every member of a generated type; openapi-typescript leaves a comment only where the
 * contract has a description. Each top-level type and each of its members gets one from the contract: an
 * operation's summary, a path's operations, a webhook's summary.
 */
function documentMembers(source: string, document: Contract): string {
  const summaryOf = (op: Operation | undefined) => (op?.summary ?? '').replace(/\*\//g, '* /');
  const operations = new Map<string, string>();
  const pathDocs = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    const ops = Object.entries(item).filter(([, op]) => typeof op?.operationId === 'string');
    for (const [method, op] of ops) operations.set(op.operationId!, `${summaryOf(op)} (\`${method.toUpperCase()} ${path}\`).`);
    pathDocs.set(path, ops.map(([method, op]) => `${method.toUpperCase()}: ${summaryOf(op)}.`).join(' '));
  }
  const webhooks = new Map(Object.entries(document.webhooks ?? {}).map(([name, item]) => [name, `${summaryOf(item.post)}.`]));
  for (const [name, item] of Object.entries(document.webhooks ?? {})) {
    if (item.post?.operationId) operations.set(item.post.operationId, `${summaryOf(item.post)} (the \`${name}\` webhook).`);
  }
  const lines = source.split('\n');
  const out: string[] = [];
  let top = '';
  for (const line of lines) {
    const start = /^export (?:interface|type) (\$?\w+)/.exec(line);
    if (start) {
      top = start[1]!;
      const doc = TOP_LEVEL[top];
      if (doc && out.at(-1) === '/** @public */') out[out.length - 1] = `/** ${doc} @public */`;
    }
    const member = /^ {4}"?([^":?]+)"?\??: /.exec(line);
    if (member && !out.at(-1)?.trim().endsWith('*/')) {
      const name = member[1]!;
      const doc =
        top === 'paths'
          ? pathDocs.get(name)
          : top === 'operations'
            ? operations.get(name)
            : top === 'webhooks'
              ? webhooks.get(name)
              : top === 'components'
                ? COMPONENTS[name]
                : undefined;
      if (doc) out.push(`    /** ${doc} */`);
    }
    out.push(line);
  }
  return out.join('\n');
}

const serverReadme = `${root}packages/server/README.md`;
const FAULTS_START = '<!-- gen:fault-operations (pnpm gen writes this list from openapi.yaml) -->';
const FAULTS_END = '<!-- /gen:fault-operations -->';

/** The README's list of operation names faults can target, grouped by tag, in the order of openapi.yaml. */
function faultOperationsList(document: { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> }): string {
  const byTag = new Map<string, string[]>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation?.operationId !== 'string') continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation.operationId]);
    }
  }
  return [...byTag].map(([tag, ids]) => `- ${tag}: ${ids.map((id) => `\`${id}\``).join(', ')}`).join('\n');
}

async function readmeWithFaultOperations(document: unknown): Promise<string> {
  const readme = await readFile(serverReadme, 'utf8');
  const start = readme.indexOf(FAULTS_START);
  const end = readme.indexOf(FAULTS_END);
  if (start < 0 || end < start) throw new Error(`${relative(root, serverReadme)} lacks the ${FAULTS_START} ... ${FAULTS_END} block`);
  const list = faultOperationsList(document as Parameters<typeof faultOperationsList>[0]);
  return `${readme.slice(0, start + FAULTS_START.length)}\n${list}\n${readme.slice(end)}`;
}

/**
 * The events of the contract's `webhooks:` section, as data (the names a verifier accepts) and as types (each event's
 * body by name), so a new event in openapi.yaml reaches the clients by `pnpm gen`, never by hand.
 */
function webhooksSource(document: { webhooks?: Record<string, { post?: { operationId?: string; summary?: string } }> }): string {
  const names = Object.keys(document.webhooks ?? {}).sort();
  const body = (name: string) => `webhooks[${JSON.stringify(name)}]['post']['requestBody']['content']['application/json']`;
  return (
    header("openapi.yaml's webhooks section") +
    `import type { webhooks } from './openapi.js';\n\n` +
    `/** The type of every event the service signs and sends (openapi.yaml \`webhooks:\`). @public */\n` +
    `export const webhookEventTypes = ${JSON.stringify(names)} as const;\n\n` +
    `/** One of the event types the service sends. @public */\n` +
    `export type WebhookEventType = (typeof webhookEventTypes)[number];\n\n` +
    `/** Each event's signed body, by event type. @public */\n` +
    `export interface WebhookEventMap {\n${names.map((n) => `  /** ${(document.webhooks?.[n]?.post?.summary ?? n).replace(/\*\//g, '*\\/')} */\n  ${JSON.stringify(n)}: ${body(n)};\n`).join('')}}\n\n` +
    `/** Any event the service sends; narrow it on \`type\`. @public */\n` +
    `export type WebhookEvent = WebhookEventMap[WebhookEventType];\n`
  );
}

/** Each client's User-Agent product (`svc-content/0.2.0`), read from its package.json so it is never copied by hand. */
const CLIENTS = ['content', 'capture-node', 'engage-browser'];
async function versionSource(folder: string): Promise<string> {
  const { name, version } = JSON.parse(await readFile(`${root}packages/${folder}/package.json`, 'utf8')) as {
    name: string;
    version: string;
  };
  return (
    `// Generated from package.json by scripts/gen.ts. Do not edit: run \`pnpm gen\` (after a version bump too).\n\n` +
    `/** The client package and version, sent as the User-Agent product on server runtimes. @internal */\n` +
    `export function product(): string {\n  return ${JSON.stringify(`${name.replace(/^@/, '').replace('/', '-')}/${version}`)};\n}\n`
  );
}

async function generate(): Promise<Map<string, string>> {
  const yamlText = await readFile(specPath, 'utf8');
  const ast = await openapiTS(new URL(`file://${specPath}`));
  const document = parse(yamlText) as unknown;
  const types = header('openapi-typescript') + documentMembers(tagPublic(astToString(ast)), document as Contract);
  const documentSource =
    header('the contract as data') +
    `/** The svc OpenAPI 3.1 document, aliases resolved. @public */\n` +
    `export const openapiDocument: Readonly<Record<string, unknown>> = ${JSON.stringify(document, null, 2)};\n`;
  return new Map([
    [`${outDir}openapi.ts`, types],
    [`${outDir}document.ts`, documentSource],
    [`${outDir}webhooks.ts`, webhooksSource(document as Parameters<typeof webhooksSource>[0])],
    [serverReadme, await readmeWithFaultOperations(document)],
    ...(await Promise.all(
      CLIENTS.map(async (c): Promise<[string, string]> => [`${root}packages/${c}/src/version.ts`, await versionSource(c)]),
    )),
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
