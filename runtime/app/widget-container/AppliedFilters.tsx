import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { distinctValues, operatorArity, type FilterRule } from '../../core/index.ts';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import { FilterInputs } from './FilterInputs.tsx';
import { WIDGET_NS } from './texts.ts';
import {
  applyWidgetInputs,
  effectiveInputValues,
  effectiveRules,
  filterInputsOf,
  useWidgetFilterSession,
} from './widget-filters.ts';
import './side-filter-panel.css';

// The rules editor is builder code: it loads when a viewer first opens it.
const WidgetFilteringEditor = lazy(() =>
  import('../../../builder/filtering/WidgetFilteringEditor.tsx').then((module) => ({
    default: module.WidgetFilteringEditor,
  })),
);

const DATE_KEYS = ['firstdate', 'lastdate', 'filterdate'] as const;

/** Maximum height of the side filter panel (widget-layer §2); it scrolls past it. */
export const SIDE_PANEL_MAX_HEIGHT = 445;

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (value === null) return '∅';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A rule as one line: 'state == FL', 'store_id NOT IN 1, 2', 'OR city ILIKE %mia%'. */
export function ruleText(rule: FilterRule): string {
  const operator = rule.operator ?? '==';
  const value = operatorArity(operator) === 'list' ? rule.valueIn : rule.value;
  const join = rule.union === 'OR' ? 'OR ' : '';
  return `${join}${rule.field ?? ''} ${operator} ${valueText(value)}`;
}

/** Props of {@link AppliedFilters}. */
export interface AppliedFiltersProps {
  conditions: Conditions;
  widget: Widget;
  /** The widget's rows: value suggestions and fallback field types. */
  rows?: readonly Record<string, unknown>[];
  /** The owner may save rules to the widget. */
  canSave?: boolean;
  /** After a save, the dashboard reloads the widget. */
  onSaved?: () => void;
}

/**
 * The widget's side filter panel (the filtering item; open at first with params.filterOpen;
 * at most 445 px high): its filterInputs, its filter rules with the Widget Filtering editor
 * shown inline, and the dates and where conditions its query runs with.
 */
export function AppliedFilters({
  conditions,
  widget,
  rows = [],
  canSave,
  onSaved,
}: AppliedFiltersProps) {
  const { t } = useTranslation(WIDGET_NS);
  const { t: tf } = useTranslation();
  const [editing, setEditing] = useState(false);
  const session = useWidgetFilterSession(widget.widget_id);
  const inputs = filterInputsOf(widget);
  const rules = effectiveRules(widget, session);
  const dates = DATE_KEYS.filter((key) => conditions[key] !== undefined);
  const where = Object.entries((conditions.where_cond ?? {}) as Record<string, unknown>);
  const widgetId = widget.widget_id ?? '';
  return (
    <aside
      className={`nav-widget-filters nav-side-filters${editing ? ' is-editing' : ''}`}
      style={{ maxHeight: SIDE_PANEL_MAX_HEIGHT }}
      data-testid="widget-filters"
      aria-label={t('filters.title')}
    >
      <Stack gap="xs" p="xs">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          {t('filters.title')}
        </Text>
        {inputs.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" fw={500}>
              {tf('widgetFiltering.inputs')}
            </Text>
            <FilterInputs
              // A new set of applied values (another copy applied them) resets the drafts.
              key={JSON.stringify(effectiveInputValues(widget, session))}
              inputs={inputs}
              values={effectiveInputValues(widget, session)}
              suggestionsOf={(field) => distinctValues(rows, field)}
              onApply={(values) => applyWidgetInputs(widgetId, values)}
            />
          </Stack>
        )}
        <Stack gap={4} data-testid="active-rules">
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" fw={500}>
              {tf('widgetFiltering.activeRules')}
            </Text>
            <Button
              size="compact-xs"
              variant={editing ? 'light' : 'subtle'}
              leftSection={<IconAdjustmentsHorizontal size={12} />}
              onClick={() => setEditing((open) => !open)}
              data-testid="edit-rules"
            >
              {editing ? tf('widgetFiltering.hideRules') : tf('widgetFiltering.editRules')}
            </Button>
          </Group>
          {!editing && rules.length === 0 && (
            <Text size="xs" c="dimmed">
              {tf('widgetFiltering.noRules')}
            </Text>
          )}
          {!editing &&
            rules.map((rule, index) => (
              <Badge key={index} variant="outline" size="sm" radius="sm" tt="none" maw="100%">
                {ruleText(rule)}
              </Badge>
            ))}
          {editing && (
            <Suspense fallback={<Loader size="xs" />}>
              <WidgetFilteringEditor
                widget={widget}
                rows={rows}
                variant="inline"
                canSave={canSave}
                onSaved={onSaved}
              />
            </Suspense>
          )}
        </Stack>
        {dates.length === 0 && where.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('filters.none')}
          </Text>
        )}
        {dates.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" fw={500}>
              {t('filters.dates')}
            </Text>
            {dates.map((key) => (
              <Text key={key} size="xs">
                {key}: <strong>{valueText(conditions[key])}</strong>
              </Text>
            ))}
          </Stack>
        )}
        {where.length > 0 && (
          <Group gap={4} data-testid="applied-where">
            {where.map(([key, value]) => (
              <Badge key={key} variant="light" size="sm" radius="sm" tt="none" maw="100%">
                {key}: {valueText(value)}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </aside>
  );
}
