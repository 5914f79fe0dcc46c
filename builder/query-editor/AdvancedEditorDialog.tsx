import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonCodeEditor } from '../json-editor/JsonCodeEditor.tsx';
import { QUERY_EDITOR_NS } from './texts.ts';

/** Props of {@link AdvancedEditorDialog}. */
export interface AdvancedEditorDialogProps {
  opened: boolean;
  /** The whole query definition. */
  value: Record<string, unknown>;
  onCancel(): void;
  onConfirm(value: Record<string, unknown>): void;
  /**
   * Dialog width. widget-layer §2 gives the Advanced editor two readings, 1000 px and 800 px:
   * 1000 on the query editor's own page, 800 inside the full-screen query editor dialog that
   * the settings drawer opens (it sits over the drawer, so it stays narrower).
   */
  width?: 800 | 1000;
}

/** Parses the editor's text: the definition, or undefined when it is not a JSON object. */
export function parseDefinition(text: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Advanced Editor (widget-layer §2, §5): the whole query definition as JSON in the JSON code
 * editor (700 px, app-shell §9) in a 1000 px or 800 px dialog; Confirm applies it, invalid
 * JSON says 'The syntax is incorrect.' and stays open.
 */
export function AdvancedEditorDialog({
  opened,
  value,
  onCancel,
  onConfirm,
  width = 1000,
}: AdvancedEditorDialogProps) {
  const { t } = useTranslation(QUERY_EDITOR_NS);
  // Mounted when opened (the editor renders it conditionally), so the text starts from value.
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [invalid, setInvalid] = useState(false);
  const confirm = () => {
    const parsed = parseDefinition(text);
    if (!parsed) {
      setInvalid(true);
      return;
    }
    onConfirm(parsed);
  };
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('advancedEditor')}
      size={width}
      data-testid="advanced-editor-dialog"
    >
      <Stack>
        <JsonCodeEditor
          value={text}
          onChange={(next) => {
            setText(next);
            setInvalid(false);
          }}
        />
        {invalid && (
          <Alert color="red" data-testid="advanced-editor-error">
            {t('syntaxIncorrect')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={confirm} data-testid="advanced-editor-confirm">
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
