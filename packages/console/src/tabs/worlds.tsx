// Worlds: every world the server holds (adminListWorlds), each opened in its own console; create one and get what a
// test needs at once (its base URL, every key in full, its pages, a ready curl), end one.
import type { Schema } from '@svc/spec';
import { Fragment, h } from 'preact';
import { useState } from 'preact/hooks';
import { atRoot, rootApi, unwrap, worldId } from '../api.js';
import { act, Confirm, Copy, Copyable, count, duration, Notice, Pre, useLoad, When } from '../ui.js';
import { demoKeys, firstCurl } from './demo-keys.js';

type Created = Schema<'AdminWorldCreated'>;

/** What a new world gives a test, every value in full and copyable: these are test doubles of this server. */
function CreatedWorld({ created }: { created: Created }) {
  const { world, demo } = created;
  const curl = firstCurl(world.baseUrl, demo);
  const pages: Array<[string, string]> = [
    ['Console', `${world.baseUrl}/_console/`],
    ...(demo ? ([['Demo page', `${world.baseUrl}/`]] as Array<[string, string]>) : []),
    ['HTTP reference', `${world.baseUrl}/_docs/`],
  ];
  return (
    <section class="card" aria-labelledby="created-title">
      <h3 id="created-title">
        New world <code>{world.id}</code>
      </h3>
      <p class="muted">
        {demo ? 'Loaded with the demo data and keys of its own' : 'Empty'}; ends <When iso={world.expiresAt} /> unless used (after{' '}
        {duration(world.ttlMs)} idle).
      </p>
      <dl class="keys-table">
        <dt>Base URL</dt>
        <dd>
          <Copyable text={world.baseUrl} label="the base URL" />
        </dd>
        {pages.map(([label, url]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd class="copyable">
              <a href={url}>{url}</a> <Copy text={url} label={`the ${label.toLowerCase()} link`} />
            </dd>
          </Fragment>
        ))}
        {demo
          ? demoKeys(demo).map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>
                  <Copyable text={value} label={`the ${label}`} />
                </dd>
              </Fragment>
            ))
          : null}
      </dl>
      <h4>Try it</h4>
      <Pre label={`A first call to world ${world.id}`} text={curl} />
      <p>
        <Copy text={curl} label="the curl command" />
      </p>
    </section>
  );
}

export function WorldsTab() {
  const [n, setN] = useState(0);
  const [created, setCreated] = useState<Created | undefined>();
  const { data, error } = useLoad(() => unwrap(rootApi.GET('/_admin/worlds')), [n]);
  const create = (seed: 'demo' | 'empty') =>
    void act(`Create a ${seed} world`, async () => setCreated(await unwrap(rootApi.POST('/_admin/worlds', { body: { seed } })))).then(() =>
      setN(n + 1),
    );
  const end = (id: string) =>
    void act(`End ${id}`, () => unwrap(rootApi.DELETE('/_admin/worlds/{worldId}', { params: { path: { worldId: id } } }))).then(() => {
      if (created?.world.id === id) setCreated(undefined);
      setN(n + 1);
    });
  const here = worldId === undefined ? 'the root world' : `world ${worldId}`;
  return (
    <section aria-labelledby="worlds-title">
      <h2 id="worlds-title">Worlds</h2>
      <p class="muted">
        {`This console shows ${here}. Each world is a whole service of its own under its base URL (state, clock, keys, faults, outbox); `}
        <a href={atRoot('/_console/')}>open the root world</a>.
      </p>
      <p>
        <button type="button" onClick={() => create('demo')}>
          Create a demo world
        </button>{' '}
        <button type="button" onClick={() => create('empty')}>
          Create an empty world
        </button>
      </p>
      {created ? <CreatedWorld created={created} /> : null}
      <Notice error={error}>{data ? `${count(data.worlds.length, 'world')} of at most ${data.maxWorlds}.` : 'Loading…'}</Notice>
      <ul class="rows" aria-label="Worlds" aria-busy={!data}>
        {(data?.worlds ?? []).map((w) => (
          <li key={w.id} class="plain">
            <a href={`${w.baseUrl}/_console/`} aria-current={worldId === w.id ? 'page' : undefined}>
              <span class="path">{w.id}</span>
            </a>
            <span class="muted">
              {` ${w.seed} · created `}
              <When iso={w.createdAt} />
              {' · ends '}
              <When iso={w.expiresAt} />
              {' if idle · '}
            </span>
            <Copyable text={w.baseUrl} label={`the base URL of ${w.id}`} />{' '}
            <Confirm
              label={`End ${w.id}`}
              question={`End world ${w.id}?`}
              lost={<p>Its state, keys, outbox and journal are dropped, and its base URL answers 404 from then on.</p>}
              choices={[{ label: `End ${w.id}`, danger: true, run: () => end(w.id) }]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
