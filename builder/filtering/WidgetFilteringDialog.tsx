import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../schemas/generated/index.ts';
import { WidgetFilteringEditor } from './WidgetFilteringEditor.tsx';

/** Props of {@link WidgetFilteringDialog}. */
export interface WidgetFilteringDialogProps {
  opened: boolean;
  onClose: () => void;
  widget: Widget;
  rows?: readonly Record<string, unknown>[];
  canSave?: boolean;
  onSaved?: () => void;
}

/**
 * The Widget Filtering dialog (widget-layer §2): 40% wide, closes neither by an outside
 * click nor by Escape, only by Cancel, its close button or Apply, so a half-built rule set
 * is never lost by a stray click.
 */
export function WidgetFilteringDialog({
  opened,
  onClose,
  widget,
  rows,
  canSave,
  onSaved,
}: WidgetFilteringDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // 40% of the window (Mantine's "40%" would be 40% of its padded inner box).
      size="40vw"
      styles={{ content: { minWidth: 'min(560px, calc(100vw - 32px))' } }}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={`${t('widgetFiltering.title')} · ${widget.title ?? ''}`}
      attributes={{ content: { 'data-testid': 'widget-filtering' } }}
    >
      <WidgetFilteringEditor
        widget={widget}
        rows={rows}
        variant="dialog"
        canSave={canSave}
        onApplied={onClose}
        onSaved={onSaved}
        onCancel={onClose}
      />
    </Modal>
  );
}
