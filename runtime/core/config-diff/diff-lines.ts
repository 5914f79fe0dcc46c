/**
 * The lines the builder's History shows for a commit: its semantic diff (semantic-diff.ts)
 * flattened into one line per change, with values shortened for reading ("title.en:
 * "Margin" → "Gross margin""). Pure: the drawer only translates the line's kind.
 */
import type { EntityDiff, LayoutBox } from './semantic-diff.ts';

/** One readable change. `from`/`to` are display texts; undefined: the value was absent. */
export type DiffLine =
  | { kind: 'entity'; change: 'added' | 'removed'; id: string }
  | { kind: 'widget-added' | 'widget-removed'; widget: string }
  | { kind: 'widget-moved'; widget: string; from: string; to: string }
  | { kind: 'field'; widget?: string; path: string; from?: string; to?: string }
  | { kind: 'sql'; from?: string; to?: string };

/** Longest value text shown before it is cut with an ellipsis (the full value is in git). */
export const SHOWN_VALUE_MAX = 80;

/** A value as a short text: strings quoted, the rest as compact JSON, cut at `max`. */
export function shownValue(value: unknown, max = SHOWN_VALUE_MAX): string | undefined {
  if (value === undefined) return undefined;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A layout box as "x 0, y 4, 7×6" (column, row, width × height). */
export function shownBox(box: LayoutBox): string {
  const n = (v: unknown) => (typeof v === 'number' ? String(v) : '?');
  return `x ${n(box.x)}, y ${n(box.y)}, ${n(box.w)}×${n(box.h)}`;
}

/** Every change of `diffs`, in order, one line each. */
export function diffLines(diffs: readonly EntityDiff[]): DiffLine[] {
  return diffs.flatMap((diff): DiffLine[] => {
    if (diff.change !== 'changed') return [{ kind: 'entity', change: diff.change, id: diff.id }];
    return diff.details.map((detail): DiffLine => {
      switch (detail.type) {
        case 'widget-added':
        case 'widget-removed':
          return { kind: detail.type, widget: detail.widget };
        case 'widget-moved':
          return {
            kind: 'widget-moved',
            widget: detail.widget,
            from: shownBox(detail.from),
            to: shownBox(detail.to),
          };
        case 'sql':
          return { kind: 'sql', from: shownValue(detail.from), to: shownValue(detail.to) };
        case 'field':
          return {
            kind: 'field',
            ...(detail.widget ? { widget: detail.widget } : {}),
            path: detail.path,
            from: shownValue(detail.from),
            to: shownValue(detail.to),
          };
      }
    });
  });
}
