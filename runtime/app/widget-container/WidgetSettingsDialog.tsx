/**
 * The owner's small settings dialog and the full-screen settings drawer, as the widget
 * container mounts them. The builder's forms (rjsf, ajv, the schemas) load on first use in
 * their own chunk, so viewers never download them.
 */
import { LoadingOverlay } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Widget } from '../../../schemas/generated/index.ts';
import { resolveWidgetType } from './widget-type.ts';

const SettingsDialog = lazy(() =>
  import('../../../builder/settings/index.ts').then((m) => ({ default: m.SettingsDialog })),
);
const SettingsDrawer = lazy(() =>
  import('../../../builder/settings/index.ts').then((m) => ({ default: m.SettingsDrawer })),
);

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
 * The small settings dialog (40% wide) with tabs Attributes, Help, Datasource and Share; its
 * 'All settings' button swaps it for the full-screen drawer.
 */
export function WidgetSettingsDialog({
  opened,
  onClose,
  widget,
  shareLink,
  hideTabs,
}: WidgetSettingsDialogProps) {
  const [drawer, setDrawer] = useState(false);
  if (!opened) return null;
  const definition = resolveWidgetType(widget.classbase);
  return (
    <Suspense fallback={<LoadingOverlay visible zIndex={400} />}>
      {drawer ? (
        <SettingsDrawer onClose={onClose} widget={widget} definition={definition} />
      ) : (
        <SettingsDialog
          onClose={onClose}
          widget={widget}
          definition={definition}
          shareLink={shareLink}
          hideTabs={hideTabs}
          onOpenDrawer={() => setDrawer(true)}
        />
      )}
    </Suspense>
  );
}

/** Props of {@link WidgetSettingsDrawer}. */
export interface WidgetSettingsDrawerProps {
  opened: boolean;
  onClose: () => void;
  widget: Widget;
}

/**
 * The full-screen settings drawer with live preview (General, Data Source, the type's tab,
 * Help, and Advanced mode - Params for super users).
 */
export function WidgetSettingsDrawer({ opened, onClose, widget }: WidgetSettingsDrawerProps) {
  if (!opened) return null;
  return (
    <Suspense fallback={<LoadingOverlay visible zIndex={400} />}>
      <SettingsDrawer
        onClose={onClose}
        widget={widget}
        definition={resolveWidgetType(widget.classbase)}
      />
    </Suspense>
  );
}
