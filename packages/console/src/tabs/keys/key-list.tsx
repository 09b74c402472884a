// Keys as the console lists them: the demo's in full (test doubles of this server), any other by its prefix, with
// revoke (and for Form Capture, stage a replacement, promote, emergency revoke); a new key is shown once, with a
// ready-to-paste snippet.
import { h } from 'preact';
import { Copy, Copyable, Pre, When } from '../../ui.js';
import type { Demo } from '../demo-keys.js';
import { fullKey } from '../demo-keys.js';
import type { Key } from './calls.js';

const origin = () => location.origin;

/** A new key's first lines of code, against this server. */
export const snippets = {
  content: (key: string, websiteId: string) =>
    `import { createContentClient } from '@svc/content';\n\nconst content = createContentClient({ apiKey: '${key}', siteId: '${websiteId}', baseUrl: '${origin()}' });\nconst page = await content.list('events', { limit: 10 });`,
  capture: (key: string) =>
    `import { createCaptureClient } from '@svc/capture-node';\n\nconst capture = createCaptureClient({ apiKey: '${key}', baseUrl: '${origin()}' });\nawait capture.submit({ form: 'contact', fields: { email: 'ada@example.org' } });`,
  engage: (key: string) => `<script src="${origin()}/v1/engage/sdk.js" data-key="${key}" async></script>`,
};

/** A new key, shown once, with its snippet; each with Copy. */
export function Issued({ what, plaintext, snippet }: { what: string; plaintext: string; snippet: string }) {
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

export interface KeyActions {
  onRevoke: (k: Key, emergency: boolean) => void;
  /** Form Capture only: one current key per environment, rotated by staging a replacement and promoting it. */
  onStage?: (k: Key) => void;
  onPromote?: (k: Key) => void;
}

/** A listed key: the demo's in full with Copy, any other by its prefix (its plaintext was shown once, at issue). */
export function KeyText({ demo, prefix, active }: { demo: Demo | undefined; prefix: string; active: boolean }) {
  const full = active ? fullKey(demo, prefix) : undefined;
  return full ? <Copyable text={full} label={`key ${prefix}`} /> : <code>{prefix}…</code>;
}

export function KeyList({
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
