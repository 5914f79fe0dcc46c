import { Button, Checkbox, Code, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../runtime/app/api/client.ts';
import { notify } from '../../runtime/app/shell/notify.ts';
import {
  applyWidgetRules,
  effectiveRules,
  useWidgetFilterSession,
} from '../../runtime/app/widget-container/widget-filters.ts';
import {
  distinctValues,
  filterRulesToWhereCond,
  isFilterOperator,
  type FilterRule,
} from '../../runtime/core/index.ts';
import type { Widget } from '../../schemas/generated/index.ts';
import { filterSourceSlug, useFilterFields } from './query-columns.ts';
import { QuickFilter } from './QuickFilter.tsx';
import { OPERATOR_LABEL_KEYS } from './operator-labels.ts';
import { ruleSummary } from './rule-summary.ts';
import { RuleRow } from './RuleRow.tsx';
import { saveWidgetRules } from './save-filtering.ts';
import './widget-filtering.css';

/** Props of {@link WidgetFilteringEditor}. */
export interface WidgetFilteringEditorProps {
  widget: Widget;
  /** The widget's current rows: fallback field types and value suggestions. */
  rows?: readonly Record<string, unknown>[];
  /** 'dialog' lays a rule's controls side by side; 'inline' (side panel) stacks them. */
  variant: 'dialog' | 'inline';
  /** The owner may save the rules to the widget for everyone. */
  canSave?: boolean;
  /** Called after the rules were applied (the dialog closes). */
  onApplied?: () => void;
  /** Called after the rules were saved to the widget (the dashboard reloads it). */
  onSaved?: () => void;
  /** Shows a Cancel button (the dialog's only way out besides Apply). */
  onCancel?: () => void;
}

interface Draft {
  key: number;
  rule: FilterRule;
}

const blankRule = (): FilterRule => ({ operator: '==', dataType: 'string', union: 'AND' });

/** where_cond as JSON with one entry per line, each value on its line ('{}' when empty). */
export function whereText(where: Record<string, unknown>): string {
  const lines = Object.entries(where).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return lines.length === 0 ? '{}' : `{\n${lines.join(',\n')}\n}`;
}

// Draft keys only need to be unique on the page, so one counter serves every editor.
let lastKey = 0;
const draft = (rule: FilterRule): Draft => ({ key: ++lastKey, rule });

/**
 * The Widget Filtering rules editor (widget-layer §2, §3, §5): rules of field, data type,
 * operator, value (IN lists, date ranges) and AND / OR; a quick filter; the where_cond the
 * rules send. Apply sets the widget's where conditions, so only this widget re-queries.
 */
export function WidgetFilteringEditor({
  widget,
  rows = [],
  variant,
  canSave = false,
  onApplied,
  onSaved,
  onCancel,
}: WidgetFilteringEditorProps) {
  const { t } = useTranslation();
  const widgetId = widget.widget_id ?? '';
  const session = useWidgetFilterSession(widgetId);
  const fields = useFilterFields(filterSourceSlug(widget), rows);
  const [drafts, setDrafts] = useState<Draft[]>(() => {
    const rules = effectiveRules(widget, session);
    return (rules.length > 0 ? rules : [blankRule()]).map((rule) => draft({ ...rule }));
  });
  const [save, setSave] = useState(widget.save_filtering === true);
  const [busy, setBusy] = useState(false);
  const compact = variant === 'inline';
  const rules = drafts.map((d) => d.rule);
  const where = filterRulesToWhereCond(rules);
  const summary = ruleSummary(rules, {
    operator: (operator) =>
      isFilterOperator(operator)
        ? t(`widgetFiltering.operators.${OPERATOR_LABEL_KEYS[operator]}`)
        : operator,
    and: t('widgetFiltering.previewAnd'),
    or: t('widgetFiltering.previewOr'),
  });
  const suggestionsOf = (field: string | null | undefined) => distinctValues(rows, field);

  const apply = async (next: FilterRule[]) => {
    const kept = applyWidgetRules(widgetId, next);
    if (canSave && save) {
      setBusy(true);
      try {
        await saveWidgetRules(widget, kept);
        notify('success', t('widgetFiltering.saved'));
        onSaved?.();
      } catch (error) {
        notify('error', `${t('widgetFiltering.saveFailed')} ${errorMessage(error)}`);
      } finally {
        setBusy(false);
      }
    }
    onApplied?.();
  };

  const update = (key: number, rule: FilterRule) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { key, rule } : d)));

  const quick = (rule: FilterRule) => {
    // The quick rule replaces rules still blank, then applies with the others.
    const kept = drafts.filter((d) => d.rule.field);
    const next = [...kept, draft(rule)];
    setDrafts(next);
    void apply(next.map((d) => d.rule));
  };

  const list = (
    <Stack gap="xs" data-testid="filter-rules">
      {drafts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('widgetFiltering.noRules')}
        </Text>
      )}
      {drafts.map((d, index) => (
        <RuleRow
          key={d.key}
          rule={d.rule}
          index={index}
          fields={fields.names}
          types={fields.types}
          suggestionsOf={suggestionsOf}
          compact={compact}
          onChange={(rule) => update(d.key, rule)}
          onRemove={() => setDrafts((all) => all.filter((other) => other.key !== d.key))}
        />
      ))}
    </Stack>
  );

  return (
    <Stack
      gap="sm"
      className={`nav-widget-filtering is-${variant}`}
      data-testid="widget-filtering-editor"
    >
      <QuickFilter
        fields={fields.names}
        types={fields.types}
        suggestionsOf={suggestionsOf}
        compact={compact}
        onFilter={quick}
      />
      <Divider label={t('widgetFiltering.rules')} labelPosition="left" />
      {fields.error && (
        <Text size="xs" c="red">
          {t('widgetFiltering.fieldsFailed')}
        </Text>
      )}
      {compact ? list : <ScrollArea.Autosize mah="48vh">{list}</ScrollArea.Autosize>}
      <Group justify="space-between" gap="xs">
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => setDrafts((list) => [...list, draft(blankRule())])}
          data-testid="add-rule"
        >
          {t('widgetFiltering.addRule')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          onClick={() => setDrafts([])}
          data-testid="clear-rules"
        >
          {t('widgetFiltering.clear')}
        </Button>
      </Group>
      <Stack gap={2}>
        <Text size="sm" data-testid="widget-filtering-summary">
          {summary === '' ? (
            t('widgetFiltering.previewNone')
          ) : (
            <>
              {t('widgetFiltering.preview')} <strong>{summary}</strong>
            </>
          )}
        </Text>
        {/* The JSON the query gets, for authors; closed so readers see words first. */}
        <details className="nav-widget-filtering-technical">
          <summary>
            <Text span size="xs" c="dimmed">
              {t('widgetFiltering.technical')}
            </Text>
          </summary>
          <Code block className="nav-widget-filtering-where" data-testid="widget-filtering-where">
            {whereText(where)}
          </Code>
        </details>
      </Stack>
      {canSave && (
        <Checkbox
          size="xs"
          label={t('widgetFiltering.saveForAll')}
          checked={save}
          onChange={(event) => setSave(event.currentTarget.checked)}
          data-testid="save-filtering"
        />
      )}
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button size="xs" variant="default" onClick={onCancel} data-testid="filtering-cancel">
            {t('widgetFiltering.cancel')}
          </Button>
        )}
        <Button
          size="xs"
          leftSection={<IconCheck size={14} />}
          loading={busy}
          onClick={() => void apply(rules)}
          data-testid="filtering-apply"
        >
          {t('widgetFiltering.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
