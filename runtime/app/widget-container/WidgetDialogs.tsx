/**
 * The dialogs a toolbar item opens besides the settings: the delete confirmation, the
 * superuser's tooltip help editor and the widget filtering dialog.
 */
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, Typography } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import { markdownHtml } from './sanitize.ts';
import { WIDGET_NS } from './texts.ts';
import { useLocalize } from '../i18n/use-localize.ts';

/** Props of {@link ConfirmDeleteDialog}. */
export interface ConfirmDeleteDialogProps {
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure that you want to delete this Widget? This action cannot be undone.' */
export function ConfirmDeleteDialog({
  opened,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(WIDGET_NS);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('messages.confirmTitle')}
      centered
      size="sm"
      attributes={{ content: { 'data-testid': 'confirm-delete-dialog' } }}
    >
      <Text size="sm" data-testid="confirm-delete-text">
        {t('messages.confirmDelete')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('messages.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-delete">
          {t('messages.confirmOk')}
        </Button>
      </Group>
    </Modal>
  );
}

/** Props of {@link HelpEditorDialog}. */
export interface HelpEditorDialogProps {
  opened: boolean;
  onClose: () => void;
  widget: Widget;
  onSave: (description: string) => Promise<void>;
}

/** The superuser's 'Tooltip Help Editor': the widget's help text in markdown, with a preview. */
export function HelpEditorDialog({ opened, onClose, widget, onSave }: HelpEditorDialogProps) {
  const { t } = useTranslation(WIDGET_NS);
  const localize = useLocalize();
  const [text, setText] = useState(widget.description ?? '');
  const [saving, setSaving] = useState(false);
  const preview = useMemo(() => markdownHtml(text), [text]);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(text);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.helpEditorTitle')}
      size="xl"
      attributes={{ content: { 'data-testid': 'help-editor' } }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label={localize(widget.title)}
          description={t('settings.helpEditorHint')}
          autosize
          minRows={8}
          maxRows={16}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('settings.preview')}
          </Text>
          <Typography fz="sm" className="nav-help-preview">
            <div dangerouslySetInnerHTML={{ __html: preview }} />
          </Typography>
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('messages.cancel')}
        </Button>
        <Button onClick={save} loading={saving} disabled={text === (widget.description ?? '')}>
          {t('settings.save')}
        </Button>
      </Group>
    </Modal>
  );
}

/** Props of {@link FilterTwoDialog}. */
export interface FilterTwoDialogProps {
  opened: boolean;
  onClose: () => void;
  widget: Widget;
  /** The conditions the widget runs with (the editor shows what its rules add). */
  conditions?: Conditions;
  /** The widget's rows: value suggestions and fallback field types. */
  rows?: readonly Record<string, unknown>[];
  /** The owner may save the rules to the widget. */
  canSave?: boolean;
  onSaved?: () => void;
}

// The Widget Filtering dialog is builder code: it loads when a viewer first opens it.
const WidgetFilteringDialog = lazy(() =>
  import('../../../builder/filtering/WidgetFilteringDialog.tsx').then((module) => ({
    default: module.WidgetFilteringDialog,
  })),
);

/**
 * The filter-two item's Widget Filtering dialog (40% wide; closes neither by outside click
 * nor Escape): the widget's filter rules and quick filter, applied to this widget only.
 */
export function FilterTwoDialog({
  opened,
  onClose,
  widget,
  rows,
  canSave,
  onSaved,
}: FilterTwoDialogProps) {
  return (
    <Suspense fallback={null}>
      <WidgetFilteringDialog
        opened={opened}
        onClose={onClose}
        widget={widget}
        rows={rows}
        canSave={canSave}
        onSaved={onSaved}
      />
    </Suspense>
  );
}
