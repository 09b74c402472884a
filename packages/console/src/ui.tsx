// Small shared pieces: loading state of a call, a notice line, a labelled field, paging buttons.
import { h } from 'preact';
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` when a dependency changes (the feed's version among them); keeps the last data while reloading. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (d) => live && (setData(d), setError(undefined), setLoading(false)),
      (e: unknown) => live && (setError((e as Error).message), setLoading(false)),
    );
    return () => void (live = false);
  }, [...deps, n]);
  return { data, error, loading, reload: useCallback(() => setN((x) => x + 1), []) };
}

export function Notice({ error, children }: { error?: string | undefined; children?: ComponentChildren }) {
  if (error) return <p class="notice error" role="alert">{error}</p>;
  return children ? <p class="notice">{children}</p> : null;
}

let fieldIds = 0;
export function Field({ label, children, hint }: { label: string; hint?: string; children: (id: string) => ComponentChildren }) {
  const [id] = useState(() => `f${++fieldIds}`);
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {children(id)}
      {hint ? <small>{hint}</small> : null}
    </div>
  );
}

export function Pager({ onNewest, onNext, hasNext, atStart }: { onNewest: () => void; onNext: () => void; hasNext: boolean; atStart: boolean }) {
  return (
    <div class="pager">
      <button type="button" onClick={onNewest} disabled={atStart}>
        Newest
      </button>
      <button type="button" onClick={onNext} disabled={!hasNext}>
        Older
      </button>
    </div>
  );
}

/** Runs an action, reporting its outcome in the page's live region. */
export async function act(what: string, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    announce(`${what}: done`);
    return true;
  } catch (error) {
    announce(`${what} failed: ${(error as Error).message}`, true);
    return false;
  }
}

type Announcer = (text: string, error: boolean) => void;
let announcer: Announcer = () => undefined;
export const setAnnouncer = (a: Announcer) => void (announcer = a);
export const announce = (text: string, error = false) => announcer(text, error);

export const time = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' }) : '—');

export function Pre({ text, label }: { text: string; label: string }) {
  return (
    <pre class="code" tabIndex={0} aria-label={label}>
      {text}
    </pre>
  );
}
