import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconHistory,
  IconLayoutDashboard,
  IconPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_NS } from './texts.ts';

/** Props of {@link EditBar}. */
export interface EditBarProps {
  /** The draft layout differs from the saved one. */
  dirty: boolean;
  saving: boolean;
  /** The last save was refused as stale (409). */
  conflict: boolean;
  onAdd: () => void;
  /** Opens the dashboard's History (its commits, their diffs, revert). */
  onHistory: () => void;
  onSave: () => void;
  onCancel: () => void;
  onOverwrite: () => void;
  onDiscard: () => void;
}

/**
 * The bar above a dashboard in edit mode: what is going on, whether there is something to
 * save, Add widget, History, Cancel (Done once saved) and Save layout; after a refused stale save, what
 * happened and the two ways out.
 */
export function EditBar({
  dirty,
  saving,
  conflict,
  onAdd,
  onHistory,
  onSave,
  onCancel,
  onOverwrite,
  onDiscard,
}: EditBarProps) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Paper className="nav-edit-bar" withBorder radius="md" p="sm" data-testid="edit-bar">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <IconLayoutDashboard size={20} stroke={1.6} aria-hidden />
            <Stack gap={0} miw={0}>
              <Text fw={600} size="sm">
                {t('bar.title')}
              </Text>
              <Text size="xs" c="dimmed" className="nav-edit-hint">
                {t('bar.hint')}
              </Text>
            </Stack>
          </Group>
          {/* Wraps rather than squeezing the buttons' labels in a narrow window. */}
          <Group gap="xs" wrap="wrap">
            <Badge
              variant="light"
              color={dirty ? 'yellow' : 'gray'}
              data-testid="edit-state"
              data-dirty={dirty ? 'true' : 'false'}
            >
              {dirty ? t('bar.unsaved') : t('bar.clean')}
            </Badge>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={onAdd}
              data-testid="edit-add-widget"
            >
              {t('bar.addWidget')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconHistory size={16} />}
              onClick={onHistory}
              data-testid="edit-history"
            >
              {t('history.open')}
            </Button>
            <Button variant="default" onClick={onCancel} data-testid="edit-cancel">
              {dirty ? t('bar.cancel') : t('bar.done')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={onSave}
              disabled={!dirty}
              loading={saving}
              data-testid="edit-save"
            >
              {t('bar.save')}
            </Button>
          </Group>
        </Group>
        {conflict && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('messages.conflictTitle')}
            data-testid="edit-conflict"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('messages.conflict')}</Text>
              <Group gap="xs">
                <Button size="compact-sm" color="orange" onClick={onOverwrite}>
                  {t('messages.overwrite')}
                </Button>
                <Button size="compact-sm" variant="default" onClick={onDiscard}>
                  {t('messages.discard')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
