// References between the tables of a snapshot: every row's owner exists, ids are unique and derived ids agree.
import type { StateProblem } from './state-schema.js';

type Rows = Record<string, unknown>[];
type Tables = Record<string, Rows>;

interface Reference {
  table: string;
  field: string;
  /** The table the value must name a row of, chosen per row (keys point at websites or Engage sites by family). */
  target: (row: Record<string, unknown>) => string | undefined;
  /** The id the value stands for in the target table (entries name a collection by key within their website). */
  id?: (row: Record<string, unknown>) => string;
  nullable?: boolean;
}

const REFERENCES: Reference[] = [
  { table: 'content.collections', field: 'websiteId', target: () => 'websites' },
  { table: 'content.entries', field: 'websiteId', target: () => 'websites' },
  {
    table: 'content.entries',
    field: 'collection',
    target: () => 'content.collections',
    id: (r) => `${String(r.websiteId)}/${String(r.collection)}`,
  },
  { table: 'keys', field: 'siteId', target: (r) => (r.family === 'engage' ? 'engage.sites' : 'websites') },
  { table: 'capture.submissions', field: 'websiteId', target: () => 'websites' },
  { table: 'capture.submissions', field: 'keyId', target: () => 'keys' },
  { table: 'engage.conversations', field: 'siteId', target: () => 'engage.sites' },
  { table: 'engage.tickets', field: 'siteId', target: () => 'engage.sites' },
  { table: 'engage.tickets', field: 'conversationId', target: () => 'engage.conversations', nullable: true },
  { table: 'webhooks.deliveries', field: 'siteId', target: () => 'engage.sites' },
  { table: 'webhooks.previous_secrets', field: 'id', target: () => 'engage.sites' },
];

/** Ids that are made of other fields, so lookups by those fields find the row. */
const DERIVED_IDS: { table: string; id: (r: Record<string, unknown>) => string; rule: string }[] = [
  { table: 'content.collections', id: (r) => `${String(r.websiteId)}/${String(r.key)}`, rule: '{websiteId}/{key}' },
  { table: 'idempotency', id: (r) => `${String(r.scope)}|${String(r.key)}`, rule: '{scope}|{key}' },
];

const at = (table: string, row: number, field: string) => `/tables/${table}/${row}/${field}`;

/** The first broken reference of a snapshot whose rows already have their schema's shape, or undefined. */
export function checkSnapshotReferences(tables: Tables): StateProblem | undefined {
  const ids = new Map<string, Set<string>>();
  for (const [table, rows] of Object.entries(tables)) {
    const seen = new Set<string>();
    for (const [index, row] of rows.entries()) {
      const id = row.id as string;
      if (seen.has(id)) return { pointer: at(table, index, 'id'), message: `id "${id}" appears twice in ${table}` };
      seen.add(id);
    }
    ids.set(table, seen);
  }
  for (const rule of DERIVED_IDS) {
    for (const [index, row] of (tables[rule.table] ?? []).entries()) {
      if (row.id !== rule.id(row)) return { pointer: at(rule.table, index, 'id'), message: `id must be ${rule.rule} ("${rule.id(row)}")` };
    }
  }
  const slugs = checkSlugs(tables['content.entries'] ?? []);
  if (slugs) return slugs;
  for (const [index, website] of (tables.websites ?? []).entries()) {
    const subs = (website.members as { sub: string }[]).map((m) => m.sub);
    const twice = subs.findIndex((sub, i) => subs.indexOf(sub) !== i);
    if (twice >= 0) return { pointer: at('websites', index, `members/${twice}/sub`), message: `member "${subs[twice]}" appears twice` };
  }
  for (const ref of REFERENCES) {
    for (const [index, row] of (tables[ref.table] ?? []).entries()) {
      const value = row[ref.field];
      if (ref.nullable && value === null) continue;
      const target = ref.target(row)!;
      const id = ref.id ? ref.id(row) : String(value);
      if (!ids.get(target)?.has(id)) {
        return { pointer: at(ref.table, index, ref.field), message: `no row "${id}" in ${target}` };
      }
    }
  }
  return undefined;
}

/** A slug, current or former, leads to one entry of its collection and environment (as the content area enforces). */
function checkSlugs(entries: Rows): StateProblem | undefined {
  const owners = new Map<string, string>();
  for (const [index, entry] of entries.entries()) {
    const scope = `${String(entry.websiteId)}|${String(entry.environment)}|${String(entry.collection)}`;
    const slugs = [entry.slug as string, ...(entry.formerSlugs as string[])];
    for (const [i, slug] of slugs.entries()) {
      const owner = owners.get(`${scope}|${slug}`);
      if (owner !== undefined) {
        const field = i === 0 ? 'slug' : `formerSlugs/${i - 1}`;
        return {
          pointer: at('content.entries', index, field),
          message: `slug "${slug}" already leads to ${owner} in this collection and environment`,
        };
      }
      owners.set(`${scope}|${slug}`, String(entry.id));
    }
  }
  return undefined;
}
