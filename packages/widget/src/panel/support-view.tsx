// The support ticket form: prefilled and linked to the chat when a conversation escalates.
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { failure } from '../engage-port.js';
import { currentPage } from '../env.js';
import type { PanelContext } from '../panel-context.js';
import { textsOf } from './texts.js';
import { fill } from '../strings.js';
import { Field } from './field.js';
import { Submission } from './submission.js';
import type { Problems, SupportValues } from './validate.js';
import { checkSupport } from './validate.js';

export function SupportView({ ctx }: { ctx: PanelContext }): JSX.Element {
  const { identity, supportDraft } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const categories = strings.categories.split('|').map((pair) => pair.split(':') as [string, string]);
  const initial = (): SupportValues => ({
    name: identity.name ?? '',
    email: identity.email ?? '',
    phone: '',
    category: categories[0]?.[0] ?? 'general',
    subject: '',
    message: supportDraft?.message ?? '',
  });
  const [values, setValues] = useState<SupportValues>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [ticket, setTicket] = useState<string>();
  const submission = useMemo(() => new Submission(), []);
  const confirmation = useRef<HTMLParagraphElement>(null);
  // The submit button is gone once sent: focus moves to the confirmation, inside the dialog.
  useEffect(() => {
    if (ticket !== undefined) confirmation.current?.focus();
  }, [ticket]);
  const [conversationId, setConversationId] = useState(supportDraft?.conversationId);

  // An escalation while this form is open links it to the thread and fills in the visitor's words.
  useEffect(() => {
    if (!supportDraft) return;
    setConversationId(supportDraft.conversationId);
    setValues((v) => ({ ...v, message: v.message.trim() === '' ? supportDraft.message : v.message }));
  }, [supportDraft]);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (pending) return;
    const found = checkSupport(values, strings);
    setProblems(found);
    setError(undefined);
    const firstBad = Object.keys(found)[0];
    if (firstBad) {
      (e.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`#s-${firstBad}`)?.focus();
      return;
    }
    const t = (v: string) => (v.trim() === '' ? undefined : v.trim());
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      phone: t(values.phone),
      category: t(values.category),
      subject: t(values.subject),
      page: currentPage().page,
      conversationId,
    };
    setPending(true);
    try {
      const r = await ctx.client.createTicket(body, { idempotencyKey: submission.keyFor(body) });
      submission.done();
      setTicket(r.ticketId);
      setConversationId(undefined);
      ctx.store.set({ supportDraft: undefined });
    } catch (err) {
      const f = failure(err);
      setError(f.message);
      ctx.events.emit('error', { status: f.status, code: f.code, message: f.message });
    } finally {
      setPending(false);
    }
  };

  if (ticket !== undefined) {
    return (
      <div class="body">
        <p role="status" tabIndex={-1} ref={confirmation}>{fill(strings.ticketSent, { id: ticket })}</p>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setValues(initial());
            setTicket(undefined);
          }}
        >
          {strings.another}
        </button>
      </div>
    );
  }
  const field = (key: keyof SupportValues, label: string, type?: 'email' | 'tel' | 'textarea' | 'select', autocomplete?: string) => (
    <Field
      id={`s-${key}`}
      label={label}
      type={type}
      options={type === 'select' ? categories : undefined}
      required={key === 'name' || key === 'email' || key === 'message'}
      autocomplete={autocomplete}
      value={values[key]}
      error={problems[key]}
      onInput={(v) => setValues({ ...values, [key]: v })}
    />
  );
  return (
    <form class="body fields" noValidate onSubmit={submit} aria-busy={pending}>
      <p>{strings.supportIntro}</p>
      {conversationId && <p class="status">{strings.linkedChat}</p>}
      {field('name', strings.name, undefined, 'name')}
      {field('email', strings.email, 'email', 'email')}
      {field('phone', strings.phone, 'tel', 'tel')}
      {field('category', strings.category, 'select')}
      {field('subject', strings.subject)}
      {field('message', strings.message, 'textarea')}
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
