// The form that injects a fault: the operation, a kind that can fire on it, how many calls, after how many, and the
// fields the kind takes.
import type { Schema } from '@svc/spec';
import { Fragment, h } from 'preact';
import { useState } from 'preact/hooks';
import { Field } from '../../ui.js';
import type { FaultKind } from './fault-choices.js';
import { FIELD_LABELS, KIND_FIELDS, KINDS, kindsFor, OPERATIONS } from './fault-choices.js';

type KindField = keyof typeof FIELD_LABELS;

/** The operation (or `*`) and a kind that can fire on it, with how many kinds can. */
function OperationAndKind(props: {
  operation: string;
  onOperation: (operation: string) => void;
  kinds: FaultKind[];
  kind: FaultKind;
  onKind: (kind: FaultKind) => void;
}) {
  const { operation, kinds } = props;
  return (
    <>
      <Field label="Operation">
        {(id) => (
          <select id={id} value={operation} onChange={(e) => props.onOperation(e.currentTarget.value)}>
            <option value="*">* (every operation)</option>
            {OPERATIONS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Kind"
        hint={`${kinds.length} of ${KINDS.length} kinds can fire on ${operation === '*' ? 'every operation' : operation}`}
      >
        {(id) => (
          <select id={id} value={props.kind} onChange={(e) => props.onKind(e.currentTarget.value as FaultKind)}>
            {kinds.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** The fields the chosen kind takes (a 429's reset, a 503's wait, a latency). */
function KindValues(props: { fields: KindField[]; values: Record<string, string>; onValues: (values: Record<string, string>) => void }) {
  const { values } = props;
  return (
    <>
      {props.fields.map((field) => (
        <Field key={field} label={FIELD_LABELS[field].label} hint={FIELD_LABELS[field].hint}>
          {(id) => (
            <input
              id={id}
              type="number"
              min="0"
              required={field === 'latencyMs'}
              value={values[field] ?? ''}
              onInput={(e) => props.onValues({ ...values, [field]: e.currentTarget.value })}
            />
          )}
        </Field>
      ))}
    </>
  );
}

export function FaultForm({ onInject }: { onInject: (fault: Schema<'AdminFaultInput'>) => void }) {
  const [operation, setOperation] = useState('createCapture');
  const [kind, setKind] = useState<FaultKind>('key_verification_unavailable');
  const [times, setTimes] = useState('1');
  const [after, setAfter] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const kinds = kindsFor(operation);
  // A kind that cannot fire on the operation chosen is never offered: the first that can takes its place.
  const chosen = kinds.includes(kind) ? kind : kinds[0]!;
  const fields = KIND_FIELDS[chosen];
  const inject = (e: Event) => {
    e.preventDefault();
    const fault: Schema<'AdminFaultInput'> = { operation, kind: chosen };
    if (times) fault.times = Number(times);
    if (after) fault.after = Number(after);
    for (const field of fields) if (values[field]) fault[field] = Number(values[field]);
    onInject(fault);
  };
  return (
    <form class="inline" onSubmit={inject}>
      <OperationAndKind operation={operation} onOperation={setOperation} kinds={kinds} kind={chosen} onKind={setKind} />
      <Field label="Times" hint="Empty: until cleared">
        {(id) => <input id={id} type="number" min="1" step="1" value={times} onInput={(e) => setTimes(e.currentTarget.value)} />}
      </Field>
      <Field label="After" hint="Calls to let through first (1: the second call fails)">
        {(id) => <input id={id} type="number" min="0" step="1" value={after} onInput={(e) => setAfter(e.currentTarget.value)} />}
      </Field>
      <KindValues fields={fields} values={values} onValues={setValues} />
      <button type="submit">Inject fault</button>
    </form>
  );
}
