// What the chat asks before the composer shows: the site's consent, or the visitor's e-mail address.
import type { JSX } from 'preact';
import { h } from 'preact';
import { useState } from 'preact/hooks';
import type { PanelContext } from '../panel-context.js';
import type { ChatModel } from './chat-model.js';
import { rememberConsent } from './chat-model.js';
import { Field } from './field.js';
import { textsOf } from './texts.js';
import { checkFields, SUPPORT_BOUNDS } from './validate.js';

/** The site's consent notice (its text in the visitor's language, else the built-in one) and the Accept button. */
export function ConsentGate({ ctx, model }: { ctx: PanelContext; model: ChatModel }): JSX.Element {
  const { config, locale } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const text = config.consent?.text ?? {};
  const notice = text[locale] ?? text[locale.split('-')[0] ?? ''] ?? strings.consentNotice;
  return (
    <div class="composer consent">
      <p id="c-consent" dir="auto">
        {notice}
      </p>
      <button
        type="button"
        class="primary"
        aria-describedby="c-consent"
        onClick={() => (model.set({ consented: true }), rememberConsent(ctx.options.publishableKey, true))}
      >
        {strings.consentAccept}
      </button>
    </div>
  );
}

/** The visitor's e-mail address, where the site asks for one before a chat. */
export function EmailGate({ ctx }: { ctx: PanelContext }): JSX.Element {
  const { identity } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const [email, setEmail] = useState(identity.email ?? '');
  const [error, setError] = useState<string>();
  return (
    <form
      class="composer fields"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = checkFields(
          [{ name: 'email', label: strings.email, type: 'email', required: true, max: SUPPORT_BOUNDS.email }],
          { email },
          strings,
          ctx.store.state.locale,
        ).email;
        setError(problem);
        if (!problem) ctx.store.set({ identity: { ...identity, email: email.trim() } });
      }}
    >
      <p>{strings.emailIntro}</p>
      <Field id="c-email" label={strings.email} type="email" autocomplete="email" value={email} error={error} onInput={setEmail} />
      <button type="submit" class="primary">
        {strings.start}
      </button>
    </form>
  );
}
