// The service clock: what time the server works with, and moving it forward (adminGetClock, adminAdvanceClock).
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { api, unwrap } from '../../api.js';
import { act, Field, Notice, useLoad, When } from '../../ui.js';

const UNITS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };

export function Clock({ version }: { version: number }) {
  const [n, setN] = useState(0);
  const clock = useLoad(() => unwrap(api.GET('/_admin/clock')), [version, n]);
  const [amount, setAmount] = useState('30');
  const [unit, setUnit] = useState('seconds');
  const advance = (e: Event) => {
    e.preventDefault();
    void act('Advance the clock', () =>
      unwrap(api.POST('/_admin/clock/advance', { body: { seconds: Number(amount) * UNITS[unit]! } })),
    ).then(() => setN(n + 1));
  };
  return (
    <section aria-labelledby="clock-title" class="card">
      <h3 id="clock-title">Service clock</h3>
      <Notice error={clock.error}>
        Now: <output>{clock.data ? <When iso={clock.data.now} /> : '…'}</output>
      </Notice>
      <form class="inline" onSubmit={advance}>
        <Field label="Advance by">
          {(id) => (
            <input id={id} type="number" min="0" step="any" required value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
          )}
        </Field>
        <Field label="Unit">
          {(id) => (
            <select id={id} value={unit} onChange={(e) => setUnit(e.currentTarget.value)}>
              {Object.keys(UNITS).map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">Advance</button>
      </form>
    </section>
  );
}
