import { IconLayoutDashboard } from '@tabler/icons-react';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { stateText } from '../../runtime/widget-sdk/state-messages.ts';
import { WidgetEmpty } from '../../runtime/widget-sdk/WidgetState.tsx';

/** Placeholder props: the container may render it without a full widget (unknown types). */
export type PlaceholderWidgetProps = Pick<WidgetComponentProps, 'locale' | 'height'> &
  Partial<Pick<WidgetComponentProps, 'widget' | 'params'>>;

/**
 * An empty-state card: the `placeholder` type, and the container's fallback for a classbase
 * no widget type claims. `params.placeholder` replaces the default text.
 */
export function PlaceholderWidget({ widget, params, locale, height }: PlaceholderWidgetProps) {
  const text = stateText(locale);
  const classbase: string | undefined = widget?.classbase;
  const unknown = classbase !== undefined && classbase !== 'placeholder';
  return (
    <div data-testid="widget-placeholder" style={{ height: '100%' }}>
      <WidgetEmpty
        locale={locale}
        height={height}
        icon={<IconLayoutDashboard size={22} stroke={1.5} />}
        title={params?.placeholder ?? text('placeholder')}
        hint={unknown ? text('unknownType', { classbase }) : text('placeholderHint')}
      />
    </div>
  );
}
