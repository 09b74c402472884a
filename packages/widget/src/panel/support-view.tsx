// The support ticket: prefilled and linked to the chat thread when a conversation escalates.

import type { JSX } from 'preact';
import { h } from 'preact';
import { useMemo } from 'preact/hooks';
import { currentPage } from '../env.js';
import type { PanelContext } from '../panel-context.js';
import { fill } from '../strings.js';
import { FieldsForm } from './fields-form.js';
import { textsOf } from './texts.js';
import { supportFields } from './validate.js';

export function SupportView({ ctx }: { ctx: PanelContext }): JSX.Element {
  const { identity, supportDraft } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const fields = supportFields(strings);
  const conversationId = supportDraft?.conversationId;
  const initial = useMemo(
    () => ({
      name: identity.name ?? '',
      email: identity.email ?? '',
      category: fields[3]?.options?.[0]?.[0] ?? 'general',
      message: supportDraft?.message ?? '',
    }),
    [identity, supportDraft],
  );
  return (
    <FieldsForm
      ctx={ctx}
      prefix="s"
      intro={strings.supportIntro}
      note={conversationId ? strings.linkedChat : undefined}
      fields={fields}
      initial={initial}
      send={async (values, idempotencyKey) => {
        const { name = '', email = '', message = '', ...rest } = values;
        const r = await ctx.client.createTicket(
          { name, email, message, ...rest, page: currentPage().page, conversationId },
          { idempotencyKey },
        );
        ctx.store.set({ supportDraft: undefined });
        // The visitor reads where the answer goes; the page gets the ticket's id as an event.
        ctx.events.emit('ticket', { ticketId: r.ticketId, duplicate: r.duplicate, conversationId: conversationId ?? null });
        return fill(strings.ticketSent, { email, id: r.ticketId });
      }}
    />
  );
}
