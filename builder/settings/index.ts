/** The settings dialog and drawer (widget-layer §2, §4), loaded lazily by the widget container. */
import './settings-texts.ts';

export { SettingsDialog, type SettingsDialogProps } from './SettingsDialog.tsx';
export { SettingsDrawer, type SettingsDrawerProps } from './SettingsDrawer.tsx';
