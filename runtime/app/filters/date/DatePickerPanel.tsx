import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import { Button, Popover, Select, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPeriod,
  PERIOD_ERROR,
  PERIOD_SHORTCUTS,
  type FiscalPeriodOption,
} from '../../../core/index.ts';
import { clientLog } from '../../shell/client-logger.ts';
import { ComparisonControls } from './ComparisonControls.tsx';
import { useDateFilterEnv } from './date-env.ts';
import classes from './date-filter.module.css';
import type { DateFilterControlProps } from './date-filter-props.ts';
import {
  defaultDateSelection,
  hasUnknownPeriod,
  itemDateContext,
  selectionComparisonRange,
  type DateSelection,
} from './date-selection.ts';
import { PeriodCalendar, type CalendarRange } from './PeriodCalendar.tsx';
import {
  applyShortcut,
  changePeriod,
  FIXED_PERIODS,
  fiscalUnitOf,
  fiscalYears,
  PERIOD_OPTIONS,
  pickDates,
  pickFiscalRange,
  pickerKind,
} from './picker-logic.ts';
import { rangeText } from './range-text.ts';

/** The calendar is rebuilt this long after a period change (app-shell §2). */
export const CALENDAR_RERENDER_MS = 100;

type Range = CalendarRange;

/**
 * The date filter's body (loaded on demand by DateFilterControl): period select, a button
 * showing the range that opens the calendar or fiscal picker with the shortcuts, and the
 * comparison switch with prev / all when the item offers comparison.
 */
export function DatePickerPanel({
  item,
  value,
  onChange,
  operationalDate,
  fiscal: fiscalProp,
  today,
}: DateFilterControlProps) {
  const { t, i18n } = useTranslation();
  const env = useDateFilterEnv();
  // Hosts that pass no calendar get the program's (else the tenant's).
  const fiscal = fiscalProp ?? env.fiscal;
  const day = today ?? env.today;
  const context = useMemo(
    () => itemDateContext(item, operationalDate, day, fiscal),
    [item, operationalDate, day, fiscal],
  );
  const fallback = useMemo(
    () => defaultDateSelection(item, operationalDate, day, fiscal),
    [item, operationalDate, day, fiscal],
  );
  const badPeriod = hasUnknownPeriod(item, value);
  const selection: DateSelection =
    value && isPeriod(value.period)
      ? value
      : { ...fallback, ...(value && { compare: value.compare }) };

  useEffect(() => {
    // app-shell §4: an unknown period is logged, and the filter falls back to mtd.
    if (badPeriod) clientLog('datepicker', 'error', PERIOD_ERROR);
  }, [badPeriod]);

  const [opened, setOpened] = useState(false);
  // Custom ranges are picked in two clicks; the first shows here until the second.
  const [draft, setDraft] = useState<Range | undefined>(undefined);
  const [calendarKey, setCalendarKey] = useState(0);
  // The fiscal period a plain click picked: a shift-click extends from it.
  const [anchor, setAnchor] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const kind = pickerKind(selection.period);
  const unit = fiscalUnitOf(kind);
  const years = useMemo(() => (unit ? fiscalYears(unit, context) : []), [unit, context]);
  const comparison = selectionComparisonRange(selection, fiscal);
  const offersComparison = item.params?.comparison === true;

  const emit = (next: DateSelection) => onChange(next);
  const close = () => {
    setOpened(false);
    setDraft(undefined);
  };

  const onPeriod = (period: string | null) => {
    if (!period || period === selection.period) return;
    emit(changePeriod(selection, period, context));
    setDraft(undefined);
    setAnchor(undefined);
    // Rebuilt a moment later so the calendar opens on the new range with the new picker.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCalendarKey((key) => key + 1), CALENDAR_RERENDER_MS);
  };

  const onRange = (range: Range) => {
    const [start, end] = range;
    if (!start) return;
    if (!end) {
      // First click: the single date already expands to its period (a one-day custom range).
      setDraft(range);
      emit(pickDates(selection, start, context));
      return;
    }
    emit(pickDates(selection, { start, end }, context));
    close();
  };

  const onDay = (date: string | null) => {
    if (!date) return;
    emit(pickDates(selection, date, context));
    close();
  };

  const onFiscal = (option: FiscalPeriodOption, extend: boolean) => {
    if (extend) {
      // A shift-click spans from the period picked before (else the selection's first).
      emit(pickFiscalRange(selection, anchor ?? selection.firstdate, option.start, context));
    } else {
      setAnchor(option.start);
      emit(pickDates(selection, option.start, context));
    }
    close();
  };

  const onShortcut = (shortcut: string) => {
    emit(applyShortcut(selection, shortcut, context));
    close();
  };

  const withShortcuts = kind === 'day' || kind === 'range';
  const fixed = FIXED_PERIODS.has(selection.period);

  return (
    <Stack
      gap={8}
      data-testid="date-filter"
      data-period={selection.period}
      data-firstdate={selection.firstdate}
      data-lastdate={selection.lastdate}
      data-compare={selection.compare ? 'true' : 'false'}
    >
      <Select
        label={t('dates.period')}
        size="sm"
        data={PERIOD_OPTIONS.map((period) => ({
          value: period,
          label: t(`dates.periods.${period}`),
        }))}
        value={selection.period}
        onChange={onPeriod}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="date-filter-period"
      />
      <Popover
        opened={opened}
        onChange={(next) => (next ? setOpened(true) : close())}
        position="bottom-start"
        shadow="md"
        withinPortal
        trapFocus
      >
        <Popover.Target>
          <button
            type="button"
            className={classes.trigger}
            onClick={() => (opened ? close() : setOpened(true))}
            aria-label={`${t('dates.openCalendar')}: ${rangeText(selection.firstdate, selection.lastdate)}`}
            aria-expanded={opened}
            data-testid="date-filter-trigger"
          >
            <IconCalendar size={16} stroke={1.6} aria-hidden className={classes.triggerIcon} />
            <span className={classes.rangeText} data-testid="date-filter-range">
              {rangeText(selection.firstdate, selection.lastdate)}
            </span>
          </button>
        </Popover.Target>
        <Popover.Dropdown data-testid="date-filter-dropdown">
          <div className={classes.dropdown}>
            {withShortcuts && (
              <div className={classes.shortcuts} aria-label={t('dates.shortcuts')} role="group">
                <Text size="xs" c="dimmed" fw={600} mb={4}>
                  {t('dates.shortcuts')}
                </Text>
                {PERIOD_SHORTCUTS.map((shortcut) => (
                  <Button
                    key={shortcut}
                    variant="subtle"
                    size="compact-sm"
                    justify="flex-start"
                    onClick={() => onShortcut(shortcut)}
                    data-testid={`date-shortcut-${shortcut}`}
                  >
                    {t(`dates.shortcut.${shortcut}`)}
                  </Button>
                ))}
              </div>
            )}
            <Stack
              gap={6}
              key={`${kind}:${calendarKey}`}
              data-testid="date-filter-calendar"
              data-kind={kind}
            >
              <PeriodCalendar
                kind={kind}
                selection={selection}
                draft={draft}
                context={context}
                years={years}
                locale={i18n.language}
                onDay={onDay}
                onRange={onRange}
                onFiscal={onFiscal}
              />
              {fixed && (
                <Text size="xs" c="dimmed" maw={260}>
                  {t('dates.fixedNote')}
                </Text>
              )}
            </Stack>
          </div>
        </Popover.Dropdown>
      </Popover>
      {offersComparison && (
        <ComparisonControls selection={selection} comparison={comparison} onChange={emit} />
      )}
    </Stack>
  );
}
