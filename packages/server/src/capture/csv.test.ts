import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV export cells', () => {
  it('quotes cells with commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('neutralises cells a spreadsheet would run as formulas (CSV injection)', () => {
    for (const formula of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx'])
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('neutralises every formula-leading character of the OWASP guidance, after leading whitespace and in full width', () => {
    const formulas = [
      '=1+1',
      '+1',
      '-1',
      '@SUM(A1)',
      '\tx',
      '\rx',
      ' =1+1',
      '\t=1+1',
      '\n=1+1',
      '\u00a0+1',
      '\u3000@x',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
      '  ＝1',
    ];
    for (const formula of formulas) {
      const cell = csvCell(formula);
      // Nothing is lost: one leading apostrophe is the only addition (RFC 4180 quoting aside).
      expect(cell.replace(/^"([^]*)"$/, '$1').replace(/""/g, '"'), JSON.stringify(formula)).toBe(`'${formula}`);
    }
    for (const plain of ['plain', ' plain', '1-2', 'a=b', 'mail@example.org', '']) expect(csvCell(plain), plain).not.toMatch(/^"?'/);
  });

  it('quotes a neutralised cell that holds a separator, quote or line break', () => {
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell(' =A1,"x"')).toBe(`"' =A1,""x"""`);
    expect(csvCell('\n=1')).toBe(`"'\n=1"`);
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', null],
      ]),
    ).toBe('a,b\r\nc,\r\n');
  });
});
