/**
 * Saving a widget's filter rules for everyone (the owner's choice): the widget's params with
 * filterOptions.items replaced, sent as the small dialog's save (POST /api/v2/widgets/{id},
 * widget-layer §7). Other users' rules stay in their session.
 */
import { apiFetch } from '../../runtime/app/api/client.ts';
import type { FilterRule } from '../../runtime/core/index.ts';
import type { Widget, WidgetParams } from '../../schemas/generated/index.ts';

/** The widget's params with `rules` as its saved filter rules (none: the key is dropped). */
export function paramsWithRules(params: WidgetParams | undefined, rules: readonly FilterRule[]) {
  const { filterOptions, ...rest } = params ?? {};
  const options = {
    ...filterOptions,
    items: rules as NonNullable<WidgetParams['filterOptions']>['items'],
  };
  if (rules.length === 0) delete options.items;
  return Object.keys(options).length > 0 ? { ...rest, filterOptions: options } : rest;
}

/** POSTs the widget's params with `rules` saved in filterOptions.items. */
export function saveWidgetRules(
  widget: Pick<Widget, 'uid' | 'widget_id' | 'dashboard_id' | 'params'>,
  rules: readonly FilterRule[],
): Promise<unknown> {
  const ref = widget.uid ?? `${widget.dashboard_id}/${widget.widget_id}`;
  return apiFetch(`/api/v2/widgets/${ref.split('/').map(encodeURIComponent).join('/')}`, {
    method: 'POST',
    body: {
      dashboard_id: widget.dashboard_id,
      params: paramsWithRules(widget.params, rules),
    },
  });
}
