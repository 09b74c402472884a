// The demo's agent view at /agent: the console API's conversation list, take-over by reply, release and close,
// so a new user can watch a person take over a chat in a second tab.
import type { DemoCredentials } from '../ports/demo.js';
import type { DemoTheme } from './demo-page.js';
import { FAVICON_LINK, demoStyles, escapeHtml } from './demo-page.js';

const AGENT_STYLES = `
  .layout { display: grid; grid-template-columns: minmax(14rem, 20rem) 1fr; gap: 1rem; padding: 1.5rem 0 3rem; }
  @media (max-width: 44rem) { .layout { grid-template-columns: 1fr; } }
  #list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: .5rem; }
  #list button { width: 100%; text-align: left; font: inherit; color: inherit; background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: .6rem .75rem; cursor: pointer; }
  #list button[aria-current] { border-color: var(--accent); box-shadow: 0 0 0 2px var(--accent); }
  .meta { display: block; font-size: 13px; color: var(--muted); }
  #thread { display: flex; flex-direction: column; gap: .5rem; margin: 0 0 1rem; padding: 0; list-style: none; }
  #thread li { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: .5rem .75rem; white-space: pre-wrap; }
  #thread li.agent { border-color: var(--accent); }
  #thread b { display: block; font-size: 13px; }
  textarea { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem; border-radius: 8px; border: 1px solid var(--line); background: var(--card); color: var(--fg); }
  .actions { display: flex; gap: .5rem; margin-top: .5rem; flex-wrap: wrap; }
  .actions button { font: inherit; padding: .5rem 1rem; border-radius: 8px; border: 1px solid var(--accent); background: var(--card); color: var(--fg); cursor: pointer; }
  .actions button.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; }
  button:disabled { opacity: .6; cursor: not-allowed; }
  #note { min-height: 1.5em; color: var(--muted); }`;

/** Runs in the browser: everything the service sends is inserted as text, never as HTML. */
const AGENT_SCRIPT = `
const { base, headers } = JSON.parse(document.getElementById('agent-config').textContent);
const list = document.getElementById('list');
const thread = document.getElementById('thread');
const title = document.getElementById('title');
const note = document.getElementById('note');
const form = document.getElementById('reply');
const text = document.getElementById('message');
const buttons = form.querySelectorAll('button');
let selected = null;
let conversations = [];

async function call(method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(json.message || response.statusText);
  return json;
}

function el(tag, props, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function render() {
  list.replaceChildren(...conversations.map((c) => {
    const last = [...c.messages].reverse().find((m) => m.role === 'visitor');
    const button = el('button', { type: 'button', onclick: () => { selected = c.id; render(); } },
      el('strong', {}, c.visitor.email || c.visitor.name || 'Visitor'),
      el('span', { className: 'meta' }, c.status + ' · ' + c.messages.length + ' messages' + (c.escalated ? ' · escalated' : '')),
      el('span', { className: 'meta' }, last ? Array.from(last.content).slice(0, 80).join('') : ''));
    if (c.id === selected) button.setAttribute('aria-current', 'true');
    return el('li', {}, button);
  }));
  if (conversations.length === 0) list.replaceChildren(el('li', {}, 'No conversations yet: chat in the widget on the demo website.'));
  const c = conversations.find((x) => x.id === selected);
  buttons.forEach((b) => (b.disabled = !c));
  title.textContent = c ? 'Conversation ' + c.id + ' (' + c.status + ')' : 'Pick a conversation';
  thread.replaceChildren(...(c ? c.messages.map((m) =>
    el('li', { className: m.role }, el('b', {}, m.role === 'agent' ? 'You (agent)' : m.role === 'assistant' ? 'Assistant' : 'Visitor'), m.content)) : []));
}

async function refresh() {
  try {
    conversations = (await call('GET', '/conversations')).conversations;
    if (!selected && conversations[0]) selected = conversations[0].id;
    render();
  } catch (error) {
    note.textContent = 'Could not load conversations: ' + error.message;
  }
}

async function act(path, body, done) {
  try {
    await call('POST', '/conversations/' + encodeURIComponent(selected) + path, body);
    note.textContent = done;
    await refresh();
  } catch (error) {
    note.textContent = error.message;
  }
}

// The visitor sees "typing" while the box has text: a signal at most every 3 s while typing, one stop when emptied.
let typingSentAt = 0;
let typingFor = null;
function typing(on) {
  if (!selected) return;
  const now = Date.now();
  if (on && typingFor === selected && now - typingSentAt < 3000) return;
  if (!on && typingFor === null) return;
  typingSentAt = now;
  typingFor = on ? selected : null;
  call('POST', '/conversations/' + encodeURIComponent(selected) + '/typing', { typing: on }).catch(() => {});
}
text.addEventListener('input', () => typing(text.value.trim() !== ''));
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const message = text.value.trim();
  if (!message || !selected) return;
  text.value = '';
  typingFor = null;
  act('/reply', { message }, 'Sent. You hold the thread: the assistant stays silent until you release it.');
});
document.getElementById('release').addEventListener('click', () => act('/release', undefined, 'Released: the assistant answers again.'));
document.getElementById('close').addEventListener('click', () => act('/close', undefined, 'Closed.'));
refresh();
setInterval(refresh, 3000);
`;

export function agentPage(origin: string, demo: DemoCredentials | undefined, theme: DemoTheme, nonce: string): string {
  // JSON in a data block: "<" is escaped so nothing in it can end the element.
  const config = demo
    ? JSON.stringify({
        base: `${origin}/api/engage/sites/${demo.engage.siteId}`,
        headers: { 'X-Portal-Key': demo.console.portalKey, 'X-Identity-Sub': demo.console.identitySub },
      }).replace(/</g, '\\u003c')
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agent view · svc widget demo</title>
${FAVICON_LINK}
<style nonce="${nonce}">${demoStyles(theme)}${AGENT_STYLES}</style>
</head>
<body>
<header class="site"><div class="wrap">
  <span class="brand">Demo Studio · agent view</span>
  <nav class="site" aria-label="Demo"><a href="/">Website</a><a href="/agent">Agent view</a></nav>
</div></header>
<main class="wrap">
${
  demo
    ? `<p>The console API (<code>${escapeHtml(`/api/engage/sites/${demo.engage.siteId}/conversations`)}</code>) as an agent sees it. Reply to take
  over a conversation; the visitor's widget shows your reply within seconds. Release hands it back to the assistant.</p>
<div class="layout">
  <section aria-labelledby="list-title"><h2 id="list-title">Conversations</h2><ul id="list"></ul></section>
  <section aria-labelledby="title">
    <h2 id="title">Pick a conversation</h2>
    <ul id="thread" aria-live="polite"></ul>
    <form id="reply">
      <label for="message">Reply as agent</label>
      <textarea id="message" rows="3" maxlength="2000"></textarea>
      <div class="actions">
        <button type="submit" class="primary" disabled>Send (take over)</button>
        <button type="button" id="release" disabled>Release to assistant</button>
        <button type="button" id="close" disabled>Close</button>
      </div>
    </form>
    <p id="note" role="status"></p>
  </section>
</div>
<script type="application/json" id="agent-config">${config}</script>
<script nonce="${nonce}">${AGENT_SCRIPT}</script>`
    : '<p>Started without the demo seed (use <code>--seed demo</code>): there is no demo site to watch.</p>'
}
</main>
</body>
</html>
`;
}
