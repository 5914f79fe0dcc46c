import { memo } from 'react';
import type { Widget } from '../../../schemas/generated/index.ts';
import { SkeletonBar } from '../../widget-sdk/SkeletonBar.tsx';
import type { NestedArrangement } from './grid-plan.ts';
import { useInViewOnce } from './useInView.ts';
import { WidgetContainer } from '../widget-container/WidgetContainer.tsx';
import { useLocalize } from '../i18n/use-localize.ts';

/** Props of {@link LazyWidget}. */
export interface LazyWidgetProps {
  widget: Widget;
  arrangement?: NestedArrangement;
}

/**
 * Where a widget will be: a card with its title and still skeleton lines, in the container's
 * own card, toolbar and title classes (dashboard.css). Every cell of a dashboard shows it for
 * its first frame, and those far below the viewport until scrolled to.
 */
function PendingWidget({ widget }: { widget: Widget }) {
  const localize = useLocalize();
  return (
    <div
      className="nav-widget nav-widget-card nav-widget-pending"
      data-testid="widget-container"
      data-widget-id={widget.widget_id}
      data-state="loading"
      aria-busy="true"
    >
      <div className="nav-widget-toolbar">
        <h3 className="nav-widget-title">{localize(widget.title)}</h3>
      </div>
      <div className="nav-widget-content nav-pending-content">
        <SkeletonBar height={10} />
        <SkeletonBar height={10} width="80%" />
        <SkeletonBar height={10} width="60%" />
      </div>
    </div>
  );
}

/**
 * A grid cell's widget, rendered (and its query run) only once it comes near the viewport;
 * until then a skeleton card with its title holds the place. Memoized: the grid re-renders on
 * every width or layout change, and its widgets' props (widget, arrangement) keep their
 * identity through those.
 */
export const LazyWidget = memo(function LazyWidget({ widget, arrangement }: LazyWidgetProps) {
  const [ref, seen, width] = useInViewOnce<HTMLDivElement>();
  return (
    <div ref={ref} className="nav-grid-cell">
      {seen ? (
        <WidgetContainer widget={widget} arrangement={arrangement} cellWidth={width} />
      ) : (
        <PendingWidget widget={widget} />
      )}
    </div>
  );
});
