import { ActionIcon, Group, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiscalPeriodOption, FiscalUnit } from '../../../core/index.ts';
import classes from './date-filter.module.css';
import type { FiscalYearOptions } from './picker-logic.ts';

/** Props of {@link FiscalPeriodPicker}. */
export interface FiscalPeriodPickerProps {
  unit: FiscalUnit;
  years: readonly FiscalYearOptions[];
  /** The selected range: every option it touches is highlighted. */
  firstdate: string;
  lastdate: string;
  locale: string;
  /** `extend`: a shift-click, which extends the selection to this period. */
  onPick(option: FiscalPeriodOption, extend: boolean): void;
}

function shortMonth(calendarMonth: number, locale: string): string {
  const date = new Date(Date.UTC(2020, calendarMonth - 1, 15));
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(date);
}

/** 'MM-dd – MM-dd' of a period inside one fiscal year (the year is in the header). */
function shortRange(option: FiscalPeriodOption): string {
  return `${option.start.slice(5)} – ${option.end.slice(5)}`;
}

/**
 * A fiscal month, quarter, half or year picker (widget-layer §2): the periods of one fiscal
 * year (or all years) as a grid, those starting after the operational date disabled
 * (widget-layer §5). A click picks one period, a shift-click extends the selection to
 * several ("P3–P5"): every period the range touches is highlighted.
 */
export function FiscalPeriodPicker({
  unit,
  years,
  firstdate,
  lastdate,
  locale,
  onPick,
}: FiscalPeriodPickerProps) {
  const { t } = useTranslation();
  const yearOf = (date: string) =>
    years.find((y) => y.options.some((o) => o.start <= date && date <= o.end))?.year;
  const initial = yearOf(lastdate) ?? years[years.length - 1]?.year ?? 0;
  const [shown, setShown] = useState(initial);
  const index = years.findIndex((y) => y.year === shown);
  const isSelected = (option: FiscalPeriodOption) =>
    option.start <= lastdate && firstdate <= option.end;

  const label = (option: FiscalPeriodOption, calendarMonth?: number) => {
    switch (unit) {
      case 'month':
        return shortMonth(calendarMonth ?? 1, locale);
      case 'quarter':
        return t('dates.quarterLabel', { n: option.index });
      case 'half':
        return option.index === 1 ? t('dates.firstHalf') : t('dates.secondHalf');
      case 'year':
        return t('dates.fiscalYear', { year: option.year });
    }
  };
  // Fiscal month n is named after the calendar month of its middle (FY starting in February).
  const monthName = (option: FiscalPeriodOption) => {
    const middle = new Date(`${option.start}T00:00:00Z`);
    middle.setUTCDate(middle.getUTCDate() + 14);
    return middle.getUTCMonth() + 1;
  };

  const button = (option: FiscalPeriodOption) => {
    const text = label(option, unit === 'month' ? monthName(option) : undefined);
    const selected = isSelected(option);
    const control = (
      <UnstyledButton
        key={`${option.year}-${option.index}`}
        className={classes.fiscalOption}
        data-selected={selected || undefined}
        data-testid="fiscal-option"
        data-unit={unit}
        data-year={option.year}
        data-index={option.index}
        data-start={option.start}
        data-end={option.end}
        data-selectable={option.selectable ? 'true' : 'false'}
        disabled={!option.selectable}
        aria-pressed={selected}
        aria-label={`${text} ${t('dates.fiscalYear', { year: option.year })}: ${option.start} – ${option.end}`}
        onClick={(event) => onPick(option, event.shiftKey)}
      >
        <span className={classes.fiscalOptionLabel}>{text}</span>
        {unit !== 'year' && <span className={classes.fiscalOptionRange}>{shortRange(option)}</span>}
        {unit === 'year' && (
          <span className={classes.fiscalOptionRange}>{option.start.slice(0, 7)}</span>
        )}
      </UnstyledButton>
    );
    return option.selectable ? (
      control
    ) : (
      <Tooltip
        key={`${option.year}-${option.index}`}
        label={t('dates.notYet', { date: option.start })}
      >
        <span>{control}</span>
      </Tooltip>
    );
  };

  const hint = (
    <Text size="xs" c="dimmed" mt={6} data-testid="fiscal-range-hint">
      {t('dates.fiscalRangeHint')}
    </Text>
  );
  if (unit === 'year') {
    return (
      <div className={classes.fiscalGrid} data-testid="fiscal-picker" data-unit={unit}>
        <SimpleGrid cols={3} spacing={6} verticalSpacing={6}>
          {years.flatMap((y) => y.options).map(button)}
        </SimpleGrid>
        {hint}
      </div>
    );
  }
  const current = years[index];
  const cols = unit === 'month' ? 4 : 2;
  return (
    <div className={classes.fiscalGrid} data-testid="fiscal-picker" data-unit={unit}>
      <Group justify="space-between" mb={8} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('dates.prevYear')}
          disabled={index <= 0}
          onClick={() => setShown(years[index - 1]?.year ?? shown)}
        >
          ‹
        </ActionIcon>
        <Text fw={600} size="sm" data-testid="fiscal-year-shown">
          {t('dates.fiscalYear', { year: shown })}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('dates.nextYear')}
          disabled={index < 0 || index >= years.length - 1}
          onClick={() => setShown(years[index + 1]?.year ?? shown)}
        >
          ›
        </ActionIcon>
      </Group>
      <SimpleGrid cols={cols} spacing={6} verticalSpacing={6}>
        {(current?.options ?? []).map(button)}
      </SimpleGrid>
      {hint}
    </div>
  );
}
