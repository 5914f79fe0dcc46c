import { Pill, Skeleton, Tooltip } from '@mantine/core';
import { IconCalendar, IconLock } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './filter-chips.ts';

/** Props of {@link FilterChips}. */
export interface FilterChipsProps {
  chips: readonly FilterChip[];
  /** Removes a chip's filter; undefined shows the chips read-only (a shared widget). */
  onRemove?: (id: string) => void;
}

/**
 * The filter bar above the grid: what the widgets run with as "Label: value" chips, the
 * period first; × removes that filter and re-queries. A fixed filter shows a lock instead,
 * and the default period has nothing to remove.
 */
export const FilterChips = memo(function FilterChips({ chips, onRemove }: FilterChipsProps) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <div
      className="nav-filter-chips"
      role="list"
      aria-label={t('filters.activeFilters')}
      data-testid="filter-chips"
    >
      {chips.map((chip) => {
        const removable = chip.removable && onRemove !== undefined;
        const pill = (
          <Pill
            size="md"
            className="nav-filter-chip"
            data-kind={chip.kind}
            data-filter-id={chip.id}
            data-removable={removable ? 'true' : 'false'}
            data-testid="filter-chip"
            withRemoveButton={removable}
            onRemove={() => onRemove?.(chip.id)}
            removeButtonProps={{
              'aria-label': t('filters.removeFilter', { label: chip.label }),
              // @ts-expect-error -- a data attribute Mantine passes through to the button
              'data-testid': 'filter-chip-remove',
            }}
          >
            {chip.kind === 'period' && <IconCalendar size={13} aria-hidden />}
            {chip.fixed && <IconLock size={13} aria-label={t('filters.fixed')} />}
            {chip.loading ? (
              <span className="nav-filter-chip-text" aria-busy="true">
                <span className="nav-filter-chip-label">{chip.label}:</span>{' '}
                <Skeleton
                  className="nav-filter-chip-loading"
                  data-testid="filter-chip-loading"
                  height={10}
                  width={56}
                  radius="xl"
                />
              </span>
            ) : (
              <span className="nav-filter-chip-text" title={`${chip.label}: ${chip.value}`}>
                <span className="nav-filter-chip-label">{chip.label}:</span> {chip.value}
              </span>
            )}
          </Pill>
        );
        const note = chip.fixed
          ? t('filters.fixed')
          : chip.kind === 'period' && !chip.removable
            ? t('filters.defaultPeriod')
            : undefined;
        return (
          <div role="listitem" key={chip.id}>
            {note ? (
              <Tooltip label={note} openDelay={300}>
                {pill}
              </Tooltip>
            ) : (
              pill
            )}
          </div>
        );
      })}
    </div>
  );
});
