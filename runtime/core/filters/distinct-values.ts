/**
 * Up to `limit` distinct non-blank values of `field` in `rows`, as text, sorted naturally
 * (2 before 10): the suggestions of a rule's value or a filter input.
 */
export function distinctValues(
  rows: readonly Record<string, unknown>[],
  field: string | null | undefined,
  limit = 100,
): string[] {
  if (!field) return [];
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row[field];
    if (value === null || value === undefined || typeof value === 'object') continue;
    const text = String(value);
    if (text.trim() !== '') seen.add(text);
    if (seen.size >= limit) break;
  }
  return [...seen].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}
