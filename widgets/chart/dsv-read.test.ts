// @ts-expect-error d3-dsv (vega's own reader, the reference here) ships no types.
import * as d3 from 'd3-dsv';
import { describe, expect, it } from 'vitest';
import { parseDelimited } from './dsv-read.ts';

type Parsed = Record<string, string>[] & { columns: string[] };
const { csvParse, tsvParse, dsvFormat } = d3 as {
  csvParse: (text: string) => Parsed;
  tsvParse: (text: string) => Parsed;
  dsvFormat: (delimiter: string) => { parse: (text: string) => Parsed };
};

/** d3-dsv's result as plain data (its `columns` included), the reference vega used to read. */
function reference(rows: Parsed) {
  return { rows: rows.map((row) => ({ ...row })), columns: [...rows.columns] };
}

function ours(text: string, delimiter: string) {
  const rows = parseDelimited(text, delimiter);
  return { rows: rows.map((row) => ({ ...row })), columns: [...rows.columns] };
}

describe('parseDelimited reads delimited text as d3-dsv does, without eval', () => {
  it.each([
    ['header only', 'a,b'],
    ['header and a break', 'a,b\n'],
    ['two rows', 'a,b\n1,2\n3,4'],
    ['trailing break', 'a,b\n1,2\n'],
    ['CRLF', 'a,b\r\n1,2\r\n3,4\r\n'],
    ['lone CR', 'a,b\r1,2\r'],
    ['quoted delimiter', 'name,price\n"Smith, J",12\n'],
    ['escaped quote', 'q\n"say ""hi"""\n'],
    ['quoted line break', 'a,b\n"x\ny",2\n'],
    ['short row', 'a,b,c\n1\n'],
    ['long row', 'a\n1,2,3\n'],
    ['empty fields', 'a,b\n,\n,x\n'],
    ['empty line', 'a,b\n1,2\n\n3,4\n'],
    ['duplicate column', 'a,a\n1,2\n'],
    ['quote inside a field', 'a\nx"y\n'],
    [
      'official stocks.csv head',
      'symbol,date,price\nMSFT,Jan 1 2000,39.81\nMSFT,Feb 1 2000,36.35\n',
    ],
  ])('csv: %s', (_name, text) => {
    expect(ours(text, ',')).toEqual(reference(csvParse(text)));
  });

  it.each([
    ['tsv', 'date\ttemp\n2010-01-01\t39.4\n2010-01-02\t"4\t1"\n'],
    ['tsv with commas', 'a\tb\n1,5\t2\n'],
  ])('tsv: %s', (_name, text) => {
    expect(ours(text, '\t')).toEqual(reference(tsvParse(text)));
  });

  it('reads any one-character delimiter (vega "dsv")', () => {
    const text = 'a|b\n1|"2|3"\n';
    expect(ours(text, '|')).toEqual(reference(dsvFormat('|').parse(text)));
  });

  it('takes the columns from format.header when given', () => {
    expect([...parseDelimited('1,2\n3,4\n', ',', ['x', 'y'])]).toEqual([
      { x: '1', y: '2' },
      { x: '3', y: '4' },
    ]);
  });
});
