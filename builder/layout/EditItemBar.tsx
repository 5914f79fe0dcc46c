import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconGripVertical, IconTemplate } from '@tabler/icons-react';
import type { Widget } from '../../schemas/generated/index.ts';
import { useTranslation } from 'react-i18next';
import { LAYOUT_NS } from './texts.ts';

/** Props of {@link EditItemBar}. */
export interface EditItemBarProps {
  widget: Widget;
  onDuplicate: () => void;
  onTemplate: () => void;
}

/**
 * The strip above each widget in edit mode: a drag handle (the widget's own toolbar is one
 * too) and the widget's edit actions, Duplicate and Save as template.
 */
export function EditItemBar({ widget, onDuplicate, onTemplate }: EditItemBarProps) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Group
      className="nav-edit-handle"
      data-testid="edit-item-bar"
      data-widget-id={widget.widget_id}
      gap={4}
      wrap="nowrap"
      justify="space-between"
    >
      <Group gap={4} wrap="nowrap" miw={0}>
        <IconGripVertical size={14} aria-hidden />
        <Text size="xs" fw={500} truncate="end">
          {t('item.drag')}
        </Text>
      </Group>
      <Group gap={2} wrap="nowrap">
        <Tooltip label={t('item.duplicate')} withArrow openDelay={300}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={t('item.duplicate')}
            data-edit-action="duplicate"
            onClick={onDuplicate}
          >
            <IconCopy size={14} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('item.template')} withArrow openDelay={300}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={t('item.template')}
            data-edit-action="template"
            onClick={onTemplate}
          >
            <IconTemplate size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
