// The demo page served at / by the CLI: the demo credentials and a live try-out of the Engage endpoints.
import type { DemoCredentials } from '../seed/demo.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function demoPage(baseUrl: string, demo: DemoCredentials | undefined): string {
  const rows = demo
    ? [
        ['Console', `X-Portal-Key: ${demo.console.portalKey}`, `X-Identity-Sub: ${demo.console.identitySub}`],
        ['Content (test)', `X-Api-Key: ${demo.content.keys.test}`, `GET /v1/content/${demo.content.siteId}/${demo.content.collections[0] ?? 'events'}`],
        ['Content (live)', `X-Api-Key: ${demo.content.keys.live}`, `GET /v1/content/${demo.content.siteId}/${demo.content.collections[0] ?? 'events'}`],
        ['Form Capture (test)', `X-Api-Key: ${demo.capture.keys.test}`, 'POST /v1/capture'],
        ['Form Capture (live)', `X-Api-Key: ${demo.capture.keys.live}`, 'POST /v1/capture'],
        ['Engage', `X-Api-Key: ${demo.engage.publishableKey}`, 'GET /v1/engage/config'],
      ]
    : [];
  const key = demo ? JSON.stringify(demo.engage.publishableKey) : 'null';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>svc reference server</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 56rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  code, pre { font: 14px ui-monospace, monospace; background: #f3f4f6; padding: .1rem .3rem; border-radius: 4px; }
  table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: .4rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  form { display: flex; gap: .5rem; } input { flex: 1; padding: .5rem; font: inherit; } button { padding: .5rem 1rem; font: inherit; }
  #log { min-height: 6rem; white-space: pre-wrap; }
</style>
</head>
<body>
<h1>svc reference server</h1>
<p>Serving the whole service at <code>${escape(baseUrl)}</code>. The contract is at <a href="/openapi.json">/openapi.json</a>; test control is under <code>/_admin</code>.</p>
${demo ? `<h2>Demo credentials</h2><table><thead><tr><th>Interface</th><th>Header</th><th>Try</th></tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((cell) => `<td><code>${escape(cell)}</code></td>`).join('')}</tr>`)
    .join('')}</tbody></table>` : '<p>Started without the demo seed (use <code>--seed demo</code>).</p>'}
<h2>Ask the demo assistant</h2>
<p>This page calls <code>POST /v1/engage/chat</code> from the browser with the demo site's publishable key, as the widget does.</p>
<form id="chat"><label for="q" hidden>Message</label><input id="q" name="q" placeholder="What are your opening hours?" autocomplete="off" required><button>Send</button></form>
<pre id="log" aria-live="polite"></pre>
<script type="module">
const key = ${key};
let visitorToken;
const log = document.getElementById('log');
document.getElementById('chat').addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = document.getElementById('q');
  const message = input.value.trim();
  if (!message || !key) return;
  input.value = '';
  log.textContent += '\\nYou: ' + message;
  const response = await fetch('/v1/engage/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ message, visitorToken, page: location.href, pageTitle: document.title }),
  });
  const body = await response.json();
  if (!response.ok) { log.textContent += '\\n(' + response.status + ') ' + body.message; return; }
  visitorToken = body.visitorToken;
  log.textContent += '\\nAssistant: ' + (body.answer ?? '(a person will reply)');
  for (const c of body.citations) log.textContent += '\\n  · ' + c.title + (c.url ? ' ' + c.url : '');
});
</script>
</body>
</html>
`;
}
