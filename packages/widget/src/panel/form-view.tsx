// The managed contact form: the page's fields (or name, email and message), the service's successMessage.
import { h } from 'preact';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { currentPage } from '../env.js';
import type { PanelContext } from '../panel-context.js';
import { FieldsForm } from './fields-form.js';
import { defaultFormFields, textsOf } from './texts.js';
import { FIELD_MAX } from './validate.js';

export function FormView({ ctx }: { ctx: PanelContext }): JSX.Element {
  const { identity } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const fields = (ctx.formFields ?? defaultFormFields(strings)).map((f) => ({
    ...f,
    max: FIELD_MAX,
    autocomplete: f.type === 'email' ? 'email' : f.name === 'name' ? 'name' : undefined,
  }));
  const initial = useMemo(() => ({ name: identity.name ?? '', email: identity.email ?? '' }), [identity]);
  return (
    <FieldsForm
      ctx={ctx}
      prefix="f"
      intro={strings.formIntro}
      fields={fields}
      initial={initial}
      send={async (values, idempotencyKey) => {
        const r = await ctx.client.submitForm(ctx.formName, { fields: values, page: currentPage().page }, { idempotencyKey });
        return r.successMessage ?? strings.formSent;
      }}
    />
  );
}
