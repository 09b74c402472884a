// One conversation, open to the agent: its transcript, and the reply box with release and close; a closed one offers
// Reopen instead.
import type { Ref } from 'preact';
import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { act, Confirm, Field } from '../../ui.js';
import { useTypingSignal } from './agent.js';
import type { Conversation, ThreadAt, Ticket } from './calls.js';
import { threadCalls } from './calls.js';
import { Transcript } from './transcript.js';

/** What a closed thread offers: reopening it, with what that does. */
function Reopen({ onReopen }: { onReopen: () => void }) {
  return (
    <div class="reopen">
      <p>
        This conversation is closed. Reopening gives it back to whoever held it when it was closed: the person, who keeps their name, or the
        assistant. Nothing is lost; the transcript and the visitor’s rating stay.
      </p>
      <button type="button" class="primary" onClick={onReopen}>
        Reopen conversation
      </button>
    </div>
  );
}

/** The reply box of an open thread, with its Send (take over), Release and Close. */
function ReplyForm(props: {
  text: string;
  onText: (text: string) => void;
  box: Ref<HTMLTextAreaElement>;
  onSend: () => void;
  onRelease: () => void;
  onClose: () => void;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (props.text.trim()) props.onSend();
      }}
    >
      <Field label="Reply to the visitor">
        {(id) => (
          <textarea
            id={id}
            ref={props.box}
            rows={3}
            maxLength={2000}
            value={props.text}
            onInput={(e) => props.onText(e.currentTarget.value)}
          />
        )}
      </Field>
      <div class="inline">
        <button type="submit" class="primary">
          Send (take over)
        </button>
        <button type="button" onClick={props.onRelease}>
          Release to assistant
        </button>
        <Confirm
          label="Close"
          question="Close this conversation?"
          lost={
            <p>
              The visitor is asked to rate the thread, and the reply box here is locked; a new message from the visitor reopens it with the
              assistant. The transcript is kept, and Reopen conversation gives the thread back to whoever held it.
            </p>
          }
          choices={[{ label: 'Close the conversation', danger: true, run: props.onClose }]}
        />
      </div>
    </form>
  );
}

export function ConversationView({
  siteId,
  c,
  ticket,
  agentName,
  onDone,
}: {
  siteId: string;
  c: Conversation;
  ticket: Ticket | undefined;
  agentName: string;
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const at: ThreadAt = { siteId, conversationId: c.id };
  const named = agentName.trim() ? { agentName: agentName.trim() } : {};
  const typing = useTypingSignal(at, named);
  const box = useRef<HTMLTextAreaElement>(null);
  // After a reopen the button is gone: the reply box, back in its place, takes the focus once it shows.
  const focusReply = useRef(false);
  useEffect(() => {
    if (c.status === 'closed' || !focusReply.current) return;
    focusReply.current = false;
    box.current?.focus();
  }, [c.status]);
  const run = (what: string, action: 'reply' | 'release' | 'close' | 'reopen', send: () => Promise<unknown>) =>
    void act(what, send).then((ok) => {
      if (!ok) return;
      if (action === 'reply') typing.replied();
      if (action === 'reopen') focusReply.current = true;
      setText('');
      onDone();
    });
  return (
    <div class="thread">
      <Transcript c={c} ticket={ticket} />
      {c.status === 'closed' ? (
        <Reopen onReopen={() => run('Reopen the conversation', 'reopen', () => threadCalls.reopen(at))} />
      ) : (
        <ReplyForm
          text={text}
          onText={(value) => (setText(value), typing.signal(value.trim() !== ''))}
          box={box}
          onSend={() => run('Send the reply', 'reply', () => threadCalls.reply(at, { message: text, ...named }))}
          onRelease={() => run('Release to the assistant', 'release', () => threadCalls.release(at))}
          onClose={() => run('Close the conversation', 'close', () => threadCalls.close(at))}
        />
      )}
    </div>
  );
}
