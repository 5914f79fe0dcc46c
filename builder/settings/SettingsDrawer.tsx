import {
  Box,
  Button,
  Divider,
  Drawer,
  Group,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconCode,
  IconDatabase,
  IconHelp,
  IconSettings,
  IconTemplate,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../runtime/app/shell/useCurrentUser.ts';
import { isSuperUser } from '../../runtime/app/widget-container/toolbar-items.ts';
import type { Conditions, Widget, WidgetParams } from '../../schemas/generated/index.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { ConditionsEditor } from '../conditions-editor/index.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { AdvancedParamsPanel } from './AdvancedParamsPanel.tsx';
import { SaveBar } from './SaveBar.tsx';
import { SETTINGS_NS } from './settings-texts.ts';
import { DataSourceSection, HelpSection } from './SettingsSections.tsx';
import { SettingsPreview } from './SettingsPreview.tsx';
import { useSettingsDraft } from './useSettingsDraft.ts';
import {
  DRAWER_FIELDS,
  previewRemountKey,
  REMOUNT_ON_PARAMS,
  SETTINGS_DEBOUNCE_MS,
} from './widget-draft.ts';
import {
  attributesSchema,
  attributesUiSchema,
  commonParamsSchema,
  commonParamsUiSchema,
  hasTypeParams,
  typeParamsSchema,
} from './widget-sections.ts';
import { useLocalize } from '../../runtime/app/i18n/use-localize.ts';

/** Props of {@link SettingsDrawer}. */
export interface SettingsDrawerProps {
  onClose: () => void;
  widget: Widget;
  definition: WidgetTypeDefinition;
}

/**
 * The preview's copy of the working widget (widget-layer §4): slug, params and url follow
 * the form after their 500 ms debounce; a url change, or a params change of an echarts-like
 * type, gives a new remount key.
 */
function usePreviewWidget(
  draft: Widget,
  definition: WidgetTypeDefinition,
  slug: string | undefined,
) {
  const [params] = useDebouncedValue(draft.params, SETTINGS_DEBOUNCE_MS);
  const [url] = useDebouncedValue(draft.url, SETTINGS_DEBOUNCE_MS);
  const remountOnParams = REMOUNT_ON_PARAMS.has(definition.type);
  const widget = useMemo<Widget>(
    () => ({
      ...draft,
      params: remountOnParams ? params : draft.params,
      url,
      query_slug: slug ? { ...draft.query_slug, slug } : undefined,
    }),
    [draft, params, url, slug, remountOnParams],
  );
  // The key is derived from the content: equal params keep the mounted widget.
  return { widget, remountKey: previewRemountKey(definition.type, url, params) };
}

/**
 * The full-screen settings drawer (widget-layer §2, §4): sidebar tabs General, Data Source,
 * one tab for the widget type (generated from its params schema), Help, and for super users
 * Advanced mode - Params; a live preview beside them; the conditions editor in place of the
 * sidebar while it is open. Save changes is disabled while nothing changed; closing
 * restores the original widget.
 */
export function SettingsDrawer({ onClose, widget, definition }: SettingsDrawerProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const localize = useLocalize();
  const user = useCurrentUser();
  const superUser = isSuperUser(user);
  const state = useSettingsDraft(widget, DRAWER_FIELDS);
  const { draft, setDraft, query } = state;
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const preview = usePreviewWidget(draft, definition, query.slug);
  const prefix = `drawer-${widget.widget_id ?? 'widget'}`;
  const setParams = (params: WidgetParams) => setDraft({ ...draft, params });
  const typeTab = definition.type;

  const sidebar = (
    <Tabs
      defaultValue="general"
      orientation="vertical"
      keepMounted={false}
      h="100%"
      styles={{
        list: { minWidth: 190 },
        tab: { justifyContent: 'flex-start' },
        tabLabel: { textAlign: 'left' },
        panel: { minWidth: 0 },
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="general" leftSection={<IconSettings size={16} />}>
          {t('tabs.general')}
        </Tabs.Tab>
        <Tabs.Tab value="data" leftSection={<IconDatabase size={16} />}>
          {t('tabs.dataSource')}
        </Tabs.Tab>
        <Tabs.Tab value={typeTab} leftSection={<IconTemplate size={16} />} data-testid="type-tab">
          {definition.label}
        </Tabs.Tab>
        <Tabs.Tab value="help" leftSection={<IconHelp size={16} />}>
          {t('tabs.help')}
        </Tabs.Tab>
        {superUser && (
          <Tabs.Tab value="advanced" leftSection={<IconCode size={16} />}>
            {t('tabs.advanced')}
          </Tabs.Tab>
        )}
      </Tabs.List>
      <ScrollArea h="100%" flex={1} type="auto">
        <Box p="md" maw={520}>
          <Tabs.Panel value="general">
            <SchemaForm
              schema={attributesSchema}
              uiSchema={attributesUiSchema}
              value={draft}
              onChange={setDraft}
              idPrefix={`${prefix}-general`}
            />
            <Divider my="md" label={t('sections.display')} labelPosition="left" />
            <SchemaForm
              schema={commonParamsSchema}
              uiSchema={commonParamsUiSchema}
              value={draft.params ?? {}}
              onChange={setParams}
              idPrefix={`${prefix}-display`}
            />
          </Tabs.Panel>
          <Tabs.Panel value="data">
            <Stack gap="md">
              <DataSourceSection
                definition={definition}
                draft={draft}
                onChange={setDraft}
                query={query}
                superUser={superUser}
                idPrefix={`${prefix}-data`}
              />
              {definition.needsData && (
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {Object.keys(draft.conditions ?? {}).length > 0
                      ? t('conditionsSummary', {
                          count: Object.keys(draft.conditions ?? {}).length,
                        })
                      : t('noConditions')}
                  </Text>
                  <Button
                    variant="light"
                    onClick={() => setConditionsOpen(true)}
                    data-testid="open-conditions"
                  >
                    {t('editConditions')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value={typeTab}>
            {hasTypeParams(definition) ? (
              <SchemaForm
                schema={typeParamsSchema(definition)}
                uiSchema={definition.uiSchema}
                value={draft.params ?? {}}
                onChange={setParams}
                columns={query.columns}
                idPrefix={`${prefix}-type`}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('sections.noOptions')}
              </Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="help">
            <HelpSection draft={draft} onChange={setDraft} idPrefix={`${prefix}-help`} />
          </Tabs.Panel>
          {superUser && (
            <Tabs.Panel value="advanced">
              <AdvancedParamsPanel params={draft.params} onChange={setParams} />
            </Tabs.Panel>
          )}
        </Box>
      </ScrollArea>
    </Tabs>
  );

  return (
    <Drawer
      opened
      onClose={onClose}
      size="100%"
      position="right"
      withCloseButton={false}
      padding={0}
      attributes={{ content: { 'data-testid': 'widget-settings-drawer' } }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column' } }}
    >
      <Group
        justify="space-between"
        px="lg"
        py="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Stack gap={0} miw={0}>
          <Title order={4}>{t('drawerTitle')}</Title>
          <Text size="sm" c="dimmed" truncate>
            {localize(draft.title)} · {definition.label}
          </Text>
        </Stack>
        <SaveBar state={state} onCancel={onClose} onSaved={onClose} />
      </Group>
      {conditionsOpen ? (
        <Stack gap="sm" p="lg" flex={1} mih={0} data-testid="conditions-pane">
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => setConditionsOpen(false)}
              data-testid="close-conditions"
            >
              {t('backToSettings')}
            </Button>
          </Group>
          <ConditionsEditor
            slug={query.slug}
            columns={query.columns}
            value={draft.conditions ?? {}}
            onChange={(conditions: Conditions) => setDraft({ ...draft, conditions })}
          />
        </Stack>
      ) : (
        <Group align="stretch" gap={0} wrap="nowrap" flex={1} mih={0}>
          <Box
            w={720}
            style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}
            h="100%"
          >
            {sidebar}
          </Box>
          <Box
            flex={1}
            p="xl"
            bg="var(--mantine-color-gray-0)"
            miw={0}
            style={{ overflow: 'auto' }}
          >
            <Text size="xs" c="dimmed" mb="xs">
              {t('previewHint')}
            </Text>
            <SettingsPreview
              widget={preview.widget}
              definition={definition}
              remountKey={preview.remountKey}
            />
          </Box>
        </Group>
      )}
    </Drawer>
  );
}
