import { describe, expect, it } from 'vitest';
import { profilingCsv, toCsv, type CsvQuoting } from './csv.ts';

const columns = ['brand', 'platform', 'revenue', 'units'];
const rows = [
  { brand: 'Marlow & Finch', platform: 'In-Store', revenue: 1234.5, units: '27406' },
  { brand: 'Say "hi"|co', platform: null, revenue: 0, units: undefined },
];

describe('profilingCsv', () => {
  it("quotes every field and splits on '|' by default (widget-layer §9)", () => {
    expect(profilingCsv(rows, columns)).toBe(
      [
        '"brand"|"platform"|"revenue"|"units"',
        '"Marlow & Finch"|"In-Store"|"1234.5"|"27406"',
        '"Say ""hi""|co"|""|"0"|""',
        '',
      ].join('\n'),
    );
  });

  it('takes the widget options over the defaults, ignoring undefined ones', () => {
    expect(profilingCsv(rows.slice(0, 1), columns, { delimiter: ',', quoting: undefined })).toBe(
      '"brand","platform","revenue","units"\n"Marlow & Finch","In-Store","1234.5","27406"\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(profilingCsv([], ['a', 'b'])).toBe('"a"|"b"\n');
  });
});

describe('toCsv quoting', () => {
  it.each<[CsvQuoting, string]>([
    ['all', '"name";"n";"note"\n"a;b";"12";""\n"x";"3.5";"line\nbreak"\n'],
    ['minimal', 'name;n;note\n"a;b";12;\nx;3.5;"line\nbreak"\n'],
    ['nonnumeric', '"name";"n";"note"\n"a;b";12;\n"x";3.5;"line\nbreak"\n'],
    ['none', 'name;n;note\na\\;b;12;\nx;3.5;line\\\nbreak\n'],
  ])('%s', (quoting, expected) => {
    const data = [
      { name: 'a;b', n: '12', note: null },
      { name: 'x', n: 3.5, note: 'line\nbreak' },
    ];
    expect(toCsv(data, ['name', 'n', 'note'], { delimiter: ';', quoting })).toBe(expected);
  });

  it('writes objects as JSON and dates as ISO text', () => {
    const data = [{ tags: ['a', 'b'], at: new Date('2026-11-14T05:30:00Z'), ok: true }];
    expect(toCsv(data, ['tags', 'at', 'ok'], { delimiter: ',', quoting: 'minimal' })).toBe(
      'tags,at,ok\n"[""a"",""b""]",2026-11-14T05:30:00.000Z,true\n',
    );
  });

  it.each(['', '||', '"', '\n'])('refuses the delimiter %j', (delimiter) => {
    expect(() => toCsv([], ['a'], { delimiter })).toThrow(/CSV delimiter/);
  });
});
