import type { ReactNode } from 'react';
import type { WidgetComponentProps } from './types.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from './WidgetState.tsx';

/** Props {@link dataState} reads. */
export type DataStateProps = Pick<
  WidgetComponentProps,
  'data' | 'loading' | 'error' | 'locale' | 'height' | 'reload' | 'params'
>;

/**
 * The state a data widget shows instead of its rows, in the order every type checks them: the
 * error (with retry), the first load, no rows (params.placeholder, else the SDK's words). Null
 * when there are rows to draw.
 */
export function dataState(
  { data, loading, error, locale, height, reload, params }: DataStateProps,
  empty: { title?: string; hint?: string; icon?: ReactNode } = {},
): ReactNode {
  if (error)
    return <WidgetError locale={locale} height={height} message={error} onRetry={reload} />;
  if (!data) return loading ? <WidgetLoading locale={locale} height={height} /> : null;
  if (data.rows.length === 0) {
    return (
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={empty.icon}
        title={params.placeholder ?? empty.title}
        hint={empty.hint}
      />
    );
  }
  return null;
}
