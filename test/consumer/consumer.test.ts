// The consumer matrix: the packages as a user gets them (installed by npm into a fresh project from the local registry
// `pnpm release:verify` published them to, given as SVC_REGISTRY; run alone, from packed tarballs), used
// for real against the reference server started from its installed CLI, in every module setup a customer has:
// CommonJS and ESM JavaScript, and TypeScript under node10 (CommonJS), node16, nodenext and bundler resolution, each
// compiled with our declaration files checked (skipLibCheck off) and then run. Every README block runs there too.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_BUDGET_MB,
  CLIENT_BUDGET_RATIO,
  CLIENTS,
  installClosure,
  MB,
  mb,
  SERVER_BUDGET_MB,
  WIDGET_BUDGET_MB,
} from '../../scripts/install-budgets.js';
import type { Published } from './src/packages.js';
import { CLIENT_READMES, findPublished } from './src/packages.js';
import type { Demo } from './src/project.js';
import { createConsumerProject, createRegistryProject, packAll, run, startInstalledServer, subProject, tscPath } from './src/project.js';
import { forServer, runnableBlocks } from './src/readme.js';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let packages: Published[];
let tarballDir: string | undefined;
let project: string;
let server: ChildProcess | undefined;
let demo: Demo;
let env: Record<string, string>;

beforeAll(async () => {
  packages = findPublished();
  const registry = process.env.SVC_REGISTRY;
  const started = Date.now();
  // Nothing but our packages (the server's CLI runs on its own dependencies), and undici: the README's proxy example
  // sends through its ProxyAgent, as a user would install it.
  const content = packages.find((p) => p.name === '@svc/content')!.manifest as { devDependencies?: Record<string, string> };
  const extra: Record<string, string> = content.devDependencies?.undici ? { undici: content.devDependencies.undici } : {};
  if (registry) project = await createRegistryProject(packages, registry, extra);
  else {
    tarballDir = await mkdtemp(join(tmpdir(), 'svc-tarballs-'));
    project = await createConsumerProject(await packAll(packages, tarballDir), extra);
  }
  const from = registry ? `the registry ${registry}` : 'tarballs';
  console.log(
    `npm install of ${packages.length} packages from ${from}: ${Date.now() - started} ms (${packages.map((p) => `${p.name}@${p.manifest.version}`).join(', ')})`,
  );
  // Local development lets the demo site's webhooks reach the ESM customer's receiver on 127.0.0.1.
  ({ demo, child: server } = await startInstalledServer(project, ['--local-development']));
  env = {
    SVC_BASE_URL: demo.url,
    SVC_CONTENT_KEY: demo.contentKey,
    SVC_CAPTURE_KEY: demo.captureKey,
    SVC_ENGAGE_KEY: demo.engageKey,
    SVC_ENGAGE_SITE: demo.engageSiteId,
    SVC_PORTAL_KEY: demo.portalKey,
    SVC_IDENTITY_SUB: demo.identitySub,
  };
});

