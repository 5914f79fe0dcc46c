import { Alert, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetParams } from '../../schemas/generated/index.ts';
import { bundledSchemaFile } from '../forms/bundle-schema.ts';
import { formErrors } from '../forms/validator.ts';
import { JsonCodeEditor, JsonStructureEditor } from '../json-editor/index.ts';
import { parseParams } from './params-text.ts';
import { SETTINGS_NS } from './settings-texts.ts';

const paramsSchema = bundledSchemaFile('widget-params.schema.json');

/** Props of {@link AdvancedParamsPanel}. */
export interface AdvancedParamsPanelProps {
  params: WidgetParams | undefined;
  onChange: (params: WidgetParams) => void;
}

/** How the params are edited: as text, or as items (the JSON structure editor). */
type ParamsView = 'code' | 'structure';

/**
 * 'Advanced mode - Params' (super users, widget-layer §2, §6): the widget's whole params as
 * JSON, in the JSON code editor (700 px, with Validate: app-shell §5, §9) or in the JSON
 * structure editor (items with a name, a type and children: app-shell §3-§5). Text that
 * parses goes into the working copy at once (the preview follows); schema problems are
 * listed under the editor and block the save like any form field.
 */
export function AdvancedParamsPanel({ params, onChange }: AdvancedParamsPanelProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const [view, setView] = useState<ParamsView>('code');
  const [text, setText] = useState(() => JSON.stringify(params ?? {}, null, 2));
  const parsed = useMemo(() => parseParams(text), [text]);
  const problems = useMemo(
    () => ('params' in parsed ? formErrors(paramsSchema, parsed.params) : []),
    [parsed],
  );
  return (
    <Stack gap="xs" data-testid="settings-advanced">
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('paramsHint')}
        </Text>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(next) => setView(next as ParamsView)}
          data={[
            { value: 'code', label: t('paramsCode') },
            // Items need a JSON object to start from: broken text is fixed in the code view.
            { value: 'structure', label: t('paramsStructure'), disabled: !('params' in parsed) },
          ]}
          data-testid="params-view"
        />
      </Group>
      {view === 'structure' && 'params' in parsed ? (
        <JsonStructureEditor
          value={parsed.params}
          onChange={(next) => {
            setText(JSON.stringify(next, null, 2));
            onChange(next as WidgetParams);
          }}
        />
      ) : (
        <JsonCodeEditor
          value={text}
          withValidate
          onChange={(next) => {
            setText(next);
            const result = parseParams(next);
            if ('params' in result) onChange(result.params);
          }}
        />
      )}
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
