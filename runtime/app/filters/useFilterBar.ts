/**
 * The filter bar's state: the chips of what the dashboard's widgets run with (the applied
 * filters, the user's fixed ones, the period) and removing one, which re-applies the rest.
 */
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSelection, selectHierarchyLevel, type FilterSelections } from '../../core/index.ts';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import type { DashboardDetail } from '../dashboard/dashboard-api.ts';
import { filteringStore } from '../stores/filtering-store.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { commitPanelState } from './apply-filters.ts';
import { defaultDateSelection, type DateSelection } from './date/index.ts';
import {
  activeFilterCount,
  filterChips,
  rangeLabel,
  withoutFilter,
  type FilterChip,
} from './filter-chips.ts';
import {
  inferSwitches,
  itemsForSelections,
  urlParamOf,
  withFixedSelections,
} from './filter-commit.ts';
import { dateItem, type FilterSetup } from './filter-setup.ts';
import { fixedWhere, panelOptions } from './panel-options.ts';
import { saveOwnerFilters } from './owner-filters.ts';
import { isDashboardOwner, operationalDateOf } from './usePanelState.ts';
import { useFilterUrl } from './useFilterUrl.ts';
import { itemSource, useOptionRows } from './useOptionRows.ts';
import { campaignUidOf, storeDefinition, storeQueryBody } from './option-bodies.ts';

/** Inputs of {@link useFilterBar}. */
export interface FilterBarInput {
  dashboard: DashboardDetail | undefined;
  /** Undefined: the dashboard has no filters (no chips). */
  setup: FilterSetup | undefined;
  program: ProgramRow | undefined;
  route: ModuleRow | undefined;
}

/** What the filter bar shows and does. */
export interface FilterBarState {
  chips: FilterChip[];
  /** Active filters (the Filters button's badge). */
  count: number;
  /** The period the widgets run with, as text ('Oct 5 – Oct 20, 2026'), if any. */
  period: string | undefined;
  /** Removes a chip's filter (a period chip goes back to the default period). */
  remove(id: string): void;
  /**
   * Applies one filter's value (undefined removes it), the rest as applied: a widget's
   * cross-filter (the select table). False when the dashboard has no filter with that id.
   */
  set(id: string, value: unknown): boolean;
  /** The applied selections by filter id (the user's fixed values in). */
  selections: FilterSelections;
  /** Bumped by each removal: the open panel is rebuilt from the store. */
  revision: number;
}

const NO_ITEMS: FilterSetup['items'] = [];

