// The managed contact form: the page's fields (or name, email and message) plus the site policy's required fields,
// and the service's successMessage.

import type { JSX } from 'preact';
import { h } from 'preact';
import { useMemo } from 'preact/hooks';
import { currentPage } from '../env.js';
import type { FormField } from '../form-fields.js';
import type { PanelContext } from '../panel-context.js';
import { FieldsForm } from './fields-form.js';
import { defaultFormFields, textsOf } from './texts.js';
import { FIELD_MAX } from './validate.js';

export function FormView({ ctx }: { ctx: PanelContext }): JSX.Element {
  const { identity } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const formName = ctx.options.form?.name ?? 'contact';
  // The site's form policy adds its required fields (asked for as text when the page did not define them).
  const required = ctx.store.state.config.forms?.[formName]?.requiredFields ?? [];
  const base = ctx.options.form?.fields ?? defaultFormFields(strings);
  const fields = [
    ...base,
    ...required.filter((n) => !base.some((f) => f.name === n)).map((name): FormField => ({ name, label: name })),
  ].map((f) => ({
    ...f,
    required: f.required || required.includes(f.name),
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
        const r = await ctx.client.submitForm(formName, { fields: values, page: currentPage().page }, { idempotencyKey });
        return r.successMessage ?? strings.formSent;
      }}
    />
  );
}
