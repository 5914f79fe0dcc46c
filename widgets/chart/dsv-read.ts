/**
 * CSV/TSV for vega without eval. Vega reads delimited text with d3-dsv, whose row objects are
 * built by a `new Function` made from the header: the page's Content-Security-Policy (no
 * 'unsafe-eval') refuses it, so every `{"url": "data/stocks.csv"}` failed in the browser. These
 * readers replace vega's `csv`, `tsv` and `dsv` formats with the same parse (RFC 4180 quoting,
 * `\n` or `\r\n` rows, the first row naming the columns unless `format.header` does) done by
 * plain code; `format.parse` then types the fields as vega does.
 */
import * as vega from 'vega';

/** The fields of each row of `text`, split on `delimiter` (one character). */
export function parseDelimitedRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = text.length;
  if (n === 0) return rows;
  while (i < n) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
    } else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (c === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += c;
    }
    i += 1;
  }
  // A last line without a line break still counts; the break after the last row adds none.
  const last = text[n - 1];
  if (last !== '\n' && last !== '\r') {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header (later duplicate names win, as in d3-dsv). */
export function parseDelimited(
  text: string,
  delimiter: string,
  header?: readonly string[],
): Record<string, string>[] & { columns: string[] } {
  const rows = parseDelimitedRows(text, delimiter);
  const columns = header ? [...header] : (rows.shift() ?? []);
  const objects = rows.map((fields) => {
    const object: Record<string, string> = {};
    columns.forEach((name, index) => {
      object[name] = fields[index] ?? '';
    });
    return object;
  });
  return Object.assign(objects, { columns });
}

interface DsvFormat {
  delimiter?: string;
  header?: string[];
}

function reader(fixed?: string) {
  const read = (data: unknown, format: DsvFormat = {}) => {
    const delimiter = fixed ?? format.delimiter;
    if (typeof delimiter !== 'string' || delimiter.length !== 1) {
      throw new Error(`Delimiter must be one character: ${JSON.stringify(delimiter)}`);
    }
    return parseDelimited(String(data), delimiter, format.header);
  };
  return Object.assign(read, { responseType: 'text' });
}

let installed = false;

/** Makes vega read csv, tsv and dsv with {@link parseDelimited} (once, for every view). */
export function installEvalFreeDsv(): void {
  if (installed) return;
  // vega re-exports vega-loader's format registry; its typings leave it out.
  const register = (vega as unknown as { formats: (name: string, read: unknown) => void }).formats;
  register('csv', reader(','));
  register('tsv', reader('\t'));
  register('dsv', reader());
  installed = true;
}
