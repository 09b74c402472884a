// The submissions of each scope (website + environment) kept in receivedAt order, so a page of the leads inbox costs
// what the page holds, not a filter and sort of every stored submission. The index follows the table through
// Table.watch: a stored, changed or removed row (a capture, a lead move, the IP retention job, an undone request)
// moves one entry; anything that replaces many rows at once (reset, import, an image, start-up) drops the index, and
// the next read builds it again.
import type { Table } from '../ports/store.js';
import type { PagePosition } from './leads.js';
import { newestFirst } from './leads.js';
import type { Submission } from './model.js';

interface Scope {
  /** Oldest first, so a new capture (the newest) is appended; readers walk it from the end. */
  rows: Submission[];
  /** How many rows of the scope carry each form name. */
  forms: Map<string, number>;
}

const scopeKey = (websiteId: string, environment: string) => `${websiteId}\u0000${environment}`;

/** The number of rows of `rows` (oldest first) that come after `position` in newest-first order. */
function olderCount(rows: readonly Submission[], position: PagePosition): number {
  const key = position as Submission;
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (newestFirst(rows[mid]!, key) > 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class SubmissionIndex {
  /** undefined until read, and after many rows changed at once. */
  private scopes: Map<string, Scope> | undefined;
  private counted: { version: number; key: string; count: number } | undefined;

  constructor(private readonly table: Table<Submission>) {
    table.watch((id, before, after) => {
      if (this.scopes === undefined) return;
      if (id === undefined) {
        this.scopes = undefined;
        return;
      }
      if (before && after && this.replace(this.scopes, before, after)) return;
      if (before) this.remove(this.scopes, before);
      if (after) this.insert(this.scopes, after);
    });
  }

  /** The scope's submissions, oldest first (walk from the end for newest first). Do not change the array. */
  rows(websiteId: string, environment: string): readonly Submission[] {
    return this.build().get(scopeKey(websiteId, environment))?.rows ?? [];
  }

  /** Every submission of the website (any environment), newest first. */
  website(websiteId: string): Submission[] {
    const parts: Submission[][] = [];
    for (const scope of this.build().values()) if (scope.rows[0]?.websiteId === websiteId) parts.push(scope.rows);
    if (parts.length === 1) return parts[0]!.slice().reverse();
    return parts.flat().sort(newestFirst);
  }

  /** Where a newest-first walk of `rows` starts after `position`: the walk reads rows[start - 1] down to rows[0]. */
  start(rows: readonly Submission[], position: PagePosition | undefined): number {
    return position === undefined ? rows.length : olderCount(rows, position);
  }

  /** The scope's form names, sorted. */
  forms(websiteId: string, environment: string): string[] {
    return [...(this.build().get(scopeKey(websiteId, environment))?.forms.keys() ?? [])].sort();
  }

  /**
   * A count worked out by `count`, remembered until the table changes: paging through a filtered selection counts
   * its total once, not once per page.
   */
  remembered(key: string, count: () => number): number {
    const version = this.table.version;
    if (this.counted?.version === version && this.counted.key === key) return this.counted.count;
    const value = count();
    this.counted = { version, key, count: value };
    return value;
  }

  private build(): Map<string, Scope> {
    if (this.scopes) return this.scopes;
    const scopes = new Map<string, Scope>();
    for (const row of this.table.values()) {
      const key = scopeKey(row.websiteId, row.environment);
      let scope = scopes.get(key);
      if (!scope) scopes.set(key, (scope = { rows: [], forms: new Map() }));
      scope.rows.push(row);
      scope.forms.set(row.form, (scope.forms.get(row.form) ?? 0) + 1);
    }
    for (const scope of scopes.values()) scope.rows.sort((a, b) => newestFirst(b, a));
    this.scopes = scopes;
    return scopes;
  }

  private insert(scopes: Map<string, Scope>, row: Submission): void {
    const key = scopeKey(row.websiteId, row.environment);
    let scope = scopes.get(key);
    if (!scope) scopes.set(key, (scope = { rows: [], forms: new Map() }));
    const { rows } = scope;
    // A new capture is the newest almost always: append without searching.
    const last = rows[rows.length - 1];
    if (last === undefined || newestFirst(last, row) > 0) rows.push(row);
    else rows.splice(olderCount(rows, row), 0, row);
    scope.forms.set(row.form, (scope.forms.get(row.form) ?? 0) + 1);
  }

  /** A changed row that keeps its place (a lead move, a notification outcome): swapped in place. */
  private replace(scopes: Map<string, Scope>, before: Submission, after: Submission): boolean {
    if (
      before.websiteId !== after.websiteId ||
      before.environment !== after.environment ||
      before.receivedAt !== after.receivedAt ||
      before.form !== after.form
    )
      return false;
    const rows = scopes.get(scopeKey(before.websiteId, before.environment))?.rows;
    const at = rows ? olderCount(rows, before) : -1;
    if (!rows || rows[at]?.id !== before.id) return false;
    rows[at] = after;
    return true;
  }

  private remove(scopes: Map<string, Scope>, row: Submission): void {
    const key = scopeKey(row.websiteId, row.environment);
    const scope = scopes.get(key);
    if (!scope) return;
    const { rows } = scope;
    const at = olderCount(rows, row);
    if (rows[at]?.id !== row.id) return;
    rows.splice(at, 1);
    const forms = (scope.forms.get(row.form) ?? 1) - 1;
    if (forms > 0) scope.forms.set(row.form, forms);
    else scope.forms.delete(row.form);
    if (rows.length === 0) scopes.delete(key);
  }
}

const indexes = new WeakMap<Table<Submission>, SubmissionIndex>();

/** The table's index, made on first use and kept for the table's life. */
export function submissionIndex(table: Table<Submission>): SubmissionIndex {
  let index = indexes.get(table);
  if (!index) indexes.set(table, (index = new SubmissionIndex(table)));
  return index;
}
