// The whole check a snapshot passes before it may replace the state (import, --seed FILE, the data file).

import { cutText } from '../http/text.js';
import type { StoreSnapshot } from '../ports/store.js';
import { checkSnapshotReferences } from './state-references.js';
import type { StateProblem } from './state-schema.js';
import { checkSnapshotShape } from './state-schema.js';

/**
 * Why a snapshot was refused, with the table, row and field it names (each absent when the problem is above it).
 * @public
 */
export interface SnapshotRefusal {
  /** JSON Pointer into the snapshot. */
  pointer: string;
  /** The table, when one is wrong. */
  table?: string;
  /** The row's index in its table, when one is wrong. */
  row?: number;
  /** Path within the row, `/`-separated (`members/0/roles`). */
  field?: string;
  /** What is wrong. */
  message: string;
}

function describe(snapshot: unknown, problem: StateProblem): SnapshotRefusal {
  const parts = problem.pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts[0] !== 'tables' || parts.length < 2) {
    return { pointer: problem.pointer, message: `snapshot${problem.pointer ? ` ${problem.pointer}` : ''}: ${problem.message}` };
  }
  const table = parts[1]!;
  if (parts.length < 3) return { pointer: problem.pointer, table, message: `table ${table}: ${problem.message}` };
  const row = Number(parts[2]);
  const field = parts.slice(3).join('/') || undefined;
  const rows = (snapshot as { tables: Record<string, { id?: unknown }[]> }).tables[table];
  const id = rows?.[row]?.id;
  const rowName = typeof id === 'string' ? `row ${row} (id ${JSON.stringify(cutText(id, 80))})` : `row ${row}`;
  return {
    pointer: problem.pointer,
    table,
    row,
    field,
    message: `table ${table}, ${rowName}${field ? `, field ${field}` : ''}: ${problem.message}`,
  };
}

/** Why `value` is not a snapshot the server may load, or undefined when it is. */
export function checkSnapshot(value: unknown): SnapshotRefusal | undefined {
  const shape = checkSnapshotShape(value);
  if (shape) return describe(value, shape);
  const references = checkSnapshotReferences((value as { tables: Record<string, Record<string, unknown>[]> }).tables);
  return references ? describe(value, references) : undefined;
}

/**
 * Thrown when a snapshot given at start (`seed`, the data file) breaks the contract.
 * @public
 */
export class SnapshotError extends Error {
  /** Always `SnapshotError`. */
  override readonly name = 'SnapshotError';
  constructor(
    /** Where the snapshot is wrong, and why. */
    readonly refusal: SnapshotRefusal,
  ) {
    super(`not a valid svc reference-server state snapshot: ${refusal.message}`);
  }
}

/** Throws a SnapshotError when `value` is not a loadable snapshot. */
export function assertSnapshot(value: unknown): asserts value is StoreSnapshot {
  const refusal = checkSnapshot(value);
  if (refusal) throw new SnapshotError(refusal);
}
