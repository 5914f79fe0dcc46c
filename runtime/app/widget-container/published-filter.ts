/**
 * A widget that publishes a cross-filter (WidgetTypeDefinition.publishedFilter, the select
 * table) runs its own query without it, so its rows stay selectable; the user's fixed filters
 * stay (the server enforces them anyway). Shared by the container and the route prefetch, so
 * both ask for the same query.
 */
import { withoutOwnCrossFilter } from '../../core/index.ts';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { resolveWidgetType } from './widget-type.ts';

/** `filter` without the filter `widget`'s type publishes (the same object when none). */
export function withoutPublishedFilter(
  filter: Conditions | undefined,
  widget: Pick<Widget, 'classbase' | 'params'>,
): Conditions | undefined {
  const field = resolveWidgetType(widget.classbase).publishedFilter?.(widget.params ?? {});
  const where = filter?.where_cond;
  if (!field || !filter || !where) return filter;
  const kept = withoutOwnCrossFilter(where, field, navigatorStore.user?.filtering_fixed);
  if (kept === where) return filter;
  const next: Conditions = { ...filter };
  if (kept && Object.keys(kept).length > 0) next.where_cond = kept;
  else delete next.where_cond;
  return next;
}
