import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialog redirects after this long (widget-layer §2). */
export const FORBIDDEN_COUNTDOWN_MS = 4000;

/** Props of {@link ForbiddenDialog}. */
export interface ForbiddenDialogProps {
  /** 403: the session is refused (the text adds ' Please log in again.'). */
  status: true | 403;
  /** Called once, when the countdown ends or OK is pressed. */
  onDone: () => void;
}

/**
 * 'Error Forbidden.' with a 4-second countdown on its button: OK (3), (2), (1), then
 * Redirecting; `onDone` follows (widget-layer §2, §6).
 */
export function ForbiddenDialog({ status, onDone }: ForbiddenDialogProps) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(3);
  const done = useRef(false);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  const finish = () => {
    if (done.current) return;
    done.current = true;
    onDoneRef.current();
  };
  useEffect(() => {
    const step = FORBIDDEN_COUNTDOWN_MS / 4;
    const tick = window.setInterval(() => setRemaining((r) => Math.max(0, r - 1)), step);
    const end = window.setTimeout(() => {
      if (done.current) return;
      done.current = true;
      onDoneRef.current();
    }, FORBIDDEN_COUNTDOWN_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(end);
    };
  }, []);
  return (
    <Modal
      opened
      onClose={finish}
      withCloseButton={false}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      zIndex={1000}
    >
      <Stack align="center" gap="sm" py="md" ta="center" data-testid="forbidden-dialog">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconShieldLock size={30} />
        </ThemeIcon>
        <Text fw={700} size="lg" data-testid="forbidden-title">
          {t('forbidden.title')}
        </Text>
        <Text c="dimmed" data-testid="forbidden-text">
          {t('forbidden.text')}
          {status === 403 ? t('forbidden.relogin') : ''}
        </Text>
        <Group mt="sm">
          <Button
            onClick={finish}
            color="red"
            miw={140}
            data-testid="forbidden-ok"
            disabled={remaining === 0}
          >
            {remaining > 0
              ? t('forbidden.countdown', { seconds: remaining })
              : t('forbidden.redirecting')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
