/**
 * Reading an uploaded file (CSV, TSV, JSON or XLSX) into records, streamed and bounded: the
 * body is counted as it arrives and the read stops with a 413 past the tenant's limit, so a
 * huge file never sits in memory whole (JSON excepted: it is parsed once it is in, within the
 * same limit). Each record keeps its line (CSV/TSV) or sheet row (XLSX) number, so errors point
 * at the row a person sees in their editor.
 */
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { RawValue } from '../../runtime/core/writes/coerce-row.ts';

export type UploadFormat = 'csv' | 'tsv' | 'json' | 'xlsx';

export interface UploadRecord {
  /** Line (CSV/TSV), sheet row (XLSX) or 1-based item number (JSON). */
  line: number;
  values: Record<string, RawValue>;
}

export interface ReadUpload {
  header: string[];
  records: UploadRecord[];
}

/** A file that cannot be read: the message says where and why. */
export class UploadReadError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const BY_TYPE: Record<string, UploadFormat> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/json': 'json',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** The format of an upload from its file name's extension, else its content type. */
export function uploadFormat(
  contentType: string | undefined,
  fileName: string | undefined,
): UploadFormat | undefined {
  const extension = /\.(csv|tsv|json|xlsx)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (extension) return extension as UploadFormat;
  return BY_TYPE[(contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''];
}

/** Counts bytes and fails the stream past `maxBytes`. */
function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        callback(
          new UploadReadError(
            `The file is larger than this site's upload limit of ${maxBytes} bytes`,
            413,
          ),
        );
      } else {
        callback(null, chunk);
      }
    },
  });
}

export async function readUpload(
  body: Readable,
  format: UploadFormat,
  maxBytes: number,
): Promise<ReadUpload> {
  const limited = byteLimit(maxBytes);
  if (format === 'csv' || format === 'tsv')
    return readDelimited(body, limited, format === 'tsv' ? '\t' : ',');
  const chunks: Buffer[] = [];
  await pipeline(
    body,
    limited,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  const buffer = Buffer.concat(chunks);
  return format === 'json' ? readJson(buffer) : readXlsx(buffer);
}

async function readDelimited(
  body: Readable,
  limited: Transform,
  delimiter: string,
): Promise<ReadUpload> {
  const parser = parse({
    delimiter,
    bom: true,
    columns: (header: string[]) => header.map((name) => name.trim()),
    skip_empty_lines: true,
    relax_column_count: false,
    info: true,
  });
  const records: UploadRecord[] = [];
  let header: string[] = [];
  const collect = (async () => {
    for await (const item of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      if (header.length === 0) header = Object.keys(item.record);
      records.push({ line: item.info.lines, values: item.record });
    }
  })();
  try {
    await Promise.all([pipeline(body, limited, parser), collect]);
  } catch (error) {
    if (error instanceof UploadReadError) throw error;
    const err = error as { message?: string; lines?: number; code?: string };
    const where = err.lines ? ` (line ${err.lines})` : '';
    throw new UploadReadError(
      `The file could not be read as ${delimiter === '\t' ? 'TSV' : 'CSV'}${where}: ${err.message ?? String(error)}`,
    );
  }
  return { header, records };
}

function readJson(buffer: Buffer): ReadUpload {
  let value: unknown;
  try {
    value = JSON.parse(buffer.toString('utf8'));
  } catch (error) {
    throw new UploadReadError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(value) ? value : (value as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(list)) {
    throw new UploadReadError('A JSON upload holds an array of row objects (or {"rows": [...]})');
  }
  const header = new Set<string>();
  const records = list.map((item, index) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw new UploadReadError(
        `Item ${index + 1} of the JSON array is not an object of column values`,
      );
    }
    for (const key of Object.keys(item)) header.add(key);
    return { line: index + 1, values: item as Record<string, RawValue> };
  });
  return { header: [...header], records };
}

async function readXlsx(buffer: Buffer): Promise<ReadUpload> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (error) {
    throw new UploadReadError(
      `The file is not a readable XLSX workbook: ${(error as Error).message}`,
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UploadReadError('The workbook has no sheet');
  const header: string[] = [];
  const records: UploadRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells = (row.values as unknown[]).slice(1);
    if (header.length === 0) {
      header.push(...cells.map((cell) => String(cellValue(cell) ?? '').trim()));
      return;
    }
    const values: Record<string, RawValue> = {};
    header.forEach((name, index) => {
      if (name !== '') values[name] = cellValue(cells[index]);
    });
    records.push({ line: number, values });
  });
  return { header: header.filter((name) => name !== ''), records };
}

/** A cell's plain value: formulas give their result, rich text its text. */
function cellValue(cell: unknown): RawValue {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date || typeof cell !== 'object') return cell as RawValue;
  const object = cell as { result?: unknown; richText?: Array<{ text: string }>; text?: string };
  if (object.richText) return object.richText.map((part) => part.text).join('');
  if ('result' in object) return cellValue(object.result);
  if (typeof object.text === 'string') return object.text;
  return String(cell);
}
