// Sites and keys: Content keys and Form Capture keys per website (admin operations), Engage sites and their
// publishable keys (console operations); create and revoke each, with a ready-to-paste snippet for a new key. The
// demo's keys (adminGetDemo) are shown in full, ready to copy: they are this server's test doubles.
import type { Schema } from '@svc/spec';
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { api, engage, identity, unwrap } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, Copy, Copyable, Field, Notice, Pre, useLoad, When } from '../ui.js';
import type { Demo } from './demo-keys.js';
import { fullKey, loadDemo } from './demo-keys.js';
import { listSites } from './engage-sites.js';
import { listWebsites } from './websites.js';

type Key = Schema<'AdminContentKeyList'>['keys'][number] | Schema<'AdminCaptureKeyList'>['keys'][number];
type Environment = Schema<'EnvironmentName'>;

/** The identity the key operations act as: a member of the website. */
const who = () => ({ 'X-Identity-Sub': identity.sub });

/** What the console does with a website's keys of one family. */
interface KeyCalls {
  list(websiteId: string): Promise<Key[]>;
  /** Issues a key and answers its plaintext (shown once). */
  issue(websiteId: string, environment: Environment): Promise<string>;
  revoke(keyId: string, emergency: boolean): Promise<unknown>;
}

const KEY_CALLS: Record<'content' | 'capture', KeyCalls> = {
  content: {
    list: (websiteId) =>
      unwrap(api.GET('/_admin/content/websites/{websiteId}/keys', { params: { path: { websiteId } }, headers: who() })).then((r) => r.keys),
    issue: (websiteId, environment) =>
      unwrap(
        api.POST('/_admin/content/websites/{websiteId}/keys', {
          params: { path: { websiteId }, header: who() },
          body: { environment, label: 'Test console' },
        }),
      ).then((r) => r.plaintext),
    revoke: (keyId) => unwrap(api.POST('/_admin/content/keys/{keyId}/revoke', { params: { path: { keyId }, header: who() } })),
  },
  capture: {
    list: (websiteId) =>
      unwrap(api.GET('/_admin/capture/websites/{websiteId}/keys', { params: { path: { websiteId } }, headers: who() })).then((r) => r.keys),
    issue: (websiteId, environment) =>
      unwrap(
        api.POST('/_admin/capture/websites/{websiteId}/keys', {
          params: { path: { websiteId } },
          headers: who(),
          body: { environment, label: 'Test console' },
        }),
      ).then((r) => r.plaintext),
    revoke: (keyId, emergency) =>
      unwrap(api.POST('/_admin/capture/keys/{keyId}/revoke', { params: { path: { keyId } }, headers: who(), body: { emergency } })),
  },
};

/** Form Capture only: stages a replacement of a current key (its plaintext answered, shown once). */
const stageReplacement = (keyId: string): Promise<string> =>
  unwrap(
    api.POST('/_admin/capture/keys/{keyId}/replacement', { params: { path: { keyId } }, headers: who(), body: { label: 'Test console' } }),
  ).then((r) => r.plaintext);

/** Form Capture only: makes a staged key the current one. */
const promote = (keyId: string) => unwrap(api.POST('/_admin/capture/keys/{keyId}/promote', { params: { path: { keyId } }, headers: who() }));

const origin = () => location.origin;

const snippets = {
  content: (key: string, websiteId: string) =>
    `import { createContentClient } from '@svc/content';\n\nconst content = createContentClient({ apiKey: '${key}', siteId: '${websiteId}', baseUrl: '${origin()}' });\nconst page = await content.list('events', { limit: 10 });`,
  capture: (key: string) =>
    `import { createCaptureClient } from '@svc/capture-node';\n\nconst capture = createCaptureClient({ apiKey: '${key}', baseUrl: '${origin()}' });\nawait capture.submit({ form: 'contact', fields: { email: 'ada@example.org' } });`,
  engage: (key: string) => `<script src="${origin()}/v1/engage/sdk.js" data-key="${key}" async></script>`,
};

