// A world for one test file: created before its tests, ended after them. Its baseUrl is the service's address for
// everything in the file: clients, admin calls, a browser's script tag.
import { afterAll, beforeAll, inject } from 'vitest';

export interface DemoCredentials {
  capture: { siteId: string; keys: { test: string; live: string } };
  engage: { siteId: string; publishableKey: string };
  content: { siteId: string; collections: string[]; keys: { test: string; live: string } };
}

export interface World {
  id: string;
  baseUrl: string;
  demo: DemoCredentials;
  /** A test-control call inside this world (`/_admin/...`): its faults, clock and outbox only. */
  admin<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Registers the hooks that create this file's world (seeded with the demo) and end it; read it inside a test. */
export function useWorld(): () => World {
  let world: World | undefined;
  const server = inject('svcServer');
  beforeAll(async () => {
    const response = await fetch(`${server}/_admin/worlds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A world nobody ends (a crashed worker) ends itself after ten idle minutes.
      body: JSON.stringify({ seed: 'demo', ttlMs: 600_000 }),
    });
    if (response.status !== 201) throw new Error(`POST /_admin/worlds answered ${response.status}: ${await response.text()}`);
    const { world: created, demo } = (await response.json()) as { world: { id: string; baseUrl: string }; demo: DemoCredentials };
    world = {
      ...created,
      demo,
      admin: async (method, path, body) => {
        const answer = await fetch(`${created.baseUrl}${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
        return (await answer.json()) as never;
      },
    };
  });
  afterAll(async () => {
    if (world) await fetch(`${server}/_admin/worlds/${world.id}`, { method: 'DELETE' });
  });
  return () => {
    if (!world) throw new Error('useWorld: the world is created in beforeAll; read it inside a test');
    return world;
  };
}
