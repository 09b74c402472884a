// State of the whole server: named tables of JSON records, snapshot-able for export, import and the data file.

/** A stored record: JSON data with a string id. @public */
export interface Row {
  id: string;
}

/**
 * One table. `version` grows on every write so areas can cache derived indexes.
 * @public
 */
export class Table<T extends Row> {
  private readonly rows = new Map<string, T>();
  private _version = 0;
  constructor(private readonly onWrite: () => void) {}

  get version(): number {
    return this._version;
  }
  get size(): number {
    return this.rows.size;
  }
  get(id: string): T | undefined {
    return this.rows.get(id);
  }
  has(id: string): boolean {
    return this.rows.has(id);
  }
  /** Inserts or replaces a row. */
  set(row: T): T {
    this.rows.set(row.id, row);
    this.touch();
    return row;
  }
  /** Applies `change` to a copy of the row and stores it. */
  update(id: string, change: (row: T) => T): T | undefined {
    const row = this.rows.get(id);
    if (!row) return undefined;
    return this.set(change(structuredClone(row)));
  }
  delete(id: string): boolean {
    const had = this.rows.delete(id);
    if (had) this.touch();
    return had;
  }
  values(): IterableIterator<T> {
    return this.rows.values();
  }
  all(): T[] {
    return [...this.rows.values()];
  }
  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }
  filter(predicate: (row: T) => boolean): T[] {
    const out: T[] = [];
    for (const row of this.rows.values()) if (predicate(row)) out.push(row);
    return out;
  }
  /** @internal */
  load(rows: T[]): void {
    this.rows.clear();
    for (const row of rows) this.rows.set(row.id, row);
    this._version++;
  }
  private touch(): void {
    this._version++;
    this.onWrite();
  }
}

/** Serialised state: what the data file, export and import carry. @public */
export interface StoreSnapshot {
  format: 'svc-reference-state';
  version: 1;
  savedAt: string;
  tables: Record<string, Row[]>;
}

/**
 * In-memory store of named tables. Areas own their tables by name (`capture.submissions`, ...).
 * @public
 */
export class MemoryStore {
  private readonly tables = new Map<string, Table<Row>>();
  private writes = 0;

  table<T extends Row>(name: string): Table<T> {
    let table = this.tables.get(name);
    if (!table) {
      table = new Table<Row>(() => this.writes++);
      this.tables.set(name, table);
    }
    return table as unknown as Table<T>;
  }

  /** Grows on every write to any table. */
  get writeCount(): number {
    return this.writes;
  }

  snapshot(savedAt: string): StoreSnapshot {
    const tables: Record<string, Row[]> = {};
    for (const [name, table] of this.tables) if (table.size > 0) tables[name] = table.all();
    return { format: 'svc-reference-state', version: 1, savedAt, tables };
  }

  restore(snapshot: StoreSnapshot): void {
    if (snapshot?.format !== 'svc-reference-state' || snapshot.version !== 1 || typeof snapshot.tables !== 'object' || snapshot.tables === null || Array.isArray(snapshot.tables)) {
      throw new TypeError('not an svc reference-server state snapshot (format svc-reference-state, version 1)');
    }
    // Everything is checked and copied before the first table changes, so a refused snapshot leaves the state as it was.
    const incoming = Object.entries(snapshot.tables);
    for (const [name, rows] of incoming) {
      if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'object' && r !== null && typeof (r as Row).id === 'string')) {
        throw new TypeError(`table ${name} must be an array of rows, each with a string id`);
      }
    }
    const copies = incoming.map(([name, rows]) => [name, structuredClone(rows)] as const);
    for (const table of this.tables.values()) table.load([]);
    for (const [name, rows] of copies) this.table(name).load(rows);
    this.writes++;
  }

  reset(): void {
    for (const table of this.tables.values()) table.load([]);
    this.writes++;
  }
}

/**
 * Where snapshots go between runs. The Node adapter writes a file atomically; the default keeps nothing.
 * @public
 */
export interface Persistence {
  load(): Promise<StoreSnapshot | undefined>;
  save(snapshot: StoreSnapshot): Promise<void>;
}
