/**
 * A column name as a title: 'revenue_usd' → 'Revenue Usd', 'storeName' → 'Store Name',
 * 'margin-pct' → 'Margin Pct'. Used wherever a widget has no configured title for a column.
 */
export function humanizeColumn(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
