/**
 * The placeholder of a program's filter selects: its `conditions.placeholderSelectR` when set
 * (program.schema.json), else the spec's 'Select an option...' (translated).
 */

/** The program's own select placeholder, or undefined for the default text. */
export function programSelectPlaceholder(
  program: { conditions?: unknown } | null | undefined,
): string | undefined {
  const conditions = program?.conditions;
  if (typeof conditions !== 'object' || conditions === null) return undefined;
  const text = (conditions as { placeholderSelectR?: unknown }).placeholderSelectR;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}
