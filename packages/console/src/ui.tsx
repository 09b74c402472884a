// Small shared pieces: loading state of a call, a notice line, a labelled field, paging buttons and a loaded list's pages.

import type { ComponentChildren, VNode } from 'preact';
import { h } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useState } from 'preact/hooks';

/**
 * The first screen is shown whole: the console renders into a detached element and puts it in the page once every load
 * its first render started (and the loads those started: a website's keys after the websites) has settled, or after
 * `FIRST_SCREEN_WAIT_MS`, whichever is first. A local server answers in a few milliseconds, so the page is laid out
 * and painted once, with its rows, instead of once empty and again when the rows arrive (on a slow machine the first
 * layout of a page costs tens of milliseconds, mostly fonts, and the answers wait behind it); a slow server shows the
 * loading state as before. The wait covers a tab's longest chain of loads (websites, collections, entries) on a busy
 * machine.
 */
const FIRST_SCREEN_WAIT_MS = 300;

const firstScreen = {
  pending: 0,
  show: undefined as (() => void) | undefined,
  /** Counts a load started before the first screen is shown; the returned function marks it settled. */
  counts(): () => void {
    if (!this.show) return () => undefined;
    this.pending++;
    return () => {
      this.pending--;
      // After the renders the settled load causes (microtasks), which may start the next wave of loads.
      setTimeout(() => this.pending === 0 && this.show?.(), 0);
    };
  },
};

/** Renders the app into `root` off the page and puts it in place of `placeholder` when its first screen is ready. */
export function showWhenLoaded(root: HTMLElement, placeholder: HTMLElement, render: () => void): void {
  const timer = setTimeout(() => firstScreen.show?.(), FIRST_SCREEN_WAIT_MS);
  firstScreen.show = () => {
    firstScreen.show = undefined;
    clearTimeout(timer);
    placeholder.replaceWith(root);
  };
  render();
  if (firstScreen.pending === 0) firstScreen.show();
}

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` when a dependency changes (the feed's version among them); keeps the last data while reloading.
 * `load` returns `undefined` while what it needs is not known yet (the collections before the websites): the list stays
 * loading, and a dependency that changes when that arrives runs it again.
 * The call starts as the component is committed (a layout effect), not after the next paint as a plain effect would:
 * a tab's first request leaves with its first render instead of one animation frame and a timer later.
 */
export function useLoad<T>(load: () => Promise<T> | undefined, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [n, setN] = useState(0);
  useLayoutEffect(() => {
    let live = true;
    setLoading(true);
    const started = load();
    if (!started) return;
    const settled = firstScreen.counts();
    started
      .then(
        (d) => live && (setData(d), setError(undefined), setLoading(false)),
        (e: unknown) => live && (setError((e as Error).message), setLoading(false)),
      )
      .finally(settled);
    return () => void (live = false);
  }, [...deps, n]);
  return { data, error, loading, reload: useCallback(() => setN((x) => x + 1), []) };
}

export function Notice({ error, children }: { error?: string | undefined; children?: ComponentChildren }) {
  if (error)
    return (
      <p class="notice error" role="alert">
        {error}
      </p>
    );
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

/** An idle time in words: `30 s`, `10 min`, `1 h`, `7 days`. */
export const duration = (ms: number): string => {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  if (s < 172_800) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} days`;
};

/** `1 email`, `2 emails`; `plural` when adding an s is wrong (`1 delivery`, `3 deliveries`). */
export const count = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Copies `text` (a key, a URL, a command) to the clipboard and says so in the page's live region; `label` names what
 * is copied, for the button's name and the message.
 */
export function Copy({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      class="copy"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => announce(`Copied ${label}`),
          (e: unknown) => announce(`Copying ${label} failed: ${(e as Error).message}; select the text and copy it`, true),
        )
      }
    >
      Copy<span class="sr"> {label}</span>
    </button>
  );
}

/** A value shown in full (a test key, a URL) with its Copy button. */
export function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <span class="copyable">
      <code>{text}</code> <Copy text={text} label={label} />
    </span>
  );
}

