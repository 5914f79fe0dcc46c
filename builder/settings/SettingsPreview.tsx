import { Box, Card, Group, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stableStringify } from '../../runtime/core/index.ts';
import { useDashboardContext } from '../../runtime/app/dashboard/dashboard-context.ts';
import { useFilterConditions } from '../../runtime/app/dashboard/filter-conditions.ts';
import { useFetching } from '../../runtime/app/dashboard/widget-fetches.ts';
import { useWidgetData } from '../../runtime/app/dashboard/useWidgetData.ts';
import { requestConditions } from '../../runtime/app/dashboard/widget-conditions.ts';
import { NavIcon } from '../../runtime/app/shell/NavIcon.tsx';
import { WidgetBody } from '../../runtime/app/widget-container/WidgetBody.tsx';
import type { Widget } from '../../schemas/generated/index.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { SETTINGS_NS } from './settings-texts.ts';
import { useLocalize } from '../../runtime/app/i18n/use-localize.ts';

/** Props of {@link SettingsPreview}. */
export interface SettingsPreviewProps {
  /** The working copy, with its debounced slug and params. */
  widget: Widget;
  definition: WidgetTypeDefinition;
  /** Changing it remounts the widget (a url change, an echarts-like params change). */
  remountKey: string;
  height?: number;
}

/**
 * The drawer's live preview: the working copy rendered by its widget type with the rows its
 * query returns under the dashboard's current filters, exactly as the dashboard would show it
 * after a save.
 */
export function SettingsPreview({
  widget,
  definition,
  remountKey,
  height = 460,
}: SettingsPreviewProps) {
  const { t, i18n } = useTranslation(SETTINGS_NS);
  const localize = useLocalize();
  const ctx = useDashboardContext();
  const filter = useFilterConditions(ctx.dashboard.dashboard_id, widget.widget_id);
  const computed = requestConditions({ dashboard: ctx.dashboard.conditions, widget, filter });
  const text = stableStringify(computed);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not identity
  const conditions = useMemo(() => computed, [text]);
  const data = useWidgetData(widget, conditions, definition.needsData);
  const fetching = useFetching(data.key);
  const params = useMemo(() => widget.params ?? {}, [widget.params]);
  const { color, fg_color: fg, icon } = widget.attributes ?? {};
  return (
    <Card
      withBorder
      padding={0}
      radius="md"
      className="nav-widget"
      h={height}
      data-testid="settings-preview"
      data-state={data.loading ? 'loading' : data.error ? 'error' : 'ready'}
    >
      <Group
        gap={8}
        px="md"
        py={8}
        wrap="nowrap"
        style={{
          background: fg ? color : undefined,
          color: fg ?? undefined,
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        {icon && <NavIcon name={icon} size={16} />}
        <Text fw={650} size="sm" truncate flex={1} c={fg ? undefined : color}>
          {widget.attributes?.title === false ? '' : localize(widget.title)}
        </Text>
        {(data.loading || fetching) && <Loader size={14} />}
        <Text size="xs" c={fg ? undefined : 'dimmed'}>
          {t('preview')}
        </Text>
      </Group>
      <Box className="nav-widget-content" style={{ flex: 1, minHeight: 0 }}>
        <WidgetBody
          key={remountKey}
          definition={definition}
          widget={widget}
          params={params}
          data={data.data}
          loading={data.loading}
          error={data.error}
          locale={i18n.language}
          reload={() => void data.reload()}
        />
      </Box>
    </Card>
  );
}
