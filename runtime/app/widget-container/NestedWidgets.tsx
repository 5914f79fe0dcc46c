import { Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/generated/index.ts';
import type { NestedArrangement } from '../dashboard/grid-plan.ts';
import { WIDGET_NS } from './texts.ts';

/** A nested child widget (params.widgets entry) with the widget it names. */
export interface NestedChild {
  child: { widget_id: string; shareData?: boolean };
  widget: Widget;
}

/** Props of {@link NestedWidgets}. */
export interface NestedWidgetsProps {
  parentId: string;
  /** The parent's own content. */
  body: ReactNode;
  nested: readonly NestedChild[];
  /** How the grid plan split the cell; without one the children stack below the parent. */
  arrangement?: NestedArrangement;
  renderChild: (entry: NestedChild) => ReactNode;
}

/**
 * A parent widget's content next to its nested child widgets (params.widgets): side by side
 * or stacked as their grid cells were, each taking its share of the parent's card.
 */
export function NestedWidgets({
  parentId,
  body,
  nested,
  arrangement,
  renderChild,
}: NestedWidgetsProps) {
  const { t } = useTranslation(WIDGET_NS);
  const parts = arrangement?.parts ?? [
    { id: parentId, size: 1 },
    ...nested.map((entry) => ({ id: entry.child.widget_id, size: 1 })),
  ];
  return (
    <div
      className="nav-widget-nested"
      style={{ flexDirection: arrangement?.direction ?? 'column' }}
      data-testid="widget-nested"
    >
      {parts.map((part) => {
        const style: CSSProperties = { flex: `${part.size} 1 0` };
        const entry = nested.find((c) => c.child.widget_id === part.id);
        return (
          <div key={part.id} className="nav-widget-nested-part" style={style}>
            {part.id === parentId ? (
              body
            ) : entry ? (
              renderChild(entry)
            ) : (
              <Text size="xs" c="dimmed" p="sm">
                {t('messages.unknownChild', { id: part.id })}
              </Text>
            )}
          </div>
        );
      })}
    </div>
  );
}
