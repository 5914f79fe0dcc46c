import type { Widget } from '../../../schemas/generated/index.ts';

/** Where a container shows its widget (WidgetContainer's mode). */
export type CardMode = 'grid' | 'nested' | 'expanded' | 'popout' | 'single';

/**
 * Class names of a widget's card: its variants (mode, collapsed, a drilldown open, a
 * temporary drilldown, params.transparent / borderNone, a coloured toolbar) and the author's
 * attributes.classes, a string or a list, as hooks for a tenant's own stylesheet.
 */
export function cardClasses(
  widget: Widget,
  mode: CardMode,
  collapsed: boolean,
  drilldownOpen: boolean,
): string {
  const params = widget.params ?? {};
  return [
    'nav-widget',
    'nav-widget-card',
    `nav-widget-${mode}`,
    collapsed ? 'is-collapsed' : '',
    drilldownOpen ? 'drilldown-open' : '',
    widget.temp ? 'is-temp' : '',
    params.transparent ? 'is-transparent' : '',
    params.borderNone ? 'is-borderless' : '',
    widget.attributes?.fg_color ? 'has-toolbar-color' : '',
    ...[widget.attributes?.classes ?? []].flat(),
  ]
    .filter(Boolean)
    .join(' ');
}
