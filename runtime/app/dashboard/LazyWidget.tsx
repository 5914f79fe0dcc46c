import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { Widget } from '../../../schemas/generated/index.ts';
import type { NestedArrangement } from './grid-plan.ts';
import { useInViewOnce } from './useInView.ts';
import { WidgetContainer } from '../widget-container/WidgetContainer.tsx';

/** Props of {@link LazyWidget}. */
export interface LazyWidgetProps {
  widget: Widget;
  arrangement?: NestedArrangement;
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
        <Card
          className="nav-widget nav-widget-pending"
          padding={0}
          data-testid="widget-container"
          data-widget-id={widget.widget_id}
          data-state="loading"
          aria-busy
        >
          <Group className="nav-widget-toolbar" gap={8}>
            <Text component="h3" className="nav-widget-title" fz="sm" fw={600} truncate="end">
              {widget.title}
            </Text>
          </Group>
          <Stack className="nav-widget-content" p="md" gap="sm">
            <Skeleton animate={false} height={10} radius="sm" />
            <Skeleton animate={false} height={10} width="80%" radius="sm" />
            <Skeleton animate={false} height={10} width="60%" radius="sm" />
          </Stack>
        </Card>
      )}
    </div>
  );
});
