import { Component, memo, type ErrorInfo, type ReactNode } from 'react';
import { WidgetError, WidgetMeasuring } from '../../widget-sdk/slots.ts';
import type {
  DataRow,
  WidgetComponentProps,
  WidgetTypeDefinition,
} from '../../widget-sdk/types.ts';
import { useBodySize } from './useBodySize.ts';

/** Props of {@link WidgetBody}. */
export interface WidgetBodyProps extends Omit<
  WidgetComponentProps,
  'width' | 'height' | 'onDrilldown'
> {
  definition: WidgetTypeDefinition;
  onDrilldown?: (row: DataRow) => void;
  /** Rendered above the widget type's content (params.bodyHtml). */
  before?: ReactNode;
}

interface BoundaryProps {
  locale: string;
  children: ReactNode;
  /** Changes when the widget's input changes, so a fixed widget can render again. */
  resetKey: unknown;
}

/** Keeps one broken widget type from taking the dashboard down with it. */
class WidgetBoundary extends Component<BoundaryProps, { error: Error | undefined; key: unknown }> {
  override state = { error: undefined as Error | undefined, key: undefined as unknown };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { error: Error | undefined; key: unknown },
  ) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Widget failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <WidgetError locale={this.props.locale} message={this.state.error.message} />;
    }
    return this.props.children;
  }
}

/**
 * The widget's content: its type's component sized to the space it has (charts fit their grid
 * cell), behind an error boundary. Memoized: the container renders again for its toolbar and
 * fetch states, which leave the body's props unchanged.
 */
export const WidgetBody = memo(function WidgetBody({
  definition,
  before,
  ...props
}: WidgetBodyProps) {
  // Measured sizes render as a transition (useBodySize.ts): no long task on mount.
  const { ref, width, height } = useBodySize<HTMLDivElement>();
  const TypeComponent = definition.Component;
  return (
    <div className="nav-widget-body" data-testid="widget-body" data-widget-type={definition.type}>
      {before}
      <div ref={ref} className="nav-widget-canvas">
        {width > 0 ? (
          <WidgetBoundary locale={props.locale} resetKey={props.data ?? props.widget}>
            <TypeComponent {...props} width={Math.floor(width)} height={Math.floor(height)} />
          </WidgetBoundary>
        ) : (
          <WidgetMeasuring locale={props.locale} />
        )}
      </div>
    </div>
  );
});
