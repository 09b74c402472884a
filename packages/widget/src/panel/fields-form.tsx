// A form of labelled fields (the contact form and the support ticket): checks before sending, errors tied to their
// fields, submit disabled while pending, one idempotency key per content, a confirmation that takes focus.

import type { JSX } from 'preact';
import { h } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { unreachable } from '../engage-port.js';
import type { PanelContext } from '../panel-context.js';
import { fill } from '../strings.js';
import { Field } from './field.js';
import { Submission } from './submission.js';
import { textsOf } from './texts.js';
import type { FieldSpec, Problems } from './validate.js';
import { checkFields } from './validate.js';

export interface FieldsFormProps {
  ctx: PanelContext;
  prefix: string;
  intro: string;
  note?: string;
  fields: FieldSpec[];
  initial: Record<string, string>;
  /** Sends the trimmed, non-empty values with the idempotency key; resolves with the confirmation to show. */
  send(values: Record<string, string>, idempotencyKey: string): Promise<string>;
}

/** The confirmation once sent, which takes focus (the submit button is gone), and a way to send another. */
function Confirmation({ text, another, onAnother }: { text: string; another: string; onAnother(): void }): JSX.Element {
  const confirmation = useRef<HTMLParagraphElement>(null);
  // The submit button is gone once sent: focus moves to the confirmation, inside the dialog.
  useEffect(() => confirmation.current?.focus(), [text]);
  return (
    <div class="body">
      <p role="status" tabIndex={-1} ref={confirmation}>
        {text}
      </p>
      <button type="button" class="secondary" onClick={onAnother}>
        {another}
      </button>
    </div>
  );
}

export function FieldsForm(p: FieldsFormProps): JSX.Element {
  const strings = textsOf(p.ctx.store.state);
  const [values, setValues] = useState(p.initial);
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  // The failure's text, or `offline` when the service was not reached (that notice goes once a request gets through).
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const submission = useMemo(() => new Submission(), []);

  // A prefill arriving while the form is shown (an escalation) fills what the visitor has not typed.
  useEffect(
    () => setValues((v) => ({ ...p.initial, ...Object.fromEntries(Object.entries(v).filter(([, x]) => x.trim() !== '')) })),
    [p.initial],
  );

  const submit = async (e: Event) => {
    e.preventDefault();
    if (pending) return;
    const found = checkFields(p.fields, values, strings, p.ctx.store.state.locale);
    setProblems(found);
    setError(undefined);
    const firstBad = Object.keys(found)[0];
    if (firstBad) {
      (e.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`#${p.prefix}-${firstBad}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]): [string, string] => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    );
    setPending(true);
    try {
      setDone(await p.send(trimmed, submission.keyFor(trimmed)));
      submission.done();
    } catch (err) {
      const f = p.ctx.events.failed(err);
      setError(unreachable(err) ? 'offline' : f.message);
    } finally {
      setPending(false);
    }
  };

  // Another one: the form again, as the page first filled it.
  const again = () => (setValues(p.initial), setDone(undefined));
  if (done !== undefined) return <Confirmation text={done} another={strings.another} onAnother={again} />;
  return (
    <form class="body fields" noValidate onSubmit={(e) => void submit(e)} aria-busy={pending}>
      <p>{p.intro}</p>
      {p.note && <p class="status">{p.note}</p>}
      {p.fields.map((f) => (
        <Field
          key={f.name}
          id={`${p.prefix}-${f.name}`}
          label={f.label}
          type={f.type}
          options={f.options}
          required={f.required}
          autocomplete={f.autocomplete}
          max={f.type === 'select' ? undefined : f.max}
          count={counterOf(f, values[f.name] ?? '', strings.characters)}
          value={values[f.name] ?? ''}
          error={problems[f.name]}
          onInput={(v) => setValues({ ...values, [f.name]: v })}
        />
      ))}
      {error && (error !== 'offline' || p.ctx.store.state.offline) && (
        <p class="alert" role="alert">
          {error === 'offline' ? strings.sendFailed : error}
        </p>
      )}
      <button type="submit" class="primary" disabled={pending}>
        {pending ? strings.sending : strings.send}
      </button>
    </form>
  );
}

/** A single-line field bounded far beyond a line (a managed form's 2,000 characters) counts only near its bound. */
export const LONG_LINE_BOUND = 200;

/**
 * The counter's text, or undefined when none is shown: a select has none; a single-line field whose bound is over
 * LONG_LINE_BOUND shows it from 90% of the bound, so a name or email field does not read "0 / 2000".
 */
export function counterOf(f: FieldSpec, value: string, template: string): string | undefined {
  if (f.type === 'select') return undefined;
  const count = [...value].length;
  if (f.type !== 'textarea' && f.max > LONG_LINE_BOUND && count < f.max * 0.9) return undefined;
  return fill(template, { count: `${count}`, max: `${f.max}` });
}
