import { Alert, List, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetParams } from '../../schemas/generated/index.ts';
import { bundledSchemaFile } from '../forms/bundle-schema.ts';
import { formErrors } from '../forms/validator.ts';
import { JsonCodeEditor } from '../json-editor/index.ts';
import { parseParams } from './params-text.ts';
import { SETTINGS_NS } from './settings-texts.ts';

const paramsSchema = bundledSchemaFile('widget-params.schema.json');

/** Props of {@link AdvancedParamsPanel}. */
export interface AdvancedParamsPanelProps {
  params: WidgetParams | undefined;
  onChange: (params: WidgetParams) => void;
}

/**
 * 'Advanced mode - Params' (super users, widget-layer §2, §6): the widget's whole params as
 * JSON. Text that parses goes into the working copy at once (the preview follows); schema
 * problems are listed under the editor and block the save like any form field.
 */
export function AdvancedParamsPanel({ params, onChange }: AdvancedParamsPanelProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const [text, setText] = useState(() => JSON.stringify(params ?? {}, null, 2));
  const parsed = useMemo(() => parseParams(text), [text]);
  const problems = useMemo(
    () => ('params' in parsed ? formErrors(paramsSchema, parsed.params) : []),
    [parsed],
  );
  return (
    <Stack gap="xs" data-testid="settings-advanced">
      <Text size="xs" c="dimmed">
        {t('paramsHint')}
      </Text>
      <JsonCodeEditor
        value={text}
        height={520}
        onChange={(next) => {
          setText(next);
          const result = parseParams(next);
          if ('params' in result) onChange(result.params);
        }}
      />
      {'error' in parsed && (
        <Alert color="red" variant="light" data-testid="params-error">
          {parsed.error === 'syntax' ? t('invalidJson') : t('paramsNotObject')}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" variant="light" data-testid="params-problems">
          <List size="sm">
            {problems.map((problem, index) => (
              <List.Item key={index}>
                <code>{problem.property}</code> {problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
