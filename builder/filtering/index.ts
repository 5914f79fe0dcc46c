export { WidgetFilteringDialog } from './WidgetFilteringDialog.tsx';
export type { WidgetFilteringDialogProps } from './WidgetFilteringDialog.tsx';
export { WidgetFilteringEditor } from './WidgetFilteringEditor.tsx';
export type { WidgetFilteringEditorProps } from './WidgetFilteringEditor.tsx';
