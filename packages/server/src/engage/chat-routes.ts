// The chat turn over HTTP (POST /v1/engage/chat): the caller's checks, the body read, the turn's rules
// (chat.ts) called with the ports that answer it, and the outcome written as the contract's answer.
import type { Deps } from '../deps.js';
import { announceChange } from '../http/durable.js';
import type { AppContext } from '../http/env.js';
import { injectedFaultAt } from '../http/fault.js';
import { readJson } from '../http/json.js';
import { isRefusal, refuse } from '../http/validation.js';
import { authenticate } from './access-routes.js';
import type { ChatTurns } from './chat.js';
import type { AskAssistant } from './chat-answer.js';
import { assistantUnavailable } from './chat-answer.js';

/** The handler of POST /v1/engage/chat over one instance of the turn's rules. */
export function chatTurnRoute(deps: Deps, turns: ChatTurns): (c: AppContext) => Promise<Response> {
  return async (c) => {
    const caller = await authenticate(c, deps, { module: 'chat', chatTurn: true });
    if (isRefusal(caller)) return refuse(c, caller);
    const body = await readJson(c);
    const operation = c.get('operationId');
    // Injected faults stand in for the ports here, so the turn's rules never see them: an unavailable assistant,
    // and a person taking the thread over (asked only when no person holds it already).
    const ask: AskAssistant = (input) =>
      injectedFaultAt(c, deps, { operation, kind: 'assistant_unavailable' }) ? Promise.resolve(undefined) : deps.assistant.answer(input);
    const outcome = await turns.turn({
      site: caller.site,
      body,
      ask,
      heldElsewhere: () => injectedFaultAt(c, deps, { operation, kind: 'agent_takeover' }) !== undefined,
    });
    if (isRefusal(outcome)) return refuse(c, outcome);
    if (outcome.changed) announceChange(c, deps, outcome.conversationId);
    if (outcome.kind === 'unavailable') return refuse(c, assistantUnavailable(outcome));
    return c.json(outcome.answer, 200);
  };
}
