/**
 * Dashboard editing (issue 7, item 6): what the viewer bundle imports. The editor itself
 * (DashboardEditor.tsx) is loaded on demand through {@link loadDashboardEditor}.
 */
export { canEditDashboard } from './can-edit.ts';
export { editCloneHandler } from './edit-session.ts';
export { EditDashboardButton, type EditDashboardButtonProps } from './EditDashboardButton.tsx';

/** Loads the editor chunk (palette, save bar, forms); cached by the bundler after the first call. */
export function loadDashboardEditor() {
  return import('./DashboardEditor.tsx').then((module) => ({ default: module.DashboardEditor }));
}
