import { Badge, Button, Group, Modal, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import type { DashboardDetail } from '../dashboard/dashboard-api.ts';
import type { FilterSetup } from './filter-setup.ts';
import { FilterChips } from './FilterChips.tsx';
import type { FilterBarState } from './useFilterBar.ts';
import './filters.css';

// The panel (selects, date picker, option loading) loads when first opened, not with the app.
const FilterPanel = lazy(() =>
  import('./FilterPanel.tsx').then((module) => ({ default: memo(module.FilterPanel) })),
);

/** Props of {@link FilterLayout}. */
export interface FilterLayoutProps {
  dashboard: DashboardDetail;
  /** The dashboard's filter setup; undefined renders the children alone. */
  setup: FilterSetup | undefined;
  program: ProgramRow | undefined;
  route: ModuleRow | undefined;
  /** The dashboard's title and description, left of the buttons on the same row. */
  header?: ReactNode;
  /** Buttons before Filters (Edit dashboard). */
  actions?: ReactNode;
  /** The filter bar's chips and count (useFilterBar). */
  bar?: FilterBarState;
  children: ReactNode;
}

/**
 * A dashboard with its filter panel: one row above the grid with the dashboard's title and
 * description, its buttons (`actions`) and a Filters button (with the count of active
 * filters) that opens the panel beside the grid on wide screens, or as a dialog on narrow
 * ones; under it the filter bar's chips. Without a filter setup, the row holds the title and
 * buttons only.
 */
export function FilterLayout({
  dashboard,
  setup,
  program,
  route,
  header,
  actions,
  bar,
  children,
}: FilterLayoutProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery('(max-width: 62em)');
  const close = useCallback(() => setOpen(false), []);
  // One row above the grid: title and description left, the dashboard's buttons right.
  const row = (filters: ReactNode) =>
    header || actions || filters ? (
      <Group
        className="nav-filter-bar"
        justify={header ? 'space-between' : 'flex-end'}
        align="flex-end"
        wrap="nowrap"
      >
        {header}
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {actions}
          {filters}
        </Group>
      </Group>
    ) : null;
  if (!setup) {
    return (
      <>
        {row(null)}
        {children}
      </>
    );
  }
  // Every active filter: a region and a date range count 2 (useFilterBar).
  const count = bar?.count ?? 0;
  const panel = (variant: 'panel' | 'dialog') => (
    <Suspense fallback={<Skeleton height={320} radius="md" data-testid="filter-panel-loading" />}>
      <FilterPanel
        // A chip's removal applies without the panel: the open panel starts again from it.
        key={bar?.revision ?? 0}
        dashboard={dashboard}
        setup={setup}
        program={program}
        route={route}
        variant={variant}
        onClose={close}
      />
    </Suspense>
  );
  return (
    <div className="nav-filter-layout" data-filters-open={open ? 'true' : 'false'}>
      {row(
        <Button
          variant={open ? 'filled' : 'light'}
          size="xs"
          leftSection={<IconFilter size={14} />}
          rightSection={
            count > 0 ? (
              <Badge
                size="xs"
                circle
                variant={open ? 'white' : 'filled'}
                data-testid="filter-count"
              >
                {count}
              </Badge>
            ) : undefined
          }
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          title={count > 0 ? t('filters.active', { count }) : undefined}
          data-testid="filter-toggle"
        >
          {t('filters.toggle')}
        </Button>,
      )}
      {bar && <FilterChips chips={bar.chips} onRemove={bar.remove} />}
      <div className="nav-filter-body">
        <div className="nav-filter-main">{children}</div>
        {open && !narrow && <div className="nav-filter-side">{panel('panel')}</div>}
      </div>
      {narrow && (
        <Modal
          opened={open}
          onClose={() => setOpen(false)}
          title={t('filters.title')}
          size="md"
          data-testid="filter-dialog"
        >
          {open && panel('dialog')}
        </Modal>
      )}
    </div>
  );
}
