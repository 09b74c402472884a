// Test control: the service clock, faults, reset, state export and import; each an admin operation of the contract.
import { h } from 'preact';
import { useFeedVersion } from '../../feed.js';
import { Clock } from './clock.js';
import { Faults } from './faults.js';
import { State } from './state.js';

export function ControlTab() {
  const version = useFeedVersion(['state']);
  return (
    <section aria-labelledby="control-title">
      <h2 id="control-title">Test control</h2>
      <div class="cards">
        <Clock version={version} />
        <Faults version={version} />
        <State />
      </div>
    </section>
  );
}
