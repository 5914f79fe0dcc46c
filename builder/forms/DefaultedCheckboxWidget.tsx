import { Widgets } from '@rjsf/mantine';
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

const CheckboxWidget = Widgets.CheckboxWidget as ComponentType<WidgetProps>;

/**
 * The theme's checkbox, showing the schema's default while the value is unset: forms do not
 * write defaults into the file, and an unset `attributes.title` (default true) must not look
 * switched off.
 */
export function DefaultedCheckboxWidget(props: WidgetProps) {
  const value =
    props.value ?? (typeof props.schema.default === 'boolean' ? props.schema.default : undefined);
  return <CheckboxWidget {...props} value={value} />;
}
