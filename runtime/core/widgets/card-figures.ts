/**
 * The figures of the business and profile cards: columns of one row with their label and
 * format (widget-params `definitions/figure`). Shared by both types, hence in core.
 */
import type { WidgetParams } from '../../../schemas/generated/index.ts';
import { formatValue } from '../format/format-value.ts';
import { localizeText } from '../format/localized-text.ts';

export type FigureSetting = NonNullable<NonNullable<WidgetParams['businessCard']>['kpis']>[number];

export interface ShownFigure {
  field: string;
  label: string;
  /** The formatted value, or '—' when the row has none. */
  value: string;
  missing: boolean;
}

/** What a figure without a value shows. */
export const NO_VALUE = '—';

/** `settings` read from `row` (undefined: every figure missing) in `locale`. */
export function cardFigures(
  row: Readonly<Record<string, unknown>> | undefined,
  settings: readonly FigureSetting[] | undefined,
  locale: string,
): ShownFigure[] {
  return (settings ?? []).map((setting) => {
    const raw = row?.[setting.field];
    const missing = raw === null || raw === undefined || raw === '';
    return {
      field: setting.field,
      label: localizeText(setting.title, locale) || setting.field,
      value: missing ? NO_VALUE : formatValue(raw, setting.format, locale),
      missing,
    };
  });
}
