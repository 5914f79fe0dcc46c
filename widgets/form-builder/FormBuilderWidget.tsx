import { loadableChunk, loadableComponent } from '../../runtime/widget-sdk/scheduling.ts';
import { WidgetLoading } from '../../runtime/widget-sdk/slots.ts';
import type { WidgetComponentProps } from '../../runtime/widget-sdk/types.ts';

/** rjsf and its theme load with the first form on a page, not with the app. */
const formViewCode = loadableChunk(() => import('./FormView.tsx'));

function FormLoading({ locale, height }: WidgetComponentProps) {
  return <WidgetLoading locale={locale} height={height} />;
}

/** The form builder widget: a form that writes rows to a declared table. */
export const FormBuilderWidget = loadableComponent(
  formViewCode,
  (chunk) => chunk.default,
  FormLoading,
);
