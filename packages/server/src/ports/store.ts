// State of the whole server: named tables of JSON records, exported and imported as snapshots (the admin API, the data
// file) and returned to in memory through checkpoints (test tools).
// Every write is also a logged change that can be undone until the durability unit of work commits it.

/** A stored record: JSON data with a string id. @public */
export interface Row {
  /** The record's id. */
  id: string;
}

/**
 * One change to the store, as the persistence port receives it: a row stored, a row removed, or every table emptied.
 * @public
 */
export type Change = { op: 'set'; table: string; row: Row } | { op: 'delete'; table: string; id: string } | { op: 'clear' };

/** Where a table reports its writes. */
interface ChangeLog {
  /** Counts one write; true when a durability unit of work tracks changes, and so wants this one's change and undo. */
  count(): boolean;
  /** Keeps a write's change and its undo. */
  keep(change: Change, undo: () => void): void;
}

interface LoggedChange {
  lsn: number;
  change: Change;
  undo: () => void;
}

/**
 * Stored rows are frozen: a row a request changed in place could not be put back when its change is undone.
 * Rows are small, so freezing costs little next to the guarantee.
 */
function deepFreeze<V>(value: V): V {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    // for...in rather than Object.keys: no array per object frozen, on every write of every row.
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * One table, as the areas use it. `version` grows on every write so areas can cache derived indexes. Rows are frozen
 * once stored: change a copy (`update` makes one) and `set` it.
 * @public
 */
export interface Table<T extends Row> {
  /** Grows with every change of the table. */
  readonly version: number;
  /** How many rows it holds. */
  readonly size: number;
  /** One row by id. */
  get(id: string): T | undefined;
  /** Whether a row has this id. */
  has(id: string): boolean;
  /** Inserts or replaces a row. */
  set(row: T): T;
  /** Applies `change` to a copy of the row and stores it. */
  update(id: string, change: (row: T) => T): T | undefined;
  /**
   * Like `update` without the copy: `change` receives the stored row itself, frozen, and returns the new row built
   * from it (a spread), never changing it. For bookkeeping on hot paths, where copying the whole row costs most.
   */
  patch(id: string, change: (row: Readonly<T>) => T): T | undefined;
  /** Removes a row; false when there was none. */
  delete(id: string): boolean;
  /** The rows, in insertion order. */
  values(): IterableIterator<T>;
  /** The rows as an array, in insertion order. */
  all(): T[];
  /** The first row `predicate` accepts. */
  find(predicate: (row: T) => boolean): T | undefined;
  /** Every row `predicate` accepts. */
  filter(predicate: (row: T) => boolean): T[];
  /**
   * Calls `watcher` after every change to the table's rows, undo included: with the row's id, the row before and
   * after (undefined for none), or with no id when many rows were replaced at once (a reset, an import, a restored
   * checkpoint, the undo of those). For indexes an area keeps in step with its table.
   */
  watch(watcher: (id?: string, before?: T, after?: T) => void): void;
}

/** The in-memory table behind `Table`; what only its store calls is here alone. */
class MemoryTable<T extends Row> implements Table<T> {
  private rows = new Map<string, T>();
  private _version = 0;
  private watchers: Array<(id?: string, before?: T, after?: T) => void> = [];
  constructor(
    private readonly name: string,
    /**
     * Where the table reports its writes: each is counted (`count`, true when a durability unit of work tracks
     * changes), and only then is its change and undo built and kept (`keep`).
     */
    private readonly log: ChangeLog,
  ) {}

  watch(watcher: (id?: string, before?: T, after?: T) => void): void {
    this.watchers.push(watcher);
  }

  /** Grows with every change of the table. */
  get version(): number {
    return this._version;
  }
  /** How many rows it holds. */
  get size(): number {
    return this.rows.size;
  }
  /** One row by id. */
  get(id: string): T | undefined {
    return this.rows.get(id);
  }
  /** Whether a row has this id. */
  has(id: string): boolean {
    return this.rows.has(id);
  }
  /** Inserts or replaces a row. */
  set(row: T): T {
    const before = this.rows.get(row.id);
    this.rows.set(row.id, deepFreeze(row));
    this._version++;
    this.notify(row.id, before, row);
    // Without durability nothing is ever undone: no change record and no undo closure per write.
    if (this.log.count()) this.log.keep({ op: 'set', table: this.name, row }, () => this.put(row.id, before));
    return row;
  }
  /** Applies `change` to a copy of the row and stores it. */
  update(id: string, change: (row: T) => T): T | undefined {
    const row = this.rows.get(id);
    if (!row) return undefined;
    return this.set(change(structuredClone(row)));
  }
  /**
   * Like `update` without the copy: `change` receives the stored row itself, frozen, and returns the new row built
   * from it (a spread), never changing it. For bookkeeping on hot paths, where copying the whole row costs most.
   */
  patch(id: string, change: (row: Readonly<T>) => T): T | undefined {
    const row = this.rows.get(id);
    return row === undefined ? undefined : this.set(change(row));
  }
  /** Removes a row; false when there was none. */
  delete(id: string): boolean {
    const before = this.rows.get(id);
    if (before === undefined) return false;
    this.rows.delete(id);
    this._version++;
    this.notify(id, before, undefined);
    if (this.log.count()) this.log.keep({ op: 'delete', table: this.name, id }, () => this.put(id, before));
    return true;
  }
  /** The rows, in insertion order. */
  values(): IterableIterator<T> {
    return this.rows.values();
  }
  /** The rows as an array, in insertion order. */
  all(): T[] {
    return [...this.rows.values()];
  }
  /** The first row `predicate` accepts. */
  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }
  /** Every row `predicate` accepts. */
  filter(predicate: (row: T) => boolean): T[] {
    const out: T[] = [];
    for (const row of this.rows.values()) if (predicate(row)) out.push(row);
    return out;
  }
  /** Empties the table without logging (the store logs one `clear` for all tables); returns the undo. */
  clear(): () => void {
    const before = this.rows;
    this.rows = new Map();
    this._version++;
    this.notify();
    return () => {
      this.rows = before;
      this._version++;
      this.notify();
    };
  }
  /** Loads rows that are already durable (start-up), without logging them. */
  loadPersisted(rows: T[]): void {
    this.rows.clear();
    for (const row of rows) this.rows.set(row.id, deepFreeze(row));
    this._version++;
    this.notify();
  }
  /**
   * The rows as they are now, by id, for a checkpoint: a new map, but the rows themselves are shared rather than
   * copied, which is safe because stored rows are frozen.
   */
  currentRows(): ReadonlyMap<string, T> {
    return new Map(this.rows);
  }
  /** Replaces every row with `rows` (from `currentRows()`) without logging them; returns the undo. */
  replaceRows(rows: ReadonlyMap<string, T>): () => void {
    const before = this.rows;
    this.rows = new Map(rows);
    this._version++;
    this.notify();
    return () => {
      this.rows = before;
      this._version++;
      this.notify();
    };
  }
  private put(id: string, row: T | undefined): void {
    const before = this.rows.get(id);
    if (row === undefined) this.rows.delete(id);
    else this.rows.set(id, row);
    this._version++;
    this.notify(id, before, row);
  }
  private notify(id?: string, before?: T, after?: T): void {
    for (const watcher of this.watchers) watcher(id, before, after);
  }
}

