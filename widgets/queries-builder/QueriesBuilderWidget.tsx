import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';
import { NotebookEditor } from './NotebookEditor.tsx';

/** The queries builder on a dashboard: the notebook editor, opening no saved query first. */
export function QueriesBuilderWidget({ locale }: WidgetComponentProps) {
  return <NotebookEditor locale={locale} />;
}
