import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_NS } from './toggle-texts.ts';

/** Props of {@link EditDashboardButton}. */
export interface EditDashboardButtonProps {
  onClick: () => void;
  /** Hover/focus: start loading the editor before the click. */
  onPrefetch?: () => void;
}

/**
 * The "Edit dashboard" toggle, shown only to users who may edit (can-edit.ts). Lives in the
 * viewer bundle; the editor itself loads on demand.
 */
export function EditDashboardButton({ onClick, onPrefetch }: EditDashboardButtonProps) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} />}
      onClick={onClick}
      onMouseEnter={onPrefetch}
      onFocus={onPrefetch}
      data-testid="edit-dashboard"
    >
      {t('toggle.edit')}
    </Button>
  );
}