/** The filter bar of a dashboard. */
export function useFilterBar({ dashboard, setup, program, route }: FilterBarInput): FilterBarState {
  const { i18n, t } = useTranslation();
  const snap = useSnapshot(filteringStore);
  const writeUrl = useFilterUrl();
  const dashboardId = dashboard?.dashboard_id ?? '';
  const filteringFixed = navigatorStore.user?.filtering_fixed;
  const items = setup?.items ?? NO_ITEMS;
  const applied = snap.panelSelections[dashboardId] as FilterSelections | undefined;
  const appliedDate = snap.filterDateSelect[dashboardId] as DateSelection | undefined;
  const [revision, setRevision] = useState(0);
  // Plain copies: the snapshot's objects are render-tracking proxies, and a removal puts these
  // selections back into the store.
  const appliedText = JSON.stringify(applied ?? {});
  const selections = useMemo(
    () => withFixedSelections(items, JSON.parse(appliedText) as FilterSelections, filteringFixed),
    [items, appliedText, filteringFixed],
  );
  const today = dayjs().format('YYYY-MM-DD');
  const dateFilter = setup ? dateItem(setup) : undefined;
  // The operational date comes with the program's variables, which may arrive after the
  // dashboard: read them reactively, or the default period would end today instead.
  const { variables } = useSnapshot(navigatorStore);
  const defaultDate = useMemo(
    () =>
      dateFilter && dashboard && variables
        ? defaultDateSelection(dateFilter, operationalDateOf(dashboard, today), today)
        : undefined,
    [dateFilter, dashboard, today, variables],
  );
  const appliedDateText = appliedDate ? JSON.stringify(appliedDate) : '';
  const date = useMemo(
    () => (appliedDateText ? (JSON.parse(appliedDateText) as DateSelection) : defaultDate),
    [appliedDateText, defaultDate],
  );

  // Option rows (for the labels) only when a chip needs one: a bare dashboard asks for none.
  const needsLabels = items.some((item) => hasSelection(selections[item.id]));
  const storeBody = useMemo(
    () =>
      storeQueryBody(
        storeDefinition({ dashboard, route, program }),
        fixedWhere(items, filteringFixed),
      ),
    [dashboard, route, program, items, filteringFixed],
  );
  const slugContext = useMemo(
    () => ({
      selections,
      campaignUid: campaignUidOf(window.location.search, dashboard),
    }),
    [selections, dashboard],
  );
  const rows = useOptionRows({
    items: needsLabels ? items : NO_ITEMS,
    program: dashboard?.program_slug ?? '',
    module: route?.module_slug,
    storeBody,
    slugContext,
  });
  const locale = i18n.language;
  const chips = useMemo(() => {
    if (!setup) return [];
    const options = panelOptions({
      items,
      selections,
      rows,
      program: dashboard?.program_slug ?? '',
      module: route?.module_slug,
      filteringFixed,
    });
    const onText = t('filters.switchOn');
    // A chip whose labels have not arrived shows a placeholder, not the raw id ('Region: 3').
    const loadingIds = new Set(
      items
        .filter((item) => {
          const source = itemSource(item, dashboard?.program_slug ?? '', route?.module_slug);
          return source !== undefined && rows[source.cacheKey] === undefined;
        })
        .map((item) => item.id),
    );
    return filterChips({
      items,
      selections,
      options,
      filteringFixed,
      date,
      defaultDate,
      locale,
      onText,
      loadingIds,
    });
  }, [
    setup,
    items,
    selections,
    rows,
    dashboard?.program_slug,
    route?.module_slug,
    filteringFixed,
    date,
    defaultDate,
    locale,
    t,
  ]);

  // One commit for a chip's removal and a widget's cross-filter: the URL and the owner's
  // default follow, as after Apply.
  const commit = useCallback(
    (next: FilterSelections, nextDate: DateSelection | undefined) => {
      if (!dashboard || !setup) return;
      const switched = inferSwitches(setup.items, next);
      const appliedFilters = commitPanelState(
        dashboard,
        {
          items: itemsForSelections(setup.items, switched),
          selections: switched,
          date: nextDate,
        },
        filteringFixed,
      );
      writeUrl(urlParamOf(appliedFilters));
      // The same rule as Apply: the owner's change is the dashboard's new default.
      const user = navigatorStore.user;
      if (user && isDashboardOwner(user, dashboard)) {
        saveOwnerFilters(dashboard, user.user_id, appliedFilters);
      }
      setRevision((n) => n + 1);
    },
    [dashboard, setup, filteringFixed, writeUrl],
  );

  const remove = useCallback(
    (id: string) => {
      if (!setup) return;
      const isDate = id === dateFilter?.id;
      commit(
        isDate ? selections : withoutFilter(setup.items, selections, id),
        isDate ? defaultDate : date,
      );
    },
    [setup, dateFilter, selections, defaultDate, date, commit],
  );

  const set = useCallback(
    (id: string, value: unknown) => {
      if (!setup?.items.some((item) => item.id === id && item.type !== 'date')) return false;
      if (!hasSelection(value)) {
        remove(id);
        return true;
      }
      // A hierarchy level's lower levels are cleared, as when the panel picks it.
      commit(selectHierarchyLevel(setup.items, selections, id, value), date);
      return true;
    },
    [setup, selections, date, commit, remove],
  );

  return {
    chips,
    count: activeFilterCount(chips),
    period: date ? rangeLabel(date.firstdate, date.lastdate, locale) : undefined,
    remove,
    set,
    selections,
    revision,
  };
}
