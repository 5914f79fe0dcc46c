import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTINGS_NS } from './settings-texts.ts';
import type { SettingsDraft } from './useSettingsDraft.ts';

/** Props of {@link SaveBar}. */
export interface SaveBarProps {
  state: SettingsDraft;
  onCancel: () => void;
  /** Called after the server took the save. */
  onSaved: () => void;
  /** Show the 'Press "Save Changes"' hint beside the buttons (wide layouts). */
  inlineHint?: boolean;
}

/**
 * Why the last save was refused; else 'Press "Save Changes" to continue.' while changes are
 * pending (or why they cannot be saved).
 */
export function SaveHint({ state }: { state: SettingsDraft }) {
  const { t } = useTranslation(SETTINGS_NS);
  if (state.problem) {
    return (
      <Text size="sm" c="red" data-testid="settings-problem" role="alert" lineClamp={2} maw={560}>
        {state.problem}
      </Text>
    );
  }
  if (!state.dirty) return null;
  return (
    <Text size="sm" c={state.canSave ? 'dimmed' : 'red'} data-testid="settings-hint">
      {state.canSave ? t('pressSave') : t('notOwner')}
    </Text>
  );
}

/**
 * Cancel and Save changes. Save is disabled while nothing changed and for anyone but the
 * owner; with changes pending it says 'Press "Save Changes" to continue.' (widget-layer §8).
 */
export function SaveBar({ state, onCancel, onSaved, inlineHint = true }: SaveBarProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const save = (
    <Button
      onClick={() => void state.save().then((saved) => saved && onSaved())}
      disabled={!state.dirty || !state.canSave}
      loading={state.saving}
      data-testid="settings-save"
    >
      {t('save')}
    </Button>
  );
  return (
    <Group gap="sm" wrap="nowrap">
      {inlineHint && <SaveHint state={state} />}
      <Button variant="default" onClick={onCancel} data-testid="settings-cancel">
        {t('cancel')}
      </Button>
      {state.canSave ? save : <Tooltip label={t('notOwner')}>{save}</Tooltip>}
    </Group>
  );
}
