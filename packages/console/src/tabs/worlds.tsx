// Worlds: every world the server holds (adminListWorlds), each opened in its own console; create and end them.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import type { Ok } from '../api.js';
import { base, call } from '../api.js';
import { act, Notice, time, useLoad } from '../ui.js';

/** Worlds are created and listed at the root, whichever world this console shows. */
const root = (path: string) => `${location.origin}${path}`;

export function WorldsTab() {
  const [n, setN] = useState(0);
  const { data, error } = useLoad(() => call<Ok<'adminListWorlds'>>('GET', root('/_admin/worlds')), [n]);
  const create = (seed: 'demo' | 'empty') =>
    void act(`Create a ${seed} world`, () => call('POST', root('/_admin/worlds'), { seed })).then(() => setN(n + 1));
  const end = (id: string) =>
    void act(`End ${id}`, () => call('DELETE', root(`/_admin/worlds/${encodeURIComponent(id)}`))).then(() => setN(n + 1));
  const here = base === '' ? 'the root world' : `world ${base.slice(3)}`;
  return (
    <section aria-labelledby="worlds-title">
      <h2 id="worlds-title">Worlds</h2>
      <p class="muted">
        {`This console shows ${here}. Each world is a whole service of its own under its base URL (state, clock, keys, faults, outbox); `}
        <a href={root('/_console/')}>open the root world</a>.
      </p>
      <p>
        <button type="button" onClick={() => create('demo')}>
          Create a demo world
        </button>{' '}
        <button type="button" onClick={() => create('empty')}>
          Create an empty world
        </button>
      </p>
      <Notice error={error}>{data ? `${data.worlds.length} of at most ${data.maxWorlds} worlds.` : 'Loading…'}</Notice>
      <ul class="rows" aria-label="Worlds" aria-busy={!data}>
        {(data?.worlds ?? []).map((w) => (
          <li key={w.id}>
            <a href={`${w.baseUrl}/_console/`} aria-current={base === `/w/${w.id}` ? 'page' : undefined}>
              <span class="path">{w.id}</span>
            </a>
            <span class="muted">
              {` ${w.seed} · created ${time(w.createdAt)} · ends ${time(w.expiresAt)} if idle · `}
              <code>{w.baseUrl}</code>
            </span>{' '}
            <button type="button" onClick={() => end(w.id)}>
              End
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
