/**
 * The .xlsx file of an export, in the chunk that holds exceljs (loaded on demand by
 * download-files.ts). The chunk imports the widget's own code, not only rolldown's runtime:
 * a chunk that needed the runtime alone kept it a file of its own, one more script on every
 * page load (issue 30).
 */
import ExcelJS from 'exceljs';
import { fillWorkbook, MIME_TYPES, type RowsExport } from './download-files.ts';

/** The workbook of `input` as a Blob. */
export async function xlsxBlob(input: RowsExport): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  fillWorkbook(workbook, input);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: MIME_TYPES.xlsx });
}
