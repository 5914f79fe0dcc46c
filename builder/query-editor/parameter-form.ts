/**
 * The add / update parameter form (widget-layer §5) from parameter.schema.json: keyword
 * (read-only when editing), type and default value; `index` is the list's business.
 */
import type { ErrorSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { Parameter } from '../../schemas/generated/index.ts';
import { bundledSchemaFile, type JsonSchema } from '../forms/bundle-schema.ts';
import { transformErrors } from '../forms/error-messages.ts';
import { formValidator } from '../forms/validator.ts';

/**
 * The parameter schema as the form shows it: the value typed as text (the schema allows any
 * scalar; the form's text is parsed for the chosen type when the parameter is added).
 */
export function parameterFormSchema(): JsonSchema {
  const schema = bundledSchemaFile('parameter.schema.json');
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  // The form's own short hints (parameterUiSchema) replace the schema's long descriptions.
  for (const key of ['type', 'value']) {
    const { description: _hint, ...property } = properties[key] ?? {};
    void _hint;
    properties[key] = property;
  }
  properties.value = { ...properties.value, type: 'string' };
  delete properties.index;
  // The panel titles the form itself; the schema's own title and description would repeat it.
  const { title: _title, description: _description, ...rest } = schema;
  void _title;
  void _description;
  return { ...rest, properties };
}

/** Layout hints: the keyword is read-only while an existing parameter is edited. */
export function parameterUiSchema(editing: boolean): UiSchema {
  return {
    'ui:order': ['name', 'type', 'value'],
    name: {
      'ui:title': 'Keyword',
      'ui:readonly': editing,
      'ui:placeholder': 'store_id',
      'ui:description': 'Written as {name} in the SQL: letters, digits and _ only.',
    },
    type: { 'ui:title': 'Type' },
    value: {
      'ui:title': 'Default value',
      'ui:placeholder': 'Bound when a request does not set it',
    },
  };
}

/**
 * The form's errors when Add / Update is pressed: the schema's messages, with a missing
 * keyword said as widget-layer §8 says it. Empty when the parameter may be added.
 */
export function parameterErrors(
  schema: JsonSchema,
  value: Partial<Parameter>,
  keywordRequired: string,
): ErrorSchema {
  const data = { ...value };
  if (data.name === '') delete data.name;
  if (data.value === '' || data.value === undefined) delete data.value;
  const transform = (errors: RJSFValidationError[]) =>
    transformErrors(errors).map((error) =>
      (error.name === 'required' && error.params?.missingProperty === 'name') ||
      (error.property === '.name' && error.name === 'minLength')
        ? { ...error, message: keywordRequired, stack: keywordRequired }
        : error,
    );
  return formValidator.validateFormData(data, schema, undefined, transform).errorSchema;
}

/** Whether an error schema holds any error. */
export function hasErrors(errors: ErrorSchema): boolean {
  return Object.keys(errors).length > 0;
}
