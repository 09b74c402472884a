// The chat's composer: the visitor's message, its count against the service's bound, Enter to send.
import type { JSX } from 'preact';
import { h } from 'preact';
import type { WidgetStrings } from '../strings.js';
import { fill } from '../strings.js';
import { MAX_MESSAGE } from './chat-model.js';

export interface ComposerProps {
  strings: WidgetStrings;
  /** The text typed so far and its setter (the chat view keeps it: a failed turn hands its text back there). */
  typed: [text: string, setText: (text: string) => void];
  /** Sending waits: a turn on its way, or a retry countdown. */
  busy: boolean;
  /** Sends the text: called only with a text that can go. */
  send(): void;
}

export function Composer({ strings, typed: [text, setText], busy, send }: ComposerProps): JSX.Element {
  // Characters as the service counts them: code points (an emoji is one).
  const count = [...text].length;
  const tooLong = count > MAX_MESSAGE;
  // Nothing to send, too long, or waiting: the button is off and Enter does nothing.
  const blocked = busy || tooLong || text.trim() === '';
  const submit = () => {
    if (!blocked) send();
  };
  return (
    <form
      class="composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label for="c-message" class="sr">
        {strings.message}
      </label>
      <div class="row">
        <textarea
          id="c-message"
          dir="auto"
          rows={2}
          value={text}
          placeholder={strings.composerPlaceholder}
          aria-describedby="c-count"
          aria-invalid={tooLong ? 'true' : undefined}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" class="primary" disabled={blocked}>
          {strings.send}
        </button>
      </div>
      <span id="c-count" class="count">
        {/* Plain digits: the first Intl formatter of a page loads ICU's data, one task of 60-200 ms at 4x CPU
            throttling, which rendering the panel must not carry (and toLocaleString() followed the browser's
            language, not the widget's). */}
        {fill(strings.characters, { count: `${count}`, max: `${MAX_MESSAGE}` })}
      </span>
    </form>
  );
}