/** Newest and Older, for a list with more than one page; nothing for an empty list or a single page. */
export function Pager({
  onNewest,
  onNext,
  hasNext,
  atStart,
}: {
  onNewest: () => void;
  onNext: () => void;
  hasNext: boolean;
  atStart: boolean;
}) {
  if (atStart && !hasNext) return null;
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

/**
 * Paging through a list the tab has loaded whole (deliveries, emails, entries): the rows of the page shown, its
 * Newest/Older pager, and `toNewest`, for a filter that changes the list (back to its first page).
 */
export function useLocalPage<T>(list: readonly T[], size: number): { rows: readonly T[]; pager: VNode; toNewest: () => void } {
  const [start, setStart] = useState(0);
  return {
    rows: list.slice(start, start + size),
    pager: (
      <Pager
        atStart={start === 0}
        hasNext={start + size < list.length}
        onNewest={() => setStart(0)}
        onNext={() => setStart(start + size)}
      />
    ),
    toNewest: () => setStart(0),
  };
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

/**
 * The console's one date format: ISO 8601 in UTC to the second (`2026-03-05 08:00:01Z`), the same on every tab and
 * in every locale, so a time can be compared with the server's logs and the API's answers; the local time is on hover
 * (`When`).
 */
export const time = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 19).replace('T', ' ')}Z`;
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The reader's local time in the same shape, with its offset (`2026-03-05 09:00:01 (UTC+01:00)`). Built from the
 * date's own fields: a locale formatter (`toLocaleString` with options) costs a new `Intl.DateTimeFormat` per call,
 * and the first one in a page loads the locale's data, tens of milliseconds before a list of times is drawn.
 */
export const localTime = (d: Date): string => {
  const east = -d.getTimezoneOffset();
  const offset = `${east < 0 ? '-' : '+'}${two(Math.floor(Math.abs(east) / 60))}:${two(Math.abs(east) % 60)}`;
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())} (UTC${offset})`;
};

/** A time in the console's format, with the reader's local time on hover. */
export function When({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <span>—</span>;
  const d = new Date(iso);
  return (
    <time dateTime={iso} title={Number.isNaN(d.getTime()) ? undefined : `Local time: ${localTime(d)}`}>
      {time(iso)}
    </time>
  );
}

/**
 * A destructive action that asks first: the button opens a panel saying what will be lost, with the choices given
 * (the first is focused) and Cancel.
 */
export function Confirm({
  label,
  question,
  lost,
  choices,
  disabled,
}: {
  label: string;
  question: string;
  lost: ComponentChildren;
  choices: Array<{ label: string; run: () => void; danger?: boolean }>;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [id] = useState(() => `c${++fieldIds}`);
  useEffect(() => {
    if (open) (document.getElementById(`${id}-first`) as HTMLButtonElement | null)?.focus();
  }, [open]);
  if (!open) {
    return (
      <button type="button" class="danger" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  }
  return (
    <div class="confirm" role="group" aria-labelledby={`${id}-q`}>
      <p id={`${id}-q`}>
        <strong>{question}</strong>
      </p>
      <div class="lost">{lost}</div>
      <div class="inline">
        {choices.map((c, i) => (
          <button
            key={c.label}
            id={i === 0 ? `${id}-first` : undefined}
            type="button"
            class={c.danger ? 'danger' : ''}
            onClick={() => (setOpen(false), c.run())}
          >
            {c.label}
          </button>
        ))}
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * Ids that arrived after the list was first shown: marked as new until the tab is left. The first load marks none.
 */
export function useNewIds(ids: string[] | undefined): Set<string> {
  const [seen] = useState(() => ({ first: undefined as Set<string> | undefined, fresh: new Set<string>() }));
  if (ids) {
    if (!seen.first) seen.first = new Set(ids);
    else for (const id of ids) if (!seen.first.has(id)) seen.fresh.add(id);
  }
  return seen.fresh;
}

/** A value quoted for a POSIX shell command line (a curl command to paste). */
export const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** Pretty-printed JSON when the text is JSON, the text itself otherwise. */
export const pretty = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

export function Pre({ text, label }: { text: string; label: string }) {
  return (
    <pre class="code" tabIndex={0} aria-label={label}>
      {text}
    </pre>
  );
}

/** The id a link names after its tab (`#/outbox/<id>`, `#/captures/<website>/<id>`): segment `n` of the hash, decoded. */
export const linkedPart = (tab: string, n: number): string | undefined => {
  const parts = location.hash.replace(/^#\/?/, '').split('/');
  return parts[0] === tab && parts[n] ? decodeURIComponent(parts[n]!) : undefined;
};
