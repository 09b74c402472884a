// One message of the thread: who wrote it, its text, its sources, and a way to the support form where it points there.
import type { JSX } from 'preact';
import { h } from 'preact';
import type { PanelContext } from '../panel-context.js';
import type { ChatItem } from './chat-model.js';
import { safeUrl } from './safe-url.js';
import { textsOf } from './texts.js';

export function Message({
  item,
  ctx,
  agentName,
  onEscalate,
}: {
  item: ChatItem;
  ctx: PanelContext;
  agentName?: string;
  onEscalate(): void;
}): JSX.Element {
  const { config } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const who = item.role === 'visitor' ? strings.you : item.role === 'agent' ? (agentName ?? strings.agent) : config.assistantName;
  return (
    // A person's message: their name and initial, set apart from the assistant's.
    <div class={`msg ${item.role}`} dir="auto">
      <span class="who">
        {item.role === 'agent' && (
          <span class="avatar" aria-hidden="true">
            {[...who][0]}
          </span>
        )}
        {who}
      </span>
      {item.content}
      {item.citations.length > 0 && (
        <ul aria-label={strings.sources}>
          {item.citations.map((c) => {
            const href = safeUrl(c.url);
            return (
              <li key={c.slug}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {c.title}
                  </a>
                ) : (
                  c.title
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* An escalated answer, or any answer pointing to the support form (one from the live stream or restored after a
          reload, whose escalate flag is not known): a button that opens the support view. */}
      {(item.escalate || (config.modules.support && item.role === 'assistant' && /support form/i.test(item.content))) && (
        <p>
          <button type="button" class="secondary" onClick={onEscalate}>
            {strings.escalate}
          </button>
        </p>
      )}
    </div>
  );
}
