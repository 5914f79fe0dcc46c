import { Button, type MantineSize } from '@mantine/core';
import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_APPLY_MS } from './usePanelState.ts';

/** Props of {@link ApplyButton}. */
export interface ApplyButtonProps {
  size: MantineSize;
  onApply(): void;
}

/**
 * The panel's Apply, loading for FILTER_APPLY_MS after a click (app-shell §9). The loading
 * state lives here, not in the panel: re-rendering every select of the panel while the
 * widgets' answers come in would hold up their repaint.
 */
export const ApplyButton = memo(function ApplyButton({ size, onApply }: ApplyButtonProps) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Button
      size={size}
      onClick={() => {
        onApply();
        // A transition: the widgets' re-render (and their queries) go first, the button after.
        startTransition(() => setLoading(true));
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setLoading(false), FILTER_APPLY_MS);
      }}
      loading={loading}
      data-testid="filter-apply"
    >
      {t('filters.apply')}
    </Button>
  );
});
