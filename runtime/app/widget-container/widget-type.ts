/** Which widget type renders a classbase, with the placeholder for unknown ones. */
import { widgetRegistry } from '../../../widgets/registry.ts';
import type { WidgetTypeDefinition } from '../../widget-sdk/types.ts';

/**
 * The type of a classbase: the registry's, else the placeholder type (an unknown or retired
 * classbase shows an empty-state card rather than breaking the dashboard).
 */
export function resolveWidgetType(classbase: string | undefined): WidgetTypeDefinition {
  const type = widgetRegistry.resolve(classbase) ?? widgetRegistry.resolve('placeholder');
  if (!type) throw new Error('The placeholder widget type is missing from this build.');
  return type;
}
