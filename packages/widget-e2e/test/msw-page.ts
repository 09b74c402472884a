// The shop page of the @svc/msw target, bundled for Chromium: it starts @svc/msw's mock service (the demo seed) in the
// page, registers msw's service worker with its handlers, and only then adds the widget's script tag, so sdk.js, its
// panel file and every call the widget makes are answered by the worker. No svc server runs: `MOCK_BASE` resolves
// nowhere. The test drives the site owner's and the agent's side through the console API, from the page, through the
// same worker (window.svcMock.console).
import { createMockService } from '@svc/msw';
import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';

const MOCK_BASE = 'https://api.svc.test';

export interface SvcMock {
  base: string;
  /** The demo Engage site's console API (`/api/engage/sites/{siteId}{path}`), as its owner or an agent. */
  console(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
  /** Adds the widget's one script tag, with `data-key` and any other attributes (`data-locale`, for example). */
  loadWidget(attributes: Record<string, string>): void;
  /** From now on the events stream answers as a proxy that rewrites it would: 200, text/plain, nothing streamed. */
  rewriteEvents(): void;
}

const svc = await createMockService({ baseUrl: MOCK_BASE });
const worker = setupWorker(...svc.handlers);
await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
const demo = svc.demo!;

const mock: SvcMock = {
  base: MOCK_BASE,
  async console(method, path, body) {
    const response = await fetch(`${MOCK_BASE}/api/engage/sites/${demo.engage.siteId}${path}`, {
      method,
      headers: {
        'x-portal-key': demo.console.portalKey,
        'x-identity-sub': demo.console.identitySub,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  },
  loadWidget(attributes) {
    const script = document.createElement('script');
    script.src = `${MOCK_BASE}/v1/engage/sdk.js`;
    script.async = true;
    script.dataset.key = demo.engage.publishableKey;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    document.body.append(script);
  },
  rewriteEvents() {
    worker.use(
      http.get(
        `${MOCK_BASE}/v1/engage/conversations/:id/events`,
        () => new HttpResponse('', { headers: { 'content-type': 'text/plain' } }),
      ),
    );
  },
};
(window as unknown as { svcMock: SvcMock }).svcMock = mock;
