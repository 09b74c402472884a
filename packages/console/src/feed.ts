// The one live connection: GET /_admin/events (server-sent events). Tabs subscribe to the kinds they show.
import { useEffect, useState } from 'preact/hooks';
import { base } from './api.js';

export type Counts = Record<string, number>;
type Listener = (kind: string, data: Record<string, unknown>) => void;

const listeners = new Set<Listener>();
let counts: Counts = {};
let source: EventSource | undefined;
const KINDS = ['state', 'request', 'capture', 'email', 'webhook', 'conversation', 'ticket', 'content', 'keys'];

export function connectFeed(): void {
  if (source) return;
  source = new EventSource(`${base}/_admin/events`);
  for (const kind of KINDS) {
    source.addEventListener(kind, (e) => {
      const data = JSON.parse((e as MessageEvent<string>).data) as Record<string, unknown>;
      if (data.counts) counts = data.counts as Counts;
      else if (kind === 'request') counts = { ...counts, requests: (counts.requests ?? 0) + 1 };
      for (const l of listeners) l(kind, data);
    });
  }
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
