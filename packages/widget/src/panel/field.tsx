// A labelled form control whose error is tied to it (aria-invalid, aria-describedby).
import { h } from 'preact';
import type { JSX } from 'preact';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  options?: [string, string][];
  autocomplete?: string;
  required?: boolean;
  onInput(value: string): void;
}

export function Field(p: FieldProps): JSX.Element {
  const errorId = `${p.id}-error`;
  const common = {
    id: p.id,
    name: p.id,
    value: p.value,
    required: p.required,
    'aria-invalid': p.error ? ('true' as const) : undefined,
    'aria-describedby': p.error ? errorId : undefined,
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
      {p.error && (
        <p id={errorId} class="error">
          {p.error}
        </p>
      )}
    </div>
  );
}
