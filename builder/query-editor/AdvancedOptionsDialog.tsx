import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { cacheOptionsSchema, cacheOptionsUiSchema, type CacheOptions } from './cache-options.ts';
import { QUERY_EDITOR_NS } from './texts.ts';

/** Props of {@link AdvancedOptionsDialog}. */
export interface AdvancedOptionsDialogProps {
  opened: boolean;
  value: CacheOptions;
  onCancel(): void;
  onConfirm(value: CacheOptions): void;
}

/**
 * Advanced Options (widget-layer §2, §4): 500 px, closed only by its buttons; the cache
 * settings as a form generated from the saved-query schema.
 */
export function AdvancedOptionsDialog({
  opened,
  value,
  onCancel,
  onConfirm,
}: AdvancedOptionsDialogProps) {
  const { t } = useTranslation(QUERY_EDITOR_NS);
  // Mounted when opened (the editor renders it conditionally), so the form starts from value.
  const [draft, setDraft] = useState<CacheOptions>(value);
  const cached = draft.is_cached !== false;
  const schema = useMemo(() => cacheOptionsSchema(cached), [cached]);
  const uiSchema = useMemo(() => cacheOptionsUiSchema(t), [t]);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('advancedOptions')}
      size={500}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      data-testid="advanced-options-dialog"
    >
      <Stack>
        <SchemaForm<CacheOptions>
          schema={schema}
          uiSchema={uiSchema}
          value={draft}
          onChange={(next) =>
            setDraft(next.is_cached === false ? { is_cached: false } : { ...next, is_cached: true })
          }
          idPrefix="query-cache"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="advanced-options-cancel">
            {t('cancel')}
          </Button>
          <Button onClick={() => onConfirm(draft)} data-testid="advanced-options-confirm">
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
