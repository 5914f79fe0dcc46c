import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../runtime/app/shell/notify.ts';
import { isValidJson } from './json-items.ts';
import { JSON_EDITOR_NS } from './texts.ts';

const CodeMirrorJson = lazy(() => import('./CodeMirrorJson.tsx'));

/** Props of the JSON code editor. */
export interface JsonCodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** Editor height; 700 px by default (app-shell §9). */
  height?: number | string;
  /** Show the Validate button ('The syntax is correct.' / 'The syntax is incorrect.'). */
  withValidate?: boolean;
  readOnly?: boolean;
}

/**
 * JSON code editor (app-shell §9): CodeMirror in JSON mode, dark theme, word wrap at 200
 * columns, 700 px high. CodeMirror loads in its own chunk on first use, so viewers never
 * download it.
 */
export function JsonCodeEditor(props: JsonCodeEditorProps) {
  const { t } = useTranslation(JSON_EDITOR_NS);
  const { height = 700, withValidate, value } = props;
  const validate = () => {
    if (isValidJson(value)) notify('success', t('syntaxCorrect'));
    else notify('error', t('syntaxIncorrect'));
  };
  return (
    <Stack gap="xs">
      {withValidate && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCheck size={14} />}
            onClick={validate}
            data-testid="json-validate"
          >
            {t('validate')}
          </Button>
        </Group>
      )}
      <Suspense fallback={<Skeleton height={height} aria-label={t('loading')} />}>
        <CodeMirrorJson {...props} height={height} />
      </Suspense>
    </Stack>
  );
}
