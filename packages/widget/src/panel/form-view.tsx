// The managed contact form: the site's fields, client-side checks, one idempotency key per content, successMessage.
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { failure } from '../engage-port.js';
import { currentPage } from '../env.js';
import type { PanelContext } from '../panel-context.js';
import { defaultFormFields, textsOf } from './texts.js';
import { Field } from './field.js';
import { Submission } from './submission.js';
import type { Problems } from './validate.js';
import { checkForm } from './validate.js';

export function FormView({ ctx }: { ctx: PanelContext }): JSX.Element {
  const { identity } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const fields = ctx.formFields ?? defaultFormFields(strings);
  const initial = () =>
    Object.fromEntries(fields.map((f) => [f.name, f.name === 'name' ? (identity.name ?? '') : f.name === 'email' ? (identity.email ?? '') : '']));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const submission = useMemo(() => new Submission(), []);
  const confirmation = useRef<HTMLParagraphElement>(null);
  // The submit button is gone once sent: focus moves to the confirmation, inside the dialog.
  useEffect(() => {
    if (done !== undefined) confirmation.current?.focus();
  }, [done]);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (pending) return;
    const found = checkForm(fields, values, strings);
    setProblems(found);
    setError(undefined);
    const firstBad = Object.keys(found)[0];
    if (firstBad) {
      (e.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`#f-${firstBad}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));
    setPending(true);
    try {
      const r = await ctx.client.submitForm(ctx.formName, { fields: trimmed, page: currentPage().page }, { idempotencyKey: submission.keyFor(trimmed) });
      submission.done();
      setDone(r.successMessage ?? strings.formSent);
    } catch (err) {
      const f = failure(err);
      setError(f.message);
      ctx.events.emit('error', { status: f.status, code: f.code, message: f.message });
    } finally {
      setPending(false);
    }
  };

  if (done !== undefined) {
    return (
      <div class="body">
        <p role="status" tabIndex={-1} ref={confirmation}>{done}</p>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setValues(initial());
            setDone(undefined);
          }}
        >
          {strings.another}
        </button>
      </div>
    );
  }
  return (
    <form class="body fields" noValidate onSubmit={submit} aria-busy={pending}>
      <p>{strings.formIntro}</p>
      {fields.map((f) => (
        <Field
          key={f.name}
          id={`f-${f.name}`}
          label={f.label}
          type={f.type}
          required={f.required}
          autocomplete={f.type === 'email' ? 'email' : f.name === 'name' ? 'name' : undefined}
          value={values[f.name] ?? ''}
          error={problems[f.name]}
          onInput={(v) => setValues({ ...values, [f.name]: v })}
        />
      ))}
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary" disabled={pending}>
        {pending ? strings.sending : strings.submit}
      </button>
    </form>
  );
}
