import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import styles from './Table.module.css';

/** The pager's texts, translated by the widget. */
export interface PagerTexts {
  pageOf: (page: number, count: number) => string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  rowsPerPage: string;
  pager: string;
}

/**
 * The pager under a paged table (pqgrid pageModel): first, previous, next and last page
 * buttons, "Page 2 of 14", and the rows-per-page select. Native buttons and select, so Tab,
 * Enter, Space and the arrow keys work.
 */
export function Pager({
  page,
  pageCount,
  rPP,
  rPPOptions,
  onPage,
  onRPP,
  texts,
}: {
  page: number;
  pageCount: number;
  rPP: number;
  rPPOptions: readonly number[];
  onPage: (page: number) => void;
  onRPP: (rPP: number) => void;
  texts: PagerTexts;
}) {
  const button = (label: string, target: number, Icon: typeof IconChevronLeft, off: boolean) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={off}
      onClick={() => onPage(target)}
    >
      <Icon size={14} aria-hidden />
    </button>
  );
  return (
    <nav className={styles.pager} aria-label={texts.pager} data-testid="table-pager">
      {button(texts.firstPage, 1, IconChevronsLeft, page <= 1)}
      {button(texts.previousPage, page - 1, IconChevronLeft, page <= 1)}
      <span className={styles.pageText} aria-live="polite" data-testid="table-page">
        {texts.pageOf(page, pageCount)}
      </span>
      {button(texts.nextPage, page + 1, IconChevronRight, page >= pageCount)}
      {button(texts.lastPage, pageCount, IconChevronsRight, page >= pageCount)}
      <select
        aria-label={texts.rowsPerPage}
        title={texts.rowsPerPage}
        value={rPP}
        onChange={(event) => onRPP(Number(event.target.value))}
        data-testid="table-rpp"
      >
        {rPPOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </nav>
  );
}
