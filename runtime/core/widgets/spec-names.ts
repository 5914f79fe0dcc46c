/**
 * The widget catalogue of app-shell §2 "Other building blocks" (the issue calls it §5), one
 * name per entry, the grouped ones spelled "group (member)". A widget type declares which it
 * covers (WidgetTypeDefinition.specNames); `navigator widgets` lists them and which are still
 * uncovered. Shared by the browser registry and the server CLI, hence in core.
 */
export const SPEC_WIDGET_NAMES = [
  'api table',
  'api easy table',
  'business card',
  'cards (simple)',
  'cards (trend)',
  'cards (trend comparison)',
  'data integrator',
  'download',
  'dropzone',
  'datatable',
  'charts (bar)',
  'charts (donut)',
  'charts (gauge)',
  'charts (multi-series)',
  'form builder',
  'iframe',
  'image',
  'photo feed',
  'photo gallery',
  'placeholder',
  'server-side query table',
  'profile card',
  'queries builder',
  'quickstart',
  'report',
  'rewards',
  'select table',
  'timeline',
  'place',
  'traffic',
  'popular places',
  'weather',
  'video TV',
] as const;

export type SpecWidgetName = (typeof SPEC_WIDGET_NAMES)[number];

/** The catalogue's names no type in `covered` declares, in catalogue order. */
export function uncoveredSpecNames(covered: Iterable<string>): SpecWidgetName[] {
  const declared = new Set(covered);
  return SPEC_WIDGET_NAMES.filter((name) => !declared.has(name));
}
