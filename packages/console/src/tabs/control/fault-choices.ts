// What the fault form offers: the operations a fault can name, the kinds that can fire on each, the fields each kind
// takes; and a fault in force, in words.
import type { AdminFaultKind, Schema } from '@svc/spec';
import { adminFaultKinds, faultFiresOn, operationIds } from '@svc/spec';

export type FaultKind = AdminFaultKind;
export const KINDS = adminFaultKinds;

/**
 * The operations a fault can name: every operationId of the contract (generated into @svc/spec, so the tab needs no
 * download of the contract), less the CORS preflights, the test control's own operations and the pages of the
 * console and the HTTP reference (what a test fails is the service, not its tools).
 */
export const OPERATIONS = operationIds
  .filter(
    (id) => !id.startsWith('preflight') && !id.startsWith('admin') && !id.startsWith('getConsole') && !id.startsWith('getHttpReference'),
  )
  .sort();

/** The fields each kind takes beyond operation, kind, times and after: only these are shown for the kind chosen. */
export const KIND_FIELDS: Record<FaultKind, Array<'resetSeconds' | 'retryAfterMs' | 'latencyMs'>> = {
  rate_limit: ['resetSeconds'],
  key_verification_unavailable: ['retryAfterMs'],
  latency: ['latencyMs'],
  assistant_unavailable: [],
  notification_failure: [],
  webhook_failure: [],
  site_disabled: [],
  module_disabled: [],
  origin_denied: [],
  agent_takeover: [],
};

/** The label and hint of each field a kind takes. */
export const FIELD_LABELS = {
  resetSeconds: { label: 'Reset seconds', hint: 'Retry-After of the 429 (default 60)' },
  retryAfterMs: { label: 'Retry after ms', hint: 'Retry-After of the 503, rounded up to seconds (default 2000)' },
  latencyMs: { label: 'Latency ms', hint: 'Required' },
} as const;

/** The kinds that can fire on an operation, by the contract (`x-svc-fault-operations`): no fault that never fires. */
export const kindsFor = (operation: string): FaultKind[] => KINDS.filter((k) => faultFiresOn(k, operation));

export type FaultRow = Schema<'AdminFaultList'>['faults'][number];

/** A fault in force, in words: the calls it has left, the calls it lets through first, and its values. */
export function faultLine(f: FaultRow): string {
  const left = f.remaining === null ? 'until cleared' : `${f.remaining} call${f.remaining === 1 ? '' : 's'} left`;
  const waiting = f.waiting ? ` · lets ${f.waiting} more call${f.waiting === 1 ? '' : 's'} through first` : '';
  const extra = `${f.latencyMs !== undefined ? ` · ${f.latencyMs} ms` : ''}${f.resetSeconds !== undefined ? ` · reset ${f.resetSeconds} s` : ''}${
    f.retryAfterMs !== undefined ? ` · retry after ${f.retryAfterMs} ms` : ''
  }`;
  return `${left}${waiting}${extra}`;
}
