/** Generated forms of the builder: @rjsf with the Mantine theme, driven by our schemas. */
export {
  bundleSchema,
  bundledSchemaFile,
  humanizeKey,
  pickProperties,
  type JsonSchema,
} from './bundle-schema.ts';
export { readableMessage, transformErrors } from './error-messages.ts';
export { SchemaForm, FORM_FIELDS, FORM_WIDGETS, type SchemaFormProps } from './SchemaForm.tsx';
export { formErrorSchema, formErrors, formValidator } from './validator.ts';
export { FACTOR_SLIDER, WIDGET_COLORS } from './widget-colors.ts';
export { ColorSwatchesWidget } from './ColorSwatchesWidget.tsx';
export { FactorSliderWidget } from './FactorSliderWidget.tsx';
export { ColumnListField, ColumnWidget, type SchemaFormContext } from './ColumnWidgets.tsx';
export { SlugWidget } from './SlugWidget.tsx';
