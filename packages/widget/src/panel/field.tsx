// A labelled form control whose error is tied to it (aria-invalid, aria-describedby).

import type { JSX } from 'preact';
import { h } from 'preact';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  options?: [string, string][];
  autocomplete?: string;
  required?: boolean;
  /** The service's bound in code points, and the counter's text ("12 / 120"); a select has neither. */
  max?: number;
  count?: string;
  onInput(value: string): void;
}

export function Field(p: FieldProps): JSX.Element {
  const errorId = `${p.id}-error`;
  const countId = `${p.id}-count`;
  const described = [p.count && countId, p.error && errorId].filter(Boolean).join(' ');
  const common = {
    id: p.id,
    name: p.id,
    // The visitor's text in their own direction, whatever the panel's.
    dir: 'auto' as const,
    value: p.value,
    required: p.required,
    // The service counts code points, the browser's maxlength UTF-16 units: twice the bound never refuses what the
    // service takes (an emoji is one code point, two units) and stops a runaway paste; the counter and the check
    // before sending hold the exact bound.
    maxLength: p.max === undefined ? undefined : p.max * 2,
    'aria-invalid': p.error ? ('true' as const) : undefined,
    'aria-describedby': described || undefined,
    onInput: (e: Event) => p.onInput((e.currentTarget as HTMLInputElement).value),
  };
  return (
    <div>
      <label for={p.id}>{p.label}</label>
      {p.type === 'textarea' ? (
        <textarea {...common} rows={4} />
      ) : p.type === 'select' ? (
        <select {...common} onChange={common.onInput}>
          {p.options?.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={(p.type ?? 'text') as 'text'} autocomplete={p.autocomplete} />
      )}
      {p.count && (
        <span id={countId} class="count">
          {p.count}
        </span>
      )}
      {p.error && (
        <p id={errorId} class="error">
          {p.error}
        </p>
      )}
    </div>
  );
}
