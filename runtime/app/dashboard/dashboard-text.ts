/** Texts of a dashboard's header that follow its state. */

/** The placeholder a dashboard description uses for the period its widgets run with. */
export const PERIOD_PLACEHOLDER = '{period}';

/**
 * The description with each `{period}` replaced by the period the widgets run with
 * ('Revenue for {period}' → 'Revenue for Oct 5 – Oct 20, 2026'), so the subtitle never claims
 * a period the data is not for. Without a period (a dashboard without a date filter) the
 * placeholder and the words joined to it by a space before it are left out.
 */
export function withPeriod(description: string, period: string | undefined): string {
  if (!description.includes(PERIOD_PLACEHOLDER)) return description;
  if (period) return description.replaceAll(PERIOD_PLACEHOLDER, period);
  return description
    .replaceAll(/\s*(?:for|in|during)?\s*\{period\}/g, '')
    .replaceAll(/\s+([,.;:])/g, '$1')
    .trim();
}