/** Serialised state: what the data file, export and import carry. @public */
export interface StoreSnapshot {
  /** Always `svc-reference-state`. */
  format: 'svc-reference-state';
  /** The format's version: 1. */
  version: 1;
  /** When it was taken (ISO 8601). */
  savedAt: string;
  /** Every table's rows, by table name. */
  tables: Record<string, Row[]>;
}

/**
 * The whole state held in memory, already checked: `restoreCheckpoint` puts it back in microseconds (no copy, no
 * check), since stored rows are frozen and can be shared. For test tools that return to a starting point after every
 * test.
 * @public
 */
export interface StoreCheckpoint {
  /** Every table's rows, by table name and id. @internal */
  readonly tables: ReadonlyMap<string, ReadonlyMap<string, Row>>;
}

/** Checks the envelope and every table of a snapshot before anything is replaced. */
function checkSnapshot(snapshot: StoreSnapshot): void {
  if (
    snapshot?.format !== 'svc-reference-state' ||
    snapshot.version !== 1 ||
    typeof snapshot.tables !== 'object' ||
    snapshot.tables === null ||
    Array.isArray(snapshot.tables)
  ) {
    throw new TypeError('not an svc reference-server state snapshot (format svc-reference-state, version 1)');
  }
  for (const [name, rows] of Object.entries(snapshot.tables)) {
    if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'object' && r !== null && typeof (r as Row).id === 'string')) {
      throw new TypeError(`table ${name} must be an array of rows, each with a string id`);
    }
  }
}

