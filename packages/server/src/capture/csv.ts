// The leads export as CSV (RFC 4180), for spreadsheets: one row per lead, one column per field name in the selection.
import type { Contact } from './leads.js';
import type { Submission } from './model.js';

/**
 * A cell a spreadsheet would read as a formula (OWASP, CSV injection): one starting with =, +, -, @, tab or carriage
 * return, or with their full-width forms (some spreadsheets fold ＝＋－＠ to ASCII), also after leading whitespace
 * (spreadsheets trim it before they parse).
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/**
 * Quotes a cell when it holds a comma, quote or line break (RFC 4180). A formula-like cell gets a leading
 * apostrophe, so visitor input never runs in the reader's spreadsheet and nothing of it is lost.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Array<Array<string | number | null | undefined>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const FIXED = [
  'id',
  'receivedAt',
  'environment',
  'form',
  'page',
  'status',
  'assignee',
  'contactName',
  'contactEmail',
  'contactCompany',
  'contactPhone',
  'device',
  'country',
  'countryCode',
  'ip',
  'referrer',
  'landingPage',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'notification',
] as const;

/** Fixed columns first (the permanent id leads), then every submitted field name in order of first appearance. */
export function leadsCsv(leads: Array<Submission & { contact: Contact }>): string {
  const fieldNames: string[] = [];
  const seen = new Set<string>();
  for (const lead of leads) {
    for (const name of Object.keys(lead.fields)) {
      if (!seen.has(name)) {
        seen.add(name);
        fieldNames.push(name);
      }
    }
  }
  const header = [...FIXED, ...fieldNames.map((name) => `field:${name}`)];
  const rows = leads.map((l) => [
    l.id,
    l.receivedAt,
    l.environment,
    l.form,
    l.page,
    l.lead.status,
    l.lead.assignee,
    l.contact.name,
    l.contact.email,
    l.contact.company,
    l.contact.phone,
    l.device,
    l.country,
    l.countryCode,
    l.context.ip ?? null,
    l.context.referrer ?? null,
    l.context.landingPage ?? null,
    l.context.utm?.source ?? null,
    l.context.utm?.medium ?? null,
    l.context.utm?.campaign ?? null,
    l.notification.status,
    ...fieldNames.map((name) => l.fields[name] ?? null),
  ]);
  return toCsv([header, ...rows]);
}
