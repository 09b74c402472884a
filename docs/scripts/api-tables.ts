// api-documenter writes its tables as HTML with every cell's text between blank lines: in VitePress each row is several
// lines tall, a column nobody filled (Modifiers on most types) still takes its width, and a parameter without a
// description leaves an empty cell. This turns them into what a reader scans: Markdown tables, one line per row, without
// the columns that are empty in every row; parameters as a list, a description only where the doc comment has one.
// The package index's empty descriptions get each package's own (its package.json's), and the members' page sections
// the search shouldn't list on their own (Properties, Methods, ...) become plain labels.

const TABLE = /<table>\s*<thead>\s*<tr>([\s\S]*?)<\/tr>\s*<\/thead>\s*<tbody>([\s\S]*?)<\/tbody>\s*<\/table>/g;
const CELL = (tag: 'th' | 'td') => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');

/** A cell's Markdown on one line: its paragraphs joined by a line break, `|` kept escaped. */
export function cellText(html: string): string {
  return html
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join('<br>')
    .replace(/(?<!\\)\|/g, '\\|');
}

const cells = (row: string, tag: 'th' | 'td') => [...row.matchAll(CELL(tag))].map((m) => cellText(m[1]!));

/** One api-documenter table as Markdown: a table without its empty columns, or, for parameters, a list. */
export function tableMarkdown(headRow: string, body: string): string {
  const head = cells(headRow, 'th');
  const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => cells(m[1]!, 'td'));
  if (head[0] === 'Parameter') {
    // name, type, description: `- name: Type — what it is`, the dash only when the doc comment says what.
    return rows
      .map(([name = '', type = '', description = '']) => `- \`${name}\`: ${type}${description ? ` — ${description}` : ''}`)
      .join('\n');
  }
  const kept = head.map((_, i) => i).filter((i) => rows.some((row) => (row[i] ?? '') !== ''));
  const line = (values: string[]) => `| ${kept.map((i) => values[i] ?? '').join(' | ')} |`;
  return [line(head), `| ${kept.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** Every api-documenter table of a page as Markdown (`tableMarkdown`), set apart by blank lines. */
export function readableTables(page: string): string {
  return page.replace(TABLE, (_, head: string, body: string) => `\n${tableMarkdown(head, body)}\n`).replace(/\n{3,}/g, '\n\n');
}

/**
 * The index page with each package's description where api-documenter left it empty (a package documents itself in
 * its package.json, not in a `@packageDocumentation` comment). Run on api-documenter's HTML, before `readableTables`.
 * `descriptions` maps the name shown (`@svc/content`, `@svc/reference-server/node`) to its text.
 */
export function withPackageDescriptions(index: string, descriptions: ReadonlyMap<string, string>): string {
  return index.replace(/<tr>\s*<td>([\s\S]*?)<\/td>\s*<td>(\s*)<\/td>\s*<\/tr>/g, (row, first: string) => {
    const name = /\[([^\]]+)\]\(/.exec(first)?.[1];
    const text = name === undefined ? undefined : descriptions.get(name);
    return text ? `<tr><td>${first}</td><td>\n\n${text}\n\n</td></tr>` : row;
  });
}

/** Headings every type page repeats: as search results they say nothing ("Properties"), so search skips them. */
export const GENERIC_HEADINGS =
  /^(#{2,6}) (Properties|Methods|Parameters|Returns|Signature|Remarks|Example|Exceptions|Constructors|Events|Enumeration Members|Functions|Interfaces|Classes|Abstract Classes|Type Aliases|Variables|Namespaces|Packages)[ \t]*$/gm;

/** The page as the site's search indexes it: the generic headings as bold labels, so their text joins the named section. */
export function searchableSource(page: string): string {
  return page.replace(GENERIC_HEADINGS, (_, _hashes: string, name: string) => `**${name}**`);
}
