import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LAYOUT_NS } from './texts.ts';

/** Props of {@link ConfirmLeave}. */
export interface ConfirmLeaveProps {
  onLeave: () => void;
  onStay: () => void;
}

/** 'Discard your unsaved layout changes?' before leaving the dashboard being edited. */
export function ConfirmLeave({ onLeave, onStay }: ConfirmLeaveProps) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Modal opened onClose={onStay} title={t('bar.unsaved')} centered data-testid="confirm-leave">
      <Text size="sm">{t('messages.confirmDiscard')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay}>
          {t('bar.keep')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('bar.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
