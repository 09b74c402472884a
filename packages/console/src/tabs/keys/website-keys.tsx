// A website's keys of one family (Content or Form Capture): issue one per environment, list, revoke, and for Form
// Capture stage a replacement and promote it.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { useFeedVersion } from '../../feed.js';
import { act, Field, Notice, useLoad } from '../../ui.js';
import type { Demo } from '../demo-keys.js';
import type { Environment } from './calls.js';
import { KEY_CALLS, promote, stageReplacement } from './calls.js';
import { Issued, KeyList, snippets } from './key-list.js';

export function WebsiteKeys({ kind, websiteId, demo }: { kind: 'content' | 'capture'; websiteId: string; demo: Demo | undefined }) {
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
