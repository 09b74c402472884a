// The journal's filters: search as you type over paths and bodies, method, path, status, key family, time,
// operation, the server's own traffic, and clearing the journal.
import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Confirm, Field } from '../../ui.js';
import type { Filters } from './view.js';

/** How long typing pauses before the list follows it. */
export const TYPING_PAUSE_MS = 250;

/**
 * A text filter, applied as the user types (after a short pause) and at once on Enter or on leaving the field. What
 * is typed lives in the field's own state, so a list that reloads underneath (a live update, another filter's answer)
 * never wipes a half-typed search.
 */
function FilterText(props: { id: string; value: string; maxLength: number; placeholder?: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(props.value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setDraft(props.value), [props.value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (value: string) => {
    clearTimeout(timer.current);
    if (value !== props.value) props.onCommit(value);
  };
  return (
    <input
      id={props.id}
      type="search"
      value={draft}
      maxLength={props.maxLength}
      placeholder={props.placeholder}
      onInput={(e) => {
        const value = e.currentTarget.value;
        setDraft(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(value), TYPING_PAUSE_MS);
      }}
      onChange={(e) => commit(e.currentTarget.value)}
    />
  );
}

/** A filter chosen from a list, "Any" (or `any`) first; each choice is `[value, label]`. */
function Choice(props: {
  label: string;
  value: string;
  choices: Array<[string, string]>;
  any?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <select id={id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          <option value="">{props.any ?? 'Any'}</option>
          {props.choices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const both = (values: string[]): Array<[string, string]> => values.map((v) => [v, v]);
const METHOD_CHOICES = both(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CHOICES = both(['2xx', '4xx', '5xx', '401', '404', '429', '503']);
const KEY_FAMILY_CHOICES: Array<[string, string]> = [
  'sk_test',
  'sk_live',
  'ck_test',
  'ck_live',
  'pk_test',
  'pk_live',
  'ptk',
  'adm',
  'vt',
  'none',
].map((k) => [k, k === 'none' ? 'no key' : k]);
const TIME_CHOICES: Array<[string, string]> = [
  ['1m', 'Last minute'],
  ['5m', 'Last 5 minutes'],
  ['1h', 'Last hour'],
  ['24h', 'Last 24 hours'],
];

/** The filters form; `onClear` clears the journal once the user confirms. */
export function JournalFilters({
  filters,
  onFilter,
  onClear,
}: {
  filters: Filters;
  onFilter: (name: keyof Filters, value: string) => void;
  onClear: () => void;
}) {
  return (
    <form class="filters" onSubmit={(e) => e.preventDefault()}>
      <Field label="Search paths and bodies">
        {(id) => <FilterText id={id} value={filters.q} maxLength={200} onCommit={(v) => onFilter('q', v)} />}
      </Field>
      <Choice label="Method" value={filters.method} choices={METHOD_CHOICES} onChange={(v) => onFilter('method', v)} />
      <Field label="Path contains">
        {(id) => (
          <FilterText id={id} value={filters.path} maxLength={200} placeholder="/v1/capture" onCommit={(v) => onFilter('path', v.trim())} />
        )}
      </Field>
      <Choice label="Status" value={filters.status} choices={STATUS_CHOICES} onChange={(v) => onFilter('status', v)} />
      <Choice label="Key family" value={filters.keyFamily} choices={KEY_FAMILY_CHOICES} onChange={(v) => onFilter('keyFamily', v)} />
      <Choice label="Time" any="Any time" value={filters.since} choices={TIME_CHOICES} onChange={(v) => onFilter('since', v)} />
      <Field label="Operation">
        {(id) => (
          <FilterText
            id={id}
            value={filters.operation}
            maxLength={200}
            placeholder="e.g. createCapture"
            onCommit={(v) => onFilter('operation', v.trim())}
          />
        )}
      </Field>
      <label class="check">
        <input
          type="checkbox"
          checked={filters.console === 'true'}
          onChange={(e) => onFilter('console', e.currentTarget.checked ? 'true' : '')}
        />{' '}
        Show the server’s own traffic (the console’s calls, the files of the console, /_docs/ and the widget)
      </label>
      <Confirm
        label="Clear the journal"
        question="Clear the request journal?"
        lost={<p>Every request listed here (and the console’s own calls) is forgotten. Stored data, keys and the clock are not touched.</p>}
        choices={[{ label: 'Clear the journal', danger: true, run: onClear }]}
      />
    </form>
  );
}
