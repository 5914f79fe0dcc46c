/**
 * Fields that tie a widget to one place (widget-layer §3, §7): its ids, its dashboard, module
 * and program, its owner and the temp flag. A template, a clone or a widget created from a
 * payload carries none of them; the server assigns them where the widget lands.
 */
export const WIDGET_IDENTITY_FIELDS = [
  'uid',
  'widget_id',
  'dashboard_id',
  'module_id',
  'program_id',
  'program_slug',
  'user_id',
  'temp',
] as const;

/** True when `key` is one of {@link WIDGET_IDENTITY_FIELDS}. */
export function isWidgetIdentityField(key: string): boolean {
  return (WIDGET_IDENTITY_FIELDS as readonly string[]).includes(key);
}

/** A shallow copy of `widget` without its identity fields (and without `extra` keys). */
export function withoutWidgetIdentity<T extends object>(
  widget: T,
  extra: readonly string[] = [],
): Record<string, unknown> {
  const copy = { ...widget } as Record<string, unknown>;
  for (const field of [...WIDGET_IDENTITY_FIELDS, ...extra]) delete copy[field];
  return copy;
}
