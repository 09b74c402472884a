// What the visitor sees of the agent: the name they give, and "typing" while the reply box has text.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ThreadAt } from './calls.js';
import { threadCalls } from './calls.js';

/** How often, at most, the reply box tells the visitor the agent is typing (the contract's 3 s). */
export const TYPING_EVERY_MS = 3000;

/** The agent's display name, kept for the browser tab's session: shown to the visitor beside replies and typing. */
export function useAgentName(): [string, (name: string) => void] {
  const [name, setName] = useState(() => sessionStorage.getItem('svc-console-agent-name') ?? '');
  return [name, (next) => (sessionStorage.setItem('svc-console-agent-name', next), setName(next))];
}

/**
 * The visitor sees "typing" while the box has text: `signal(true)` at most every 3 s while typing, one stop when
 * emptied, and one when the thread is left with text in the box. `replied()` marks the signal as ended by a reply.
 */
export function useTypingSignal(at: ThreadAt, named: { agentName?: string }) {
  const typing = useRef<{ at: number; on: boolean }>({ at: 0, on: false });
  const signal = (on: boolean) => {
    const now = Date.now();
    if (on && typing.current.on && now - typing.current.at < TYPING_EVERY_MS) return;
    if (!on && !typing.current.on) return;
    typing.current = { at: now, on };
    threadCalls.typing(at, { typing: on, ...named }).catch(() => {});
  };
  // A thread left with text in the box: tell its visitor the agent stopped.
  useEffect(() => () => signal(false), [at.siteId, at.conversationId]);
  const replied = () => {
    typing.current = { at: 0, on: false };
  };
  return { signal, replied };
}