/**
 * The server's state, a port: named tables of JSON rows that areas own by name (`capture.submissions`, ...), exported
 * and imported whole as snapshots, and returned to in memory through checkpoints. `MemoryStore` is the implementation.
 * @public
 */
export interface Store {
  /** The table of this name (made on first use). */
  table<T extends Row>(name: string): Table<T>;
  /** Grows on every write to any table: the log sequence number of the latest change. */
  readonly writeCount: number;
  /** The whole state as a serialisable snapshot: what `GET /_admin/state` exports and the data file holds. */
  exportSnapshot(savedAt: string): StoreSnapshot;
  /**
   * Replaces the whole state with a snapshot's, as `PUT /_admin/state` does: checked first (a refused snapshot
   * changes nothing), copied, and logged like any write, so a persistence port saves it.
   */
  importSnapshot(snapshot: StoreSnapshot): void;
  /**
   * Loads the state the persistence port kept, at start-up. Unlike `importSnapshot` it is not logged: the state is
   * durable already, so there is nothing to commit.
   */
  loadPersisted(snapshot: StoreSnapshot): void;
  /** The state as it is now, to return to with `restoreCheckpoint`. */
  checkpoint(): StoreCheckpoint;
  /**
   * Replaces the whole state with a checkpoint's, like `importSnapshot` but without copying or checking rows that
   * were checked when they were first stored.
   */
  restoreCheckpoint(checkpoint: StoreCheckpoint): void;
  /** Empties every table. */
  reset(): void;
}

/**
 * In-memory store of named tables, the `Store` the server uses by default. Besides the port it keeps the undoable
 * change log the durability unit of work drives.
 * @public
 */
export class MemoryStore implements Store {
  private readonly tables = new Map<string, MemoryTable<Row>>();
  private writes = 0;
  /** Changes not yet durable, oldest first; kept only while a durability unit of work tracks them. */
  private pending: LoggedChange[] = [];
  private tracking = false;

  /** The table of this name (made on first use). */
  table<T extends Row>(name: string): Table<T> {
    let table = this.tables.get(name);
    if (!table) {
      table = new MemoryTable<Row>(name, this.changeLog);
      this.tables.set(name, table);
    }
    return table as unknown as Table<T>;
  }

  private memoryTable(name: string): MemoryTable<Row> {
    this.table(name);
    return this.tables.get(name)!;
  }

  /** Grows on every write to any table: the log sequence number of the latest change. */
  get writeCount(): number {
    return this.writes;
  }

  /** The whole state as a serialisable snapshot: what `GET /_admin/state` exports and the data file holds. */
  exportSnapshot(savedAt: string): StoreSnapshot {
    const tables: Record<string, Row[]> = {};
    for (const [name, table] of this.tables) if (table.size > 0) tables[name] = table.all();
    return { format: 'svc-reference-state', version: 1, savedAt, tables };
  }

