// The rating a visitor gives a closed thread.
import type { JSX } from 'preact';
import { h } from 'preact';
import { useState } from 'preact/hooks';
import type { PanelContext } from '../panel-context.js';
import { fill } from '../strings.js';
import { Field } from './field.js';
import { textsOf } from './texts.js';

/**
 * The satisfaction rating of a closed thread: good or bad and an optional comment, sent once (the service keeps one
 * rating per conversation; the same one again is a replay).
 */
export function Rating({ ctx }: { ctx: PanelContext }): JSX.Element | null {
  const strings = textsOf(ctx.store.state);
  const [score, setScore] = useState<'good' | 'bad'>();
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string>();
  if (!ctx.client.rateConversation) return null;
  if (state === 'done')
    return (
      <p class="rated" role="status">
        {strings.rated}
      </p>
    );
  return (
    <form
      class="rating"
      aria-labelledby="c-rate"
      onSubmit={(e) => {
        e.preventDefault();
        if (!score || state === 'sending') return;
        setState('sending');
        ctx.client.rateConversation?.({ score, ...(comment.trim() ? { comment: comment.trim() } : {}) }).then(
          () => setState('done'),
          (failure: unknown) => {
            const f = ctx.events.failed(failure);
            // Rated already (another tab, an earlier visit): the rating stands.
            if (f.code === 'ALREADY_RATED') setState('done');
            else {
              setState('idle');
              setError(fill(strings.failed, { message: f.message }));
            }
          },
        );
      }}
    >
      <p id="c-rate">{strings.rateQuestion}</p>
      <div class="row">
        {(['good', 'bad'] as const).map((s) => (
          <button key={s} type="button" class="secondary" aria-pressed={score === s ? 'true' : 'false'} onClick={() => setScore(s)}>
            {s === 'good' ? `👍 ${strings.rateGood}` : `👎 ${strings.rateBad}`}
          </button>
        ))}
      </div>
      {score && (
        <Field
          id="c-rate-comment"
          label={strings.rateComment}
          type="textarea"
          value={comment}
          max={500}
          error={undefined}
          onInput={setComment}
        />
      )}
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary" disabled={!score || state === 'sending'}>
        {strings.rateSend}
      </button>
    </form>
  );
}
