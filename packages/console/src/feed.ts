// The one live connection: GET /_admin/events (server-sent events). Tabs subscribe to the kinds they show; the
// header shows whether updates arrive (live), are held by the user (paused) or wait for the server (reconnecting).
import { useEffect, useState } from 'preact/hooks';
import { base } from './api.js';

export type Counts = Record<string, number>;
type Listener = (kind: string, data: Record<string, unknown>) => void;
export type LiveState = 'live' | 'paused' | 'reconnecting';

const listeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let counts: Counts = {};
let source: EventSource | undefined;
let connected = false;
let paused = false;
/** Whether the first connection's greeting (a `state` event with every count) has arrived, or a connection failed. */
let greeted = false;
/** Kinds that arrived while paused: delivered as one update on resume. */
const held = new Set<string>();
const KINDS = ['state', 'request', 'capture', 'email', 'webhook', 'conversation', 'ticket', 'content', 'keys'];

const notifyState = () => {
  for (const l of stateListeners) l();
};

export function connectFeed(): void {
  if (source) return;
  source = new EventSource(`${base}/_admin/events`);
  source.addEventListener('open', () => ((connected = true), notifyState()));
  // A greeting after a failed connection is a reconnection's (what happened meanwhile was missed): it reloads.
  source.addEventListener('error', () => ((connected = false), (greeted = true), notifyState()));
  for (const kind of KINDS) {
    source.addEventListener(kind, (e) => {
      const data = JSON.parse((e as MessageEvent<string>).data) as Record<string, unknown>;
      if (data.counts) counts = data.counts as Counts;
      // The badge counts what the journal lists by default: the console's own calls are left out.
      else if (kind === 'request' && data.console !== true) counts = { ...counts, requests: (counts.requests ?? 0) + 1 };
      // The stream's first event is a greeting with every count: on the first connection the tabs loaded the same
      // state a moment ago, so it updates the badges only; after a reconnection it is a change (events may have been
      // missed) and every tab reloads.
      const greeting = kind === 'state' && !greeted;
      if (greeting) greeted = true;
      if (paused) return void (greeting || held.add(kind));
      for (const l of listeners) l(greeting ? 'counts' : kind, data);
    });
  }
}

/** Holds (or releases) live updates of the lists; what arrived meanwhile is shown on resume. */
export function setPaused(value: boolean): void {
  paused = value;
  if (!value) {
    for (const kind of held) for (const l of listeners) l(kind, {});
    held.clear();
  }
  notifyState();
}

/** Live, paused by the user, or reconnecting to the server. */
export function useLiveState(): LiveState {
  const read = (): LiveState => (paused ? 'paused' : connected ? 'live' : 'reconnecting');
  const [value, set] = useState(read);
  useEffect(() => {
    const l = () => set(read());
    stateListeners.add(l);
    l();
    return () => void stateListeners.delete(l);
  }, []);
  return value;
}

/** The latest record counts (badges). */
export function useCounts(): Counts {
  const [value, set] = useState(counts);
  useEffect(() => {
    const l: Listener = () => set(counts);
    listeners.add(l);
    set(counts);
    return () => void listeners.delete(l);
  }, []);
  return value;
}

/**
 * A number that grows when an event of one of `kinds` arrives (a `state` event always counts): put it in a
 * reload effect's dependencies. Bursts are coalesced to one change per 200 ms, so a busy server cannot storm the UI.
 */
export function useFeedVersion(kinds: string[]): number {
  const [version, setVersion] = useState(0);
  const key = kinds.join(',');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const l: Listener = (kind) => {
      if (kind !== 'state' && !kinds.includes(kind)) return;
      timer ??= setTimeout(() => {
        timer = undefined;
        setVersion((v) => v + 1);
      }, 200);
    };
    listeners.add(l);
    return () => {
      listeners.delete(l);
      if (timer) clearTimeout(timer);
    };
  }, [key]);
  return version;
}