afterAll(async () => {
  server?.kill();
  await Promise.all(
    [tarballDir, project].filter((dir): dir is string => Boolean(dir)).map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

describe('published packages in a fresh project', () => {
  it('installs every public package (from the registry, or its tarball), with workspace ranges replaced by versions', async () => {
    expect(packages.map((p) => p.name)).toEqual(
      expect.arrayContaining(['@svc/spec', '@svc/core', '@svc/content', '@svc/capture-node', '@svc/engage-browser']),
    );
    for (const pkg of packages) {
      const installed = JSON.parse(await readFile(join(project, 'node_modules', pkg.name, 'package.json'), 'utf8'));
      expect(installed).toMatchObject({ name: pkg.name, version: pkg.manifest.version });
      expect(JSON.stringify(installed.dependencies ?? {})).not.toContain('workspace:');
    }
  });
});

describe('what each package installs (its install closure in this project: the package and all it needs)', () => {
  it.each(CLIENTS.map((name) => [name]))(
    `%s: at most ${CLIENT_BUDGET_MB} MB and ${CLIENT_BUDGET_RATIO}× openapi-fetch alone (the budget in scripts/install-budgets.ts)`,
    async (name) => {
      const [client, peer] = await Promise.all([installClosure(project, name), installClosure(project, 'openapi-fetch')]);
      console.log(`[install] ${name}: ${mb(client.bytes)} (${(client.bytes / peer.bytes).toFixed(2)}× openapi-fetch's ${mb(peer.bytes)})`);
      expect(client.bytes / MB, name).toBeLessThanOrEqual(CLIENT_BUDGET_MB);
      expect(client.bytes / peer.bytes).toBeLessThanOrEqual(CLIENT_BUDGET_RATIO);
      // A client carries its own slice of the contract's types: of ours it installs itself and @svc/core, not the
      // whole contract's types (@svc/types), the contract (@svc/spec) or the server.
      expect(
        client.packages
          .map(([pkg]) => pkg)
          .filter((pkg) => pkg.startsWith('@svc/'))
          .sort(),
      ).toEqual(['@svc/core', name].sort());
    },
  );

  it.each([
    ['@svc/widget', WIDGET_BUDGET_MB],
    ['@svc/reference-server', SERVER_BUDGET_MB],
  ] as const)('%s: at most %s MB', async (name, budget) => {
    const closure = await installClosure(project, name);
    console.log(
      `[install] ${name}: ${mb(closure.bytes)}; largest: ${closure.packages
        .slice(0, 4)
        .map(([pkg, bytes]) => `${pkg} ${mb(bytes)}`)
        .join(', ')}`,
    );
    expect(closure.bytes / MB).toBeLessThanOrEqual(budget);
    // The widget carries its own Preact and client in its files: installing it installs nothing else.
    if (name === '@svc/widget') expect(closure.packages.map(([pkg]) => pkg)).toEqual(['@svc/widget']);
  });
});

describe('the installed server', () => {
  it('serves the test console it carries in dist/test-console/ (the console package itself is private)', async () => {
    const response = await fetch(`${demo.url}/_console/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).not.toContain('not built');
    const script = /<script type="module"[^>]* src="(\/_console\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${demo.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
  });
});

describe('JavaScript customers', () => {
  it('CommonJS (require): every client makes real calls, withResponse() gives the request id, errors are typed, the ESM copy recognises them', async () => {
    const dir = await subProject(project, 'js-commonjs', 'commonjs', { 'scenario.cjs': await fixture('scenario.cjs') });
    const seen = JSON.parse(await run(process.execPath, ['scenario.cjs'], dir, env));
    expect(seen).toEqual({
      entries: expect.any(Number),
      captured: true,
      config: 'Demo Studio',
      requestId: expect.stringMatching(/\S/),
      attempts: 1,
      error: 'AuthenticationError 401 INVALID_KEY',
      otherCopy: true,
    });
    expect(seen.entries).toBeGreaterThan(1);
  });

  it('ESM (import): every client makes real calls, every event the server sends verifies, errors are typed, the CommonJS copy recognises them', async () => {
    const dir = await subProject(project, 'js-esm', 'module', { 'scenario.mjs': await fixture('scenario.mjs') });
    const seen = JSON.parse(await run(process.execPath, ['scenario.mjs'], dir, env));
    expect(seen).toEqual({
      entries: expect.any(Number),
      captured: true,
      chat: true,
      requestId: expect.stringMatching(/\S/),
      // The test event, an escalation and a rating, each verified by the installed verifyWebhook.
      events: ['chat.escalated', 'conversation.rated', 'webhook.test'],
      declared: ['chat.escalated', 'conversation.rated', 'webhook.test'],
      error: 'AuthenticationError 401 INVALID_KEY',
      otherCopy: true,
    });
    expect(seen.entries).toBeGreaterThan(1);
  });
});

const common = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  strict: true,
  skipLibCheck: false,
  skipDefaultLibCheck: true,
  types: ['node'],
  outDir: 'out',
};
const SETUPS = [
  {
    name: 'ts-node10-commonjs',
    type: 'commonjs',
    options: { module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true, ignoreDeprecations: '6.0' },
  },
  { name: 'ts-node16-esm', type: 'module', options: { module: 'node16', moduleResolution: 'node16' } },
  { name: 'ts-nodenext-commonjs', type: 'commonjs', options: { module: 'nodenext', moduleResolution: 'nodenext' } },
  { name: 'ts-bundler-esm', type: 'module', options: { module: 'esnext', moduleResolution: 'bundler' } },
] as const;

describe('TypeScript customers', () => {
  it.each(SETUPS)(
    '$name: the public types check (skipLibCheck off) and the compiled program makes real calls',
    async ({ name, type, options }) => {
      const tsconfig = { compilerOptions: { ...common, ...options }, include: ['*.ts'] };
      const dir = await subProject(project, name, type, {
        'tsconfig.json': JSON.stringify(tsconfig, null, 2),
        'scenario.ts': await fixture('scenario.ts'),
        'types.ts': await fixture('types.ts'),
      });
      const started = Date.now();
      await run(process.execPath, [tscPath(), '-p', 'tsconfig.json'], dir);
      console.log(`tsc (${name}): ${Date.now() - started} ms`);
      const seen = JSON.parse(await run(process.execPath, ['out/scenario.js'], dir, env));
      expect(seen).toMatchObject({
        canonical: true,
        behind: '200 string 1 true',
        missing: 'NotFoundError 404',
        captured: true,
        config: 'Demo Studio',
        chat: true,
        error: 'AuthenticationError 401 INVALID_KEY invalid or revoked developer key',
      });
      // One entry a page: as many pages as entries, and more than one.
      expect(seen.pages).toBeGreaterThan(1);
      expect(seen.events).toBe(seen.pages);
      // util.inspect of an error: name and message, then the figures, then the request; the stack after.
      expect(seen.printedHead).toEqual([
        'AuthenticationError: invalid or revoked developer key',
        expect.stringMatching(/^ {4}status 401, code INVALID_KEY, request id \S+$/),
        `    POST ${demo.url}/v1/capture`,
      ]);
      expect(seen.printedLines).toBeLessThanOrEqual(15);
    },
  );
});

describe('@svc/widget in a single-page app', () => {
  it.each([
    { name: 'widget-bundler', options: { module: 'esnext', moduleResolution: 'bundler' } },
    { name: 'widget-nodenext', options: { module: 'nodenext', moduleResolution: 'nodenext' } },
  ] as const)(
    '$name: its one declaration file checks (skipLibCheck off), and importing it where a server renders touches no DOM',
    async ({ name, options }) => {
      const tsconfig = { compilerOptions: { ...common, ...options }, include: ['*.ts'] };
      const dir = await subProject(project, name, 'module', {
        'tsconfig.json': JSON.stringify(tsconfig, null, 2),
        'widget.ts': await fixture('widget.ts'),
      });
      await run(process.execPath, [tscPath(), '-p', 'tsconfig.json'], dir);
      // Node has no document or window: the import runs the module's top level only, as a server-side render does.
      const seen = JSON.parse(await run(process.execPath, ['out/widget.js'], dir));
      expect(seen).toEqual({
        launcher: expect.any(String),
        keys: expect.any(Number),
        init: 'function',
        destroy: 'function',
        listen: 'function',
        view: 'chat',
        options: 6,
      });
      expect(seen.keys).toBeGreaterThan(50);
    },
  );
});

describe('@svc/reference-server in a TypeScript test setup', () => {
  it.each([
    { name: 'server-nodenext', options: { module: 'nodenext', moduleResolution: 'nodenext' } },
    { name: 'server-bundler', options: { module: 'esnext', moduleResolution: 'bundler' } },
  ] as const)('$name: both entries check together (skipLibCheck off) and serve a request', async ({ name, options }) => {
    const tsconfig = { compilerOptions: { ...common, ...options }, include: ['*.ts'] };
    const dir = await subProject(project, name, 'module', {
      'tsconfig.json': JSON.stringify(tsconfig, null, 2),
      'server.ts': await fixture('server.ts'),
    });
    await run(process.execPath, [tscPath(), '-p', 'tsconfig.json'], dir);
    expect(JSON.parse(await run(process.execPath, ['out/server.js'], dir))).toEqual({
      status: 200,
      time: '2026-01-01T00:00:00.000Z',
      node: 200,
      same: true,
    });
  });
});

describe('@svc/spec from CommonJS TypeScript', () => {
  it('a .cts file in an ESM project imports the types (no TS1541), require()s the values and reads openapi.yaml and openapi.json', async () => {
    const tsconfig = { compilerOptions: { ...common, module: 'nodenext', moduleResolution: 'nodenext' }, include: ['*.cts'] };
    const dir = await subProject(project, 'ts-cts-in-esm', 'module', {
      'tsconfig.json': JSON.stringify(tsconfig, null, 2),
      'contract.cts': await fixture('contract.cts'),
    });
    await run(process.execPath, [tscPath(), '-p', 'tsconfig.json'], dir);
    const seen = JSON.parse(await run(process.execPath, ['out/contract.cjs'], dir));
    expect(seen).toEqual({
      operation: 'createCapture',
      failed: 'NOT_FOUND',
      body: null,
      faultKinds: expect.any(Number),
      sameDocument: true,
      openapi: expect.stringMatching(/^3\.1/),
      yaml: true,
    });
    expect(seen.faultKinds).toBeGreaterThan(5);
  });
});

describe('README examples, as written, from the installed packages', () => {
  it('every js and ts block of the client READMEs runs (ESM, CommonJS and TypeScript)', async () => {
    const esm: Record<string, string> = {};
    const cjs: Record<string, string> = {};
    const ts: Record<string, string> = {};
    for (const file of CLIENT_READMES) {
      const name = file.split('/').at(-2)!;
      runnableBlocks(await readFile(file, 'utf8'), file).forEach((block, i) => {
        const code = forServer(block.code, demo.url);
        const base = `${name}-${i + 1}-line${block.line}`;
        if (block.kind === 'esm') esm[`${base}.mjs`] = code;
        else if (block.kind === 'cjs') cjs[`${base}.cjs`] = code;
        else ts[`${base}.ts`] = code;
      });
    }
    expect(Object.keys(esm).length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(cjs).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(ts).length).toBeGreaterThanOrEqual(6);
    const tsconfig = {
      compilerOptions: { ...common, module: 'node16', moduleResolution: 'node16', noUnusedLocals: false },
      include: ['*.ts'],
    };
    const esmDir = await subProject(project, 'readme-esm', 'module', esm);
    const cjsDir = await subProject(project, 'readme-cjs', 'commonjs', cjs);
    const tsDir = await subProject(project, 'readme-ts', 'module', { ...ts, 'tsconfig.json': JSON.stringify(tsconfig, null, 2) });
    await run(process.execPath, [tscPath(), '-p', 'tsconfig.json'], tsDir);
    const runs: Array<[string, string]> = [
      ...Object.keys(esm).map((file): [string, string] => [esmDir, file]),
      ...Object.keys(cjs).map((file): [string, string] => [cjsDir, file]),
      ...Object.keys(ts).map((file): [string, string] => [tsDir, `out/${file.replace(/\.ts$/, '.js')}`]),
    ];
    // A block that throws exits non-zero, and run() fails with its output and the file named.
    for (const [dir, file] of runs) await run(process.execPath, [file], dir);
  });
});