function Issued({ what, plaintext, snippet }: { what: string; plaintext: string; snippet: string }) {
  return (
    <div class="card">
      <p>
        New {what} key (shown once): <Copyable text={plaintext} label={`the new ${what} key`} />
      </p>
      <Pre label={`Snippet for the new ${what} key`} text={snippet} />
      <Copy text={snippet} label={`the snippet for the new ${what} key`} />
    </div>
  );
}

interface KeyActions {
  onRevoke: (k: Key, emergency: boolean) => void;
  /** Form Capture only: one current key per environment, rotated by staging a replacement and promoting it. */
  onStage?: (k: Key) => void;
  onPromote?: (k: Key) => void;
}

/** A listed key: the demo's in full with Copy, any other by its prefix (its plaintext was shown once, at issue). */
function KeyText({ demo, prefix, active }: { demo: Demo | undefined; prefix: string; active: boolean }) {
  const full = active ? fullKey(demo, prefix) : undefined;
  return full ? <Copyable text={full} label={`key ${prefix}`} /> : <code>{prefix}…</code>;
}

function KeyList({
  label,
  keys,
  demo,
  onRevoke,
  onStage,
  onPromote,
}: { label: string; keys: Key[] | undefined; demo: Demo | undefined } & KeyActions) {
  return (
    <ul class="rows" aria-label={label} aria-busy={!keys}>
      {keys?.map((k) => {
        // Form Capture keys have a stage (current or staged); Content keys have none.
        const stage = 'stage' in k ? k.stage : undefined;
        return (
          <li key={k.id} class="plain">
            <KeyText demo={demo} prefix={k.prefix} active={k.status === 'active'} /> {k.environment ?? ''} · {k.status}
            {stage ? ` · ${stage}` : ''} {k.label ? `· ${k.label}` : ''} · created <When iso={k.createdAt} />
            {k.status === 'active' ? (
              <span class="inline">
                <button type="button" onClick={() => onRevoke(k, false)}>
                  Revoke {k.prefix}
                </button>
                {onStage && stage === 'current' ? (
                  <button type="button" onClick={() => onStage(k)}>
                    Stage a replacement for {k.prefix}
                  </button>
                ) : null}
                {onPromote && stage === 'staged' ? (
                  <button type="button" onClick={() => onPromote(k)}>
                    Promote {k.prefix}
                  </button>
                ) : null}
                {onStage ? (
                  <button type="button" class="danger" onClick={() => onRevoke(k, true)}>
                    Emergency revoke {k.prefix}
                  </button>
                ) : null}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function WebsiteKeys({ kind, websiteId, demo }: { kind: 'content' | 'capture'; websiteId: string; demo: Demo | undefined }) {
  const [n, setN] = useState(0);
  const [environment, setEnvironment] = useState<Environment>('test');
  const [issued, setIssued] = useState<string | undefined>();
  const version = useFeedVersion(['keys']);
  const calls = KEY_CALLS[kind];
  const keys = useLoad(() => calls.list(websiteId), [kind, websiteId, version, n]);
  const title = kind === 'content' ? 'Content keys' : 'Form Capture keys';
  return (
    <section class="card" aria-label={title}>
      <h3>{title}</h3>
      <form
        class="inline"
        onSubmit={(e) => {
          e.preventDefault();
          void act(`Issue a ${kind} key`, async () => setIssued(await calls.issue(websiteId, environment))).then(() => setN(n + 1));
        }}
      >
        <Field label={`${title}: environment`}>
          {(id) => (
            <select id={id} value={environment} onChange={(e) => setEnvironment(e.currentTarget.value as Environment)}>
              <option value="test">test</option>
              <option value="live">live</option>
            </select>
          )}
        </Field>
        <button type="submit">Issue {kind} key</button>
      </form>
      {issued ? (
        <Issued
          what={kind}
          plaintext={issued}
          snippet={kind === 'content' ? snippets.content(issued, websiteId) : snippets.capture(issued)}
        />
      ) : null}
      <Notice error={keys.error} />
      <KeyList
        label={title}
        keys={keys.data}
        demo={demo}
        onRevoke={(k, emergency) => void act(`Revoke ${k.prefix}`, () => calls.revoke(k.id, emergency)).then(() => setN(n + 1))}
        onStage={
          kind === 'capture'
            ? (k) =>
                void act(`Stage a replacement for ${k.prefix}`, async () => setIssued(await stageReplacement(k.id))).then(() => setN(n + 1))
            : undefined
        }
        onPromote={kind === 'capture' ? (k) => void act(`Promote ${k.prefix}`, () => promote(k.id)).then(() => setN(n + 1)) : undefined}
      />
    </section>
  );
}

function EngageSites({ demo }: { demo: Demo | undefined }) {
  const [n, setN] = useState(0);
  const [issued, setIssued] = useState<{ siteId: string; key: string } | undefined>();
  const version = useFeedVersion(['keys']);
  const sites = useLoad(listSites, [version, n]);
  return (
    <section class="card" aria-label="Engage sites">
      <h3>Engage sites</h3>
      <Notice error={sites.error} />
      <ul class="rows" aria-label="Engage sites" aria-busy={!sites.data}>
        {sites.data?.map((s) => (
          <li key={s.id} class="plain">
            <strong>{s.name}</strong> <code>{s.id}</code> · {s.status} · key{' '}
            {s.activeKey ? <KeyText demo={demo} prefix={s.activeKey.prefix} active /> : 'none'}
            <div class="inline">
              <button
                type="button"
                onClick={() =>
                  void act(`Issue a publishable key for ${s.name}`, async () => {
                    const r = await engage((headers) =>
                      unwrap(api.POST('/api/engage/sites/{siteId}/keys', { params: { path: { siteId: s.id } }, headers })),
                    );
                    setIssued({ siteId: s.id, key: r.key.publishableKey });
                  }).then(() => setN(n + 1))
                }
              >
                Issue a publishable key for {s.name} (revokes the current one)
              </button>
            </div>
            {issued?.siteId === s.id ? <Issued what="publishable" plaintext={issued.key} snippet={snippets.engage(issued.key)} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The console's own credentials of the demo, for calling the console operations from a test or curl. */
function ConsoleCredentials({ demo }: { demo: Demo }) {
  return (
    <section class="card" aria-label="Console credentials">
      <h3>Console credentials</h3>
      <dl class="keys-table">
        <dt>X-Portal-Key</dt>
        <dd>
          <Copyable text={demo.console.portalKey} label="the portal key" />
        </dd>
        <dt>X-Identity-Sub</dt>
        <dd>
          <Copyable text={demo.console.identitySub} label="the identity" />
        </dd>
      </dl>
    </section>
  );
}

export function KeysTab() {
  const sites = useLoad(listWebsites, []);
  const version = useFeedVersion(['keys', 'state']);
  const demo = useLoad(loadDemo, [version]);
  const [chosen, setChosen] = useState('');
  const websiteId = chosen || sites.data?.[0]?.id || '';
  return (
    <section aria-labelledby="keys-title">
      <h2 id="keys-title">Sites and keys</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <Field label="Website">
          {(id) => (
            <select id={id} value={websiteId} onChange={(e) => setChosen(e.currentTarget.value)}>
              {sites.data?.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name} ({w.id})
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <Notice error={sites.error} />
      <div class="cards">
        {websiteId ? <WebsiteKeys key={`c${websiteId}`} kind="content" websiteId={websiteId} demo={demo.data} /> : null}
        {websiteId ? <WebsiteKeys key={`f${websiteId}`} kind="capture" websiteId={websiteId} demo={demo.data} /> : null}
        <EngageSites demo={demo.data} />
        {demo.data ? <ConsoleCredentials demo={demo.data} /> : null}
      </div>
    </section>
  );
}
