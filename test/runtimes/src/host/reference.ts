// The reference server each runtime talks to: demo data on 127.0.0.1, a free port, and the state checks the host
// makes after a run (how many records a run's marker produced).
import type { DemoCredentials } from '@svc/reference-server';
import { createReferenceServer } from '@svc/reference-server';
import { listen } from '@svc/reference-server/node';

export interface Reference {
  url: string;
  demo: DemoCredentials;
  /** Lets a browser page on `origin` read content and use Engage (both check exact origins). */
  allowBrowserOrigin(origin: string): Promise<void>;
  /** Form Capture submissions whose `name` field is `marker`. */
  countCaptures(marker: string): Promise<number>;
  /** Engage tickets (managed forms land there) whose contact name is `marker`. */
  countTickets(marker: string): Promise<number>;
  close(): Promise<void>;
}

export async function startReference(): Promise<Reference> {
  const server = await createReferenceServer({ seed: 'demo' });
  const demo = server.demo;
  if (!demo) throw new Error('the reference server was not seeded with the demo data');
  const http = await listen(server, { port: 0 });
  const consoleHeaders = { 'X-Portal-Key': demo.console.portalKey, 'X-Identity-Sub': demo.console.identitySub };

  const call = async (method: string, path: string, init: { headers?: Record<string, string>; json?: unknown } = {}) => {
    const response = await fetch(`${http.url}${path}`, {
      method,
      headers: { ...init.headers, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  return {
    url: http.url,
    demo,
    async allowBrowserOrigin(origin) {
      await call('PATCH', `/_admin/content/websites/${demo.content.siteId}/settings`, {
        headers: { 'X-Identity-Sub': demo.console.identitySub },
        json: { enabled: true, allowedOrigins: [origin] },
      });
      await call('PATCH', `/api/engage/sites/${demo.engage.siteId}`, { headers: consoleHeaders, json: { allowedOrigins: [origin] } });
    },
    async countCaptures(marker) {
      const body = await call('GET', `/_admin/capture/websites/${demo.capture.siteId}/submissions`);
      const submissions = body.submissions as { fields: Record<string, unknown> }[];
      return submissions.filter((s) => s.fields.name === marker).length;
    },
    async countTickets(marker) {
      const body = await call('GET', `/api/engage/sites/${demo.engage.siteId}/tickets?limit=100`, { headers: consoleHeaders });
      const tickets = body.tickets as { name: string | null }[];
      return tickets.filter((t) => t.name === marker).length;
    },
    close: () => http.close(),
  };
}
