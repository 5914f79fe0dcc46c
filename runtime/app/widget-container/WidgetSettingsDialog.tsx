/**
 * The owner's small settings dialog (tabs Attributes, Help, Datasource, Share) and the super
 * user's 'Advanced mode - Params' drawer: read-only views of the widget's configuration until
 * the builder's editors take their place.
 */
import {
  Badge,
  Button,
  Code,
  CopyButton,
  Drawer,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Typography,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/generated/index.ts';
import { Field, JsonView } from './JsonView.tsx';
import { markdownHtml } from './sanitize.ts';
import { WIDGET_NS } from './texts.ts';

/** Props of {@link WidgetSettingsDialog}. */
export interface WidgetSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
  widget: Widget;
  typeLabel: string;
  shareLink: string | undefined;
  /** The share-widget route hides the Attributes, Help, Datasource and Share tabs. */
  hideTabs: boolean;
}

/**
 * The small settings dialog (40% wide) with tabs Attributes, Help, Datasource and Share,
 * showing the widget's configuration.
 */
export function WidgetSettingsDialog({
  opened,
  onClose,
  widget,
  typeLabel,
  shareLink,
  hideTabs,
}: WidgetSettingsDialogProps) {
  const { t } = useTranslation(WIDGET_NS);
  const help = useMemo(
    () => (widget.description ? markdownHtml(widget.description) : ''),
    [widget.description],
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      size="40%"
      attributes={{ content: { 'data-testid': 'widget-settings' } }}
    >
      {hideTabs ? (
        <Stack gap="sm">
          <Field label={t('settings.name')}>{widget.title}</Field>
          <Field label={t('settings.type')}>{typeLabel}</Field>
        </Stack>
      ) : (
        <Tabs defaultValue="attributes" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="attributes">{t('settings.attributes')}</Tabs.Tab>
            <Tabs.Tab value="help">{t('settings.help')}</Tabs.Tab>
            <Tabs.Tab value="datasource">{t('settings.datasource')}</Tabs.Tab>
            {shareLink && <Tabs.Tab value="share">{t('settings.share')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="attributes">
            <SimpleGrid cols={2} spacing="md">
              <Field label={t('settings.name')}>{widget.title}</Field>
              <Field label={t('settings.type')}>
                {typeLabel}{' '}
                <Badge variant="light" size="xs">
                  {widget.classbase}
                </Badge>
              </Field>
              <Field label={t('settings.id')}>{widget.widget_id}</Field>
              <Field label={t('settings.owner')}>{widget.user_id ?? '—'}</Field>
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="help">
            {help ? (
              <Typography fz="sm">
                <div dangerouslySetInnerHTML={{ __html: help }} />
              </Typography>
            ) : (
              <Text size="sm" c="dimmed">
                {t('settings.noDescription')}
              </Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="datasource">
            {widget.query_slug?.slug ? (
              <Stack gap="sm">
                <Field label={t('settings.slug')}>
                  <Code>{widget.query_slug.slug}</Code>
                </Field>
                <Field label={t('settings.conditions')}>
                  <JsonView value={widget.conditions} />
                </Field>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('settings.noSlug')}
              </Text>
            )}
          </Tabs.Panel>
          {shareLink && (
            <Tabs.Panel value="share">
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('settings.shareText')}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <TextInput value={shareLink} readOnly flex={1} aria-label={t('settings.share')} />
                  <CopyButton value={shareLink}>
                    {({ copied, copy }) => (
                      <Button variant="light" onClick={copy}>
                        {copied ? t('messages.copied') : t('settings.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Modal>
  );
}

/** Props of {@link AdvancedParamsDrawer}. */
export interface AdvancedParamsDrawerProps {
  opened: boolean;
  onClose: () => void;
  widget: Widget;
}

/** Super users' 'Advanced mode - Params': the widget's params as JSON. */
export function AdvancedParamsDrawer({ opened, onClose, widget }: AdvancedParamsDrawerProps) {
  const { t } = useTranslation(WIDGET_NS);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={`${t('settings.advancedTitle')} · ${widget.title}`}
      attributes={{ content: { 'data-testid': 'widget-advanced' } }}
    >
      <JsonView value={widget.params} />
    </Drawer>
  );
}
