// Child process for the hot-path benchmark: the recorded bytes bare-server.ts answers, answered instead by a Hono
// app on @hono/node-server (one catch-all route, no middleware, no rules): what the reference server's framework
// costs on its own, before any rule of the service runs.
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';

/** @type {Array<{ method: string; path: string; status: number; headers: Array<[string, string]>; body: string }>} */
const recorded = JSON.parse(process.env.BARE_RESPONSES ?? '[]');
const answers = new Map(
  recorded.map((r) => [
    `${r.method} ${r.path}`,
    {
      status: /** @type {import('hono/utils/http-status').ContentfulStatusCode} */ (r.status),
      headers: Object.fromEntries(r.headers),
      body: r.body,
    },
  ]),
);

const app = new Hono();
app.all('*', async (c) => {
  const url = c.req.url;
  const answer = answers.get(`${c.req.method} ${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`);
  // The request body is read in full, as the reference server does, before answering.
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await c.req.text();
  if (!answer) return c.body(null, 404);
  return c.body(answer.body, answer.status, answer.headers);
});

const server = createAdaptorServer({ fetch: app.fetch, hostname: '127.0.0.1' });
server.listen(0, '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`BARE_URL=http://127.0.0.1:${port}`);
});
