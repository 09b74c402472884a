// The websites every Content and Form Capture view is scoped to (adminListWebsites), and the field that picks one.
import type { Schema } from '@svc/spec';
import { h } from 'preact';
import { api, unwrap } from '../api.js';
import { Field } from '../ui.js';

export type Website = Schema<'AdminWebsiteList'>['websites'][number];

export const listWebsites = (): Promise<Website[]> => unwrap(api.GET('/_admin/websites')).then((r) => r.websites);

/** The Website field: each website by name and id (`websites` undefined while they load). */
export function WebsiteField(props: { websites: Website[] | undefined; value: string; onChange: (websiteId: string) => void }) {
  return (
    <Field label="Website">
      {(id) => (
        <select id={id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          {props.websites?.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name} ({w.id})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
