/**
 * Browser side of the toolbar actions: copying the share link, downloading the rows as CSV,
 * a PNG screenshot of the widget, the report tools' downloads. The toasts are the spec's
 * (widget-layer §8).
 */
import type { WidgetData } from '../../widget-sdk/types.ts';
import { dismiss, notify } from '../shell/notify.ts';
import { csvFileText, exportRows } from './csv-export.ts';
import { fileNameOf } from './file-name.ts';

/** Screenshot scale (widget-layer §9). */
export const SCREENSHOT_SCALE = 1;

/** Saves `blob` as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a download. */
export function downloadText(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/**
 * Copies `text` to the clipboard: the async Clipboard API, else a hidden textarea and
 * execCommand (pages served over plain http on a LAN name have no Clipboard API).
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused: try the legacy way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The clipboard is not available.');
}

/** Texts the actions show, already translated. */
export interface ActionTexts {
  copied: string;
  copyFailed: (link: string) => string;
  exportEmpty: string;
  screenshotStart: string;
  screenshotReady: string;
  screenshotFailed: string;
}

/** Copies a share link and says so ('Successfully copied to clipboard.'). */
export async function copyShareLink(link: string, texts: ActionTexts): Promise<void> {
  try {
    await copyText(link);
    notify('success', texts.copied);
  } catch {
    notify('error', texts.copyFailed(link));
  }
}

/** Options of {@link exportCsv}. */
export interface CsvExportOptions {
  /** Number format by column (csv-export.ts columnFormats). */
  formats?: Readonly<Record<string, string>>;
  /** Every digit as the query returned it, instead of rounded to the formats. */
  raw?: boolean;
}

/**
 * Downloads the widget's rows as CSV: a header row, RFC 4180 quoting, named after the title
 * ('-raw' added to the raw file's name). Numbers are rounded to their column's format unless
 * `raw`.
 */
export function exportCsv(
  data: WidgetData | undefined,
  title: string,
  texts: ActionTexts,
  { formats = {}, raw = false }: CsvExportOptions = {},
): void {
  if (!data || data.rows.length === 0) {
    notify('warning', texts.exportEmpty);
    return;
  }
  const rows = exportRows(data.rows, data.columns, formats, raw);
  const name = fileNameOf(raw ? `${title} raw` : title, 'csv');
  downloadText(csvFileText(rows, data.columns), name, 'text/csv;charset=utf-8');
}

/**
 * A PNG of `element` at scale 1 (html-to-image, loaded on demand): 'Generating the
 * screenshot, please wait...', then 'Preparing to download...' and the download.
 */
export async function takeScreenshot(
  element: HTMLElement,
  title: string,
  texts: ActionTexts,
): Promise<void> {
  // 'Please wait' lasts as long as the work, not a fixed time: it stayed on screen next to
  // the download's own toast.
  const pending = notify('info', texts.screenshotStart, { autoClose: false });
  try {
    const { toBlob } = await import('html-to-image');
    const background = getComputedStyle(element).backgroundColor;
    const blob = await toBlob(element, {
      pixelRatio: SCREENSHOT_SCALE,
      cacheBust: true,
      backgroundColor: background && background !== 'rgba(0, 0, 0, 0)' ? background : '#ffffff',
      // The toolbar's buttons are not part of the picture.
      filter: (node) => !(node instanceof HTMLElement && node.dataset.screenshotSkip === 'true'),
    });
    if (!blob) throw new Error('No image was produced.');
    dismiss(pending);
    notify('success', texts.screenshotReady);
    downloadBlob(blob, fileNameOf(title, 'png'));
  } catch {
    dismiss(pending);
    notify('error', texts.screenshotFailed);
  }
}
