import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import { deleteWidget } from '../dashboard/dashboard-api.ts';
import { notify } from '../shell/notify.ts';
import { WIDGET_NS } from './texts.ts';
import { ConfirmDeleteDialog, FilterTwoDialog, HelpEditorDialog } from './WidgetDialogs.tsx';
import { WidgetSettingsDialog, WidgetSettingsDrawer } from './WidgetSettingsDialog.tsx';

/** The dialog a toolbar item opened, if any. */
export type OpenDialog =
  'settings' | 'settings-widget-main' | 'help-editor' | 'filter-two' | undefined;

/** Props of {@link WidgetDialogHost}. */
export interface WidgetDialogHostProps {
  dialog: OpenDialog;
  onClose: () => void;
  widget: Widget;
  typeLabel: string;
  shareLink: string | undefined;
  hideSettingsTabs: boolean;
  conditions: Conditions;
  /** The widget's rows (the filtering dialog's value suggestions). */
  rows?: readonly Record<string, unknown>[];
  /** The owner may save filter rules to the widget. */
  canSaveFilters?: boolean;
  onSavedFilters?: () => void;
  onSaveHelp: (description: string) => Promise<void>;
}

/** Mounts the dialog of the toolbar item the user picked. */
export function WidgetDialogHost({
  dialog,
  onClose,
  widget,
  typeLabel,
  shareLink,
  hideSettingsTabs,
  conditions,
  rows,
  canSaveFilters,
  onSavedFilters,
  onSaveHelp,
}: WidgetDialogHostProps) {
  switch (dialog) {
    case 'settings':
      return (
        <WidgetSettingsDialog
          opened
          onClose={onClose}
          widget={widget}
          typeLabel={typeLabel}
          shareLink={shareLink}
          hideTabs={hideSettingsTabs}
        />
      );
    case 'settings-widget-main':
      return <WidgetSettingsDrawer opened onClose={onClose} widget={widget} />;
    case 'help-editor':
      return <HelpEditorDialog opened onClose={onClose} widget={widget} onSave={onSaveHelp} />;
    case 'filter-two':
      return (
        <FilterTwoDialog
          opened
          onClose={onClose}
          widget={widget}
          conditions={conditions}
          rows={rows}
          canSave={canSaveFilters}
          onSaved={onSavedFilters}
        />
      );
    default:
      return null;
  }
}

/** Props of {@link WidgetDeleteFlow}. */
export interface WidgetDeleteFlowProps {
  dashboardId: string;
  widgetId: string;
  /** Called when the flow ends; `removed` when the server deleted the widget. */
  onDone: (removed: boolean) => void;
}

/**
 * Deleting a saved widget (owner only): the spec's confirmation, then
 * DELETE /api/v2/widgets/{widget_id}; a failure (or an answer without data) says
 * 'Could not remove widget.'.
 */
export function WidgetDeleteFlow({ dashboardId, widgetId, onDone }: WidgetDeleteFlowProps) {
  const { t } = useTranslation(WIDGET_NS);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteWidget(dashboardId, widgetId);
      notify('success', t('messages.removed'));
      onDone(true);
    } catch {
      notify('error', t('messages.removeFailed'));
      onDone(false);
    }
  };
  return (
    <ConfirmDeleteDialog
      opened
      busy={busy}
      onCancel={() => onDone(false)}
      onConfirm={() => void confirm()}
    />
  );
}
