import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../runtime/app/shell/useCurrentUser.ts';
import { isSuperUser } from '../../runtime/app/widget-container/toolbar-items.ts';
import type { Widget } from '../../schemas/generated/index.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { focusFormField } from './focus-field.ts';
import { SETTINGS_NS } from './settings-texts.ts';
import { DataSourceSection, HelpSection, ShareSection } from './SettingsSections.tsx';
import { SaveBar, SaveHint } from './SaveBar.tsx';
import { useSettingsDraft } from './useSettingsDraft.ts';
import { DIALOG_FIELDS } from './widget-draft.ts';
import { attributesSchema, attributesUiSchema } from './widget-sections.ts';

/** Props of {@link SettingsDialog}. */
export interface SettingsDialogProps {
  onClose: () => void;
  widget: Widget;
  definition: WidgetTypeDefinition;
  shareLink: string | undefined;
  /** The share-widget route hides the Attributes, Help, Datasource and Share tabs. */
  hideTabs: boolean;
  /** Opens the full-screen drawer instead (same widget, unsaved changes dropped). */
  onOpenDrawer?: () => void;
}

/**
 * The small settings dialog (40% wide, widget-layer §2) with tabs Attributes, Help,
 * Datasource and Share; saves through POST /api/v2/widgets/{uid} with the small dialog's
 * fields. Closing without saving leaves the widget as it was. A refused save brings the field it
 * names into view and focuses it; "All settings" asks before dropping unsaved edits.
 */
export function SettingsDialog({
  onClose,
  widget,
  definition,
  shareLink,
  hideTabs,
  onOpenDrawer,
}: SettingsDialogProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const user = useCurrentUser();
  const state = useSettingsDraft(widget, DIALOG_FIELDS);
  const { draft, setDraft } = state;
  const prefix = `settings-${widget.widget_id ?? 'widget'}`;
  const [tab, setTab] = useState<string | null>('attributes');
  const [confirmDrawer, setConfirmDrawer] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const { problemField } = state;
  useEffect(() => {
    if (!problemField || !content.current) return;
    if (focusFormField(content.current, problemField.path)) return;
    // The field sits on another tab (the title is on Attributes): show that tab, then retry.
    const top = problemField.path.split('.')[0] ?? '';
    const onAttributes = Object.keys(attributesSchema.properties ?? {}).includes(top);
    // A reaction to the DOM (the field is not rendered), not derivable state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (onAttributes && tab !== 'attributes') setTab('attributes');
  }, [problemField, tab]);
  const openDrawer = () => {
    if (state.dirty) setConfirmDrawer(true);
    else onOpenDrawer?.();
  };
  const attributes = (
    <SchemaForm
      schema={attributesSchema}
      uiSchema={attributesUiSchema}
      value={draft}
      onChange={setDraft}
      idPrefix={`${prefix}-attributes`}
    />
  );
  const footer = (
    <Stack gap={6} mt="lg" align="stretch">
      <Group justify="flex-end">
        <SaveHint state={state} />
      </Group>
      <Group justify="space-between" wrap="nowrap">
        {onOpenDrawer && !hideTabs ? (
          <Button variant="subtle" onClick={openDrawer} data-testid="open-drawer">
            {t('allSettings')}
          </Button>
        ) : (
          <span />
        )}
        <SaveBar state={state} onCancel={onClose} onSaved={onClose} inlineHint={false} />
      </Group>
    </Stack>
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('dialogTitle')}
      size="40%"
      attributes={{ content: { 'data-testid': 'widget-settings' } }}
    >
      <div ref={content}>
        {hideTabs ? (
          attributes
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="attributes">{t('tabs.attributes')}</Tabs.Tab>
              <Tabs.Tab value="help">{t('tabs.help')}</Tabs.Tab>
              <Tabs.Tab value="datasource">{t('tabs.datasource')}</Tabs.Tab>
              {shareLink && <Tabs.Tab value="share">{t('tabs.share')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="attributes">
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {t('type')}: {definition.label} · {t('widgetId')}: {widget.widget_id}
                </Text>
                {attributes}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="help">
              <HelpSection draft={draft} onChange={setDraft} idPrefix={`${prefix}-help`} />
            </Tabs.Panel>
            <Tabs.Panel value="datasource">
              <DataSourceSection
                definition={definition}
                draft={draft}
                onChange={setDraft}
                query={state.query}
                superUser={isSuperUser(user)}
                idPrefix={`${prefix}-datasource`}
              />
            </Tabs.Panel>
            {shareLink && (
              <Tabs.Panel value="share">
                <ShareSection link={shareLink} />
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </div>
      {footer}
      <Modal
        opened={confirmDrawer}
        onClose={() => setConfirmDrawer(false)}
        title={t('discardTitle')}
        size="sm"
        zIndex={400}
        attributes={{ content: { 'data-testid': 'discard-confirm' } }}
      >
        <Text size="sm">{t('discardText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            onClick={() => setConfirmDrawer(false)}
            data-testid="discard-cancel"
          >
            {t('keepEditing')}
          </Button>
          <Button color="red" onClick={onOpenDrawer} data-testid="discard-confirm-button">
            {t('discardAndOpen')}
          </Button>
        </Group>
      </Modal>
    </Modal>
  );
}
