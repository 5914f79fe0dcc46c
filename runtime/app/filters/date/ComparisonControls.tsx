import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RangeCompare } from '../../../core/index.ts';
import classes from './date-filter.module.css';
import type { DateSelection } from './date-selection.ts';
import { rangeText } from './range-text.ts';

/** Props of {@link ComparisonControls}. */
export interface ComparisonControlsProps {
  selection: DateSelection;
  /** The comparison range of the selection, when comparison is on. */
  comparison: { start: string; end: string } | undefined;
  onChange(value: DateSelection): void;
}

/**
 * The comparison switch (app-shell §3 date-picker settings): on or off, 'prev' (the previous
 * period, the default) or 'all' (start of the year to the last date), and the range compared.
 */
export function ComparisonControls({ selection, comparison, onChange }: ComparisonControlsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Switch
        size="sm"
        label={t('dates.compare')}
        checked={selection.compare === true}
        onChange={(event) => onChange({ ...selection, compare: event.currentTarget.checked })}
        data-testid="date-filter-compare"
      />
      {selection.compare && (
        <SegmentedControl
          size="xs"
          fullWidth
          value={selection.rangeCompare ?? 'prev'}
          onChange={(mode) => onChange({ ...selection, rangeCompare: mode as RangeCompare })}
          data={[
            { value: 'prev', label: t('dates.comparePrev') },
            { value: 'all', label: t('dates.compareAll') },
          ]}
          data-testid="date-filter-range-compare"
        />
      )}
      {comparison && (
        <Text
          size="xs"
          c="dimmed"
          data-testid="date-filter-comparison-range"
          className={classes.rangeText}
        >
          {t('dates.comparisonRange', { range: rangeText(comparison.start, comparison.end) })}
        </Text>
      )}
    </Stack>
  );
}
