import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../schemas/generated/index.ts';
import { notify } from '../../runtime/app/shell/notify.ts';
import { saveWidgetTemplate } from './layout-api.ts';
import { LAYOUT_NS } from './texts.ts';
import { useLocalize } from '../../runtime/app/i18n/use-localize.ts';

/** widget.schema.json: a title (and a template's widget_name) has at most 30 characters. */
const MAX_TITLE = 30;

/** Props of {@link TemplatePrompt}. */
export interface TemplatePromptProps {
  widget: Widget;
  onClose: () => void;
}

/**
 * The 'Save as template' prompt: a title for the template (the widget's title to start with),
 * then PUT /api/v2/widgets-template. An empty title closes and re-opens the prompt asking for
 * one (widget-layer §5); a failed save says 'An error has occurred' (§8).
 */
export function TemplatePrompt({ widget, onClose }: TemplatePromptProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const localize = useLocalize();
  const [title, setTitle] = useState(localize(widget.title).slice(0, MAX_TITLE));
  const [opened, setOpened] = useState(true);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  // The re-opening after an empty title: closed for one frame, then shown again.
  useEffect(() => {
    if (opened) return undefined;
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [opened]);

  const save = async () => {
    const trimmed = title.trim();
    if (trimmed === '') {
      setMissing(true);
      setOpened(false);
      return;
    }
    setBusy(true);
    try {
      const message = await saveWidgetTemplate(widget, trimmed);
      notify('success', message);
      onClose();
    } catch {
      notify('error', t('template.failed'));
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('template.title')}
      centered
      data-testid="template-prompt"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('template.description')}
          </Text>
          <TextInput
            label={t('template.label')}
            value={title}
            maxLength={MAX_TITLE}
            data-autofocus
            error={missing && title.trim() === '' ? t('template.required') : undefined}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-testid="template-title"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('template.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="template-save">
              {t('template.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