  /**
   * Replaces the whole state with a snapshot's, as `PUT /_admin/state` does: checked first (a refused snapshot
   * changes nothing), copied, and logged like any write, so a persistence port saves it.
   */
  importSnapshot(snapshot: StoreSnapshot): void {
    checkSnapshot(snapshot);
    const copy = structuredClone(snapshot.tables);
    this.reset();
    for (const [name, rows] of Object.entries(copy)) {
      const table = this.table(name);
      for (const row of rows) table.set(row);
    }
  }

  /** The state as it is now, to return to with `restoreCheckpoint`. */
  checkpoint(): StoreCheckpoint {
    const tables = new Map<string, ReadonlyMap<string, Row>>();
    for (const [name, table] of this.tables) if (table.size > 0) tables.set(name, table.currentRows());
    return { tables };
  }

  /**
   * Replaces the whole state with a checkpoint's: one `clear` change followed by the checkpoint's rows, like
   * `importSnapshot` but without copying or checking rows that were checked when they were first stored.
   */
  restoreCheckpoint(checkpoint: StoreCheckpoint): void {
    const undos: Array<() => void> = [];
    for (const [name, table] of this.tables) if (!checkpoint.tables.has(name)) undos.push(table.clear());
    for (const [name, rows] of checkpoint.tables) undos.push(this.memoryTable(name).replaceRows(rows));
    this.record({ op: 'clear' }, () => {
      for (const undo of undos) undo();
    });
    // A persistence port needs the rows themselves; an in-memory store only the one clear.
    if (this.tracking)
      for (const [name, rows] of checkpoint.tables) for (const row of rows.values()) this.record({ op: 'set', table: name, row }, () => {});
  }

  /** Empties every table. */
  reset(): void {
    const undos = [...this.tables.values()].map((table) => table.clear());
    this.record({ op: 'clear' }, () => {
      for (const undo of undos) undo();
    });
  }

  /**
   * Loads the state the persistence port kept, at start-up. Unlike `importSnapshot` it is not logged: the state is
   * durable already, so there is nothing to commit.
   */
  loadPersisted(snapshot: StoreSnapshot): void {
    checkSnapshot(snapshot);
    for (const table of this.tables.values()) table.loadPersisted([]);
    for (const [name, rows] of Object.entries(snapshot.tables)) this.memoryTable(name).loadPersisted(rows);
  }

  /** Starts keeping undoable changes for a durability unit of work. @internal */
  trackChanges(): void {
    this.tracking = true;
  }

  /** The changes made after `lsn` that are not yet durable, oldest first. @internal */
  changesAfter(lsn: number): Change[] {
    return this.pending.filter((entry) => entry.lsn > lsn).map((entry) => entry.change);
  }

  /** The latest change to the row that is not yet durable (a `clear` counts for every row), or undefined. @internal */
  pendingLsn(table: string, id: string): number | undefined {
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const { change, lsn } = this.pending[i]!;
      if (change.op === 'clear') return lsn;
      if (change.table === table && (change.op === 'set' ? change.row.id : change.id) === id) return lsn;
    }
    return undefined;
  }

  /** Forgets the undo of changes up to `lsn`: they are durable. @internal */
  committed(lsn: number): void {
    let n = 0;
    while (n < this.pending.length && this.pending[n]!.lsn <= lsn) n++;
    this.pending.splice(0, n);
  }

  /** Undoes every change made after `lsn`, newest first. @internal */
  rollback(lsn: number): number {
    let undone = 0;
    while (this.pending.length > 0 && this.pending[this.pending.length - 1]!.lsn > lsn) {
      this.pending.pop()!.undo();
      undone++;
    }
    return undone;
  }

  private record(change: Change, undo: () => void): void {
    if (this.changeLog.count()) this.changeLog.keep(change, undo);
  }

  /** What every table reports its writes to. */
  private readonly changeLog: ChangeLog = {
    count: () => {
      this.writes++;
      return this.tracking;
    },
    keep: (change, undo) => {
      this.pending.push({ lsn: this.writes, change, undo });
    },
  };
}
