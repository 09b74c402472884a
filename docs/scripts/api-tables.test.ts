import { describe, expect, it } from 'vitest';
import { cellText, readableTables, searchableSource, withPackageDescriptions } from './api-tables.js';

/** A table as api-documenter writes it: every cell's text between blank lines. */
const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>\n\n${h}\n\n\n</th>`).join('')}</tr></thead>\n<tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>\n\n${c}\n\n\n</td>`).join('')}</tr>`)
    .join('\n')}\n</tbody></table>`;

describe('the API reference reads as tables and lists', () => {
  it('a member table becomes a Markdown table, one line per row, without a column empty in every row', () => {
    const page = `## Properties\n\n${table(
      ['Property', 'Modifiers', 'Type', 'Description'],
      [
        ['[rateLimit](./x.md#x.ratelimit)', '', '[RateLimit](./core.ratelimit.md) \\| undefined', 'The figures.\n\nOf the last response.'],
        ['[base](./x.md#x.base)', '', 'string', 'Where it calls.'],
      ],
    )}\n\n## Methods\n`;
    expect(readableTables(page)).toBe(
      [
        '## Properties',
        '',
        '| Property | Type | Description |',
        '| --- | --- | --- |',
        '| [rateLimit](./x.md#x.ratelimit) | [RateLimit](./core.ratelimit.md) \\| undefined | The figures.<br>Of the last response. |',
        '| [base](./x.md#x.base) | string | Where it calls. |',
        '',
        '## Methods',
        '',
      ].join('\n'),
    );
  });

  it('a column some rows fill is kept; parameters become a list, the description only where the doc comment gives one', () => {
    expect(
      readableTables(
        table(
          ['Property', 'Modifiers', 'Type', 'Description'],
          [
            ['[a](./a.md)', '`readonly`', 'string', 'A.'],
            ['[b](./b.md)', '', 'number', 'B.'],
          ],
        ),
      ),
    ).toContain('| [b](./b.md) |  | number | B. |');
    expect(
      readableTables(
        table(
          ['Parameter', 'Type', 'Description'],
          [
            ['input', '[CaptureInput](./capture-node.captureinput.md)', 'The submission.'],
            ['options', '[SubmitOptions](./capture-node.submitoptions.md)', ''],
          ],
        ),
      ).trim(),
    ).toBe(
      [
        '- `input`: [CaptureInput](./capture-node.captureinput.md) — The submission.',
        '- `options`: [SubmitOptions](./capture-node.submitoptions.md)',
      ].join('\n'),
    );
  });

  it('a cell keeps escaped pipes and escapes a bare one', () => {
    expect(cellText('\n\nstring \\| undefined\n\n')).toBe('string \\| undefined');
    expect(cellText('a | b')).toBe('a \\| b');
  });

  it("the index gets each package's description where api-documenter left it empty", () => {
    const index = table(
      ['Package', 'Description'],
      [
        ['[@svc/content](./content.md)', ''],
        ['[@svc/other](./other.md)', ''],
      ],
    );
    const filled = readableTables(withPackageDescriptions(index, new Map([['@svc/content', 'Client of the Content API.']])));
    expect(filled).toContain('| [@svc/content](./content.md) | Client of the Content API. |');
    expect(filled).toContain('| [@svc/other](./other.md) |  |');
  });

  it('search indexes a type by its own headings: Properties, Methods, Parameters... become labels of the section above', () => {
    const page =
      '## CaptureClient interface\n\nThe API.\n\n## Properties\n\n| a |\n\n### CaptureClient.submit() method\n\n#### Parameters\n\n- x\n';
    expect(searchableSource(page)).toBe(
      '## CaptureClient interface\n\nThe API.\n\n**Properties**\n\n| a |\n\n### CaptureClient.submit() method\n\n**Parameters**\n\n- x\n',
    );
  });
});
