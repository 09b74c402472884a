// A local npm registry (Verdaccio) as a release would publish to: temp storage, 127.0.0.1 on a free port, the @svc
// scope served only from what was published here (never proxied, so nothing of the public registry's @svc scope can
// stand in for ours), every other package left to the registry the client already uses.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

export interface LocalRegistry {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  /** A publish token of the registry's one user. */
  token: string;
  /** An .npmrc that sends the @svc scope (and its token) to this registry; everything else goes where it went. */
  npmrc: string;
  close(): Promise<void>;
}

export async function startRegistry(): Promise<LocalRegistry> {
  const dir = await mkdtemp(join(tmpdir(), 'svc-registry-'));
  const config = {
    self_path: dir,
    storage: join(dir, 'storage'),
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: { '@svc/*': { access: '$all', publish: '$authenticated' }, '**': { access: '$all' } },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
  };
  const app = (await runServer(config as never)) as unknown as { listen(port: number, host: string, done: () => void): Server };
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const added = await fetch(`${url}-/user/org.couchdb.user:svc-release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'svc-release', password: 'svc-release-password' }),
  });
  const { token } = (await added.json()) as { token?: string };
  if (!added.ok || !token) throw new Error(`the local registry refused to add its publishing user: ${added.status}`);
  const npmrc = join(dir, '.npmrc');
  const host = url.replace(/^http:/, '');
  await writeFile(npmrc, `@svc:registry=${url}\n${host}:_authToken=${token}\n`);
  return {
    url,
    token,
    npmrc,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The registry a test file installs from: the one `pnpm release:verify` started and filled (SVC_REGISTRY and its
 * token and .npmrc in the environment), so every registry test shares one publish; run alone, a registry of its own,
 * filled with every public package, closed by `stop`.
 */
export async function useRegistry(): Promise<{ registry: Pick<LocalRegistry, 'url' | 'token' | 'npmrc'>; stop: () => Promise<void> }> {
  const { SVC_REGISTRY, SVC_REGISTRY_TOKEN, SVC_REGISTRY_NPMRC } = process.env;
  if (SVC_REGISTRY && SVC_REGISTRY_TOKEN && SVC_REGISTRY_NPMRC) {
    return { registry: { url: SVC_REGISTRY, token: SVC_REGISTRY_TOKEN, npmrc: SVC_REGISTRY_NPMRC }, stop: async () => {} };
  }
  const own = await startRegistry();
  const { publishAll } = await import('./publish.js');
  await publishAll(own.url, own.npmrc);
  return { registry: own, stop: () => own.close() };
}
