/**
 * The filter panel's working state and its actions: selecting (hierarchy levels clear the
 * deeper ones), switching (checkboxes enable, disable and clear their selects), the date,
 * Reset and Apply (commit, URL, the owner's save, onApplied 2000 ms later).
 */
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applySwitch, selectHierarchyLevel, type FilterSelections } from '../../core/index.ts';
import type { DashboardDetail } from '../dashboard/dashboard-api.ts';
import { plannedQueries } from '../dashboard/prefetch-plan.ts';
import { startPlannedQueries } from '../dashboard/route-prefetch.ts';
import { LAZY_MARGIN_PX } from '../dashboard/useInView.ts';
import { filteringStore } from '../stores/filtering-store.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { defaultDateSelection, type DateSelection } from './date/index.ts';
import { saveDashboardConditions } from './filter-api.ts';
import { useFilterUrl } from './useFilterUrl.ts';
import {
  appliedPanelState,
  applyPanel,
  commitApplied,
  inferSwitches,
  itemsForSelections,
  savedPanelState,
  urlParamOf,
  withFixedSelections,
  type AppliedFilters,
  type PanelState,
} from './filter-commit.ts';
import { dateItem, type FilterSetup } from './filter-setup.ts';
import { dateSelectionToConditions } from './date/index.ts';

/** Filter apply loading and dialog close (app-shell §9). */
export const FILTER_APPLY_MS = 2000;

/** How far down the page widgets have rendered: the visible part plus the lazy margin. */
function renderedPx(): number {
  return window.scrollY + window.innerHeight + LAZY_MARGIN_PX;
}

/** The items' configured `selected` values. */
function configuredSelections(setup: FilterSetup): FilterSelections {
  const selections: FilterSelections = {};
  for (const item of setup.items) {
    if (item.selected !== undefined && item.selected !== null) {
      selections[item.id] = Array.isArray(item.selected)
        ? item.selected.map(String)
        : typeof item.selected === 'boolean'
          ? item.selected
          : String(item.selected);
    }
  }
  return selections;
}

/** The operational date of a dashboard: its attributes.operational_date variable, else today. */
export function operationalDateOf(dashboard: DashboardDetail, today: string): string {
  const name = dashboard.attributes?.operational_date ?? 'operational_date';
  const value = navigatorStore.variables[String(name)];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : today;
}

function initialState(
  setup: FilterSetup,
  dashboard: DashboardDetail,
  filteringFixed: unknown,
  operationalDate: string,
  today: string,
): PanelState {
  const base = appliedPanelState(setup, dashboard.dashboard_id) ??
    savedPanelState(setup, dashboard.conditions as Record<string, unknown> | undefined) ?? {
      selections: configuredSelections(setup),
    };
  const selections = withFixedSelections(
    setup.items,
    inferSwitches(setup.items, base.selections),
    filteringFixed,
  );
  const date = dateItem(setup);
  return {
    items: itemsForSelections(setup.items, selections),
    selections,
    date: base.date ?? (date ? defaultDateSelection(date, operationalDate, today) : undefined),
  };
}

/** Inputs of {@link usePanelState}. */
export interface PanelStateInput {
  setup: FilterSetup;
  dashboard: DashboardDetail;
  /** Called FILTER_APPLY_MS after Apply (the dialog variant closes then). */
  onApplied?: () => void;
}

/** The panel's state and actions. */
export function usePanelState({ setup, dashboard, onApplied }: PanelStateInput) {
  const user = navigatorStore.user;
  const filteringFixed = user?.filtering_fixed;
  const today = dayjs().format('YYYY-MM-DD');
  const operationalDate = operationalDateOf(dashboard, today);
  const [state, setState] = useState<PanelState>(() =>
    initialState(setup, dashboard, filteringFixed, operationalDate, today),
  );
  const writeUrl = useFilterUrl();
  // The onApplied call after an Apply, dropped when the panel goes away.
  const appliedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(appliedTimer.current), []);

  const select = useCallback((id: string, value: unknown) => {
    setState((current) => ({
      ...current,
      selections: selectHierarchyLevel(current.items, current.selections, id, value),
    }));
  }, []);
  const toggle = useCallback((id: string, checked: boolean) => {
    setState((current) => {
      const next = applySwitch(current.items, current.selections, id, checked);
      return { ...current, items: next.items, selections: next.selections };
    });
  }, []);
  const setDate = useCallback((date: DateSelection) => {
    setState((current) => ({ ...current, date }));
  }, []);
  const reset = useCallback(() => {
    const selections = withFixedSelections(
      setup.items,
      configuredSelections(setup),
      filteringFixed,
    );
    const date = dateItem(setup);
    setState({
      items: itemsForSelections(setup.items, selections),
      selections,
      date: date ? defaultDateSelection(date, operationalDate, today) : undefined,
    });
  }, [filteringFixed, operationalDate, setup, today]);

  const apply = useCallback((): AppliedFilters => {
    const applied = applyPanel(state, filteringFixed);
    commitApplied(dashboard.dashboard_id, applied);
    // The widgets' queries leave now rather than when React has re-rendered every container
    // with the new conditions (~10 ms on a nine-widget dashboard): their fetchers take these.
    startPlannedQueries(plannedQueries(dashboard, filteringStore, renderedPx()));
    writeUrl(urlParamOf(applied));
    // Only the owner's choices become the dashboard's (app-shell §4); others stay in session.
    if (user && dashboard.user_id !== null && Number(user.user_id) === Number(dashboard.user_id)) {
      const hlevel = (dashboard.conditions as { hlevel?: string | null } | undefined)?.hlevel;
      saveDashboardConditions({
        dashboard_id: dashboard.dashboard_id,
        user_id: Number(user.user_id),
        conditions: {
          where: applied.where_cond,
          hlevel: hlevel ?? null,
          ...(applied.date && {
            date: dateSelectionToConditions(applied.date).date as Record<string, unknown>,
          }),
        },
      }).catch((error: unknown) => console.error('Saving the dashboard filters failed', error));
    }
    // The Apply button shows its own loading state (ApplyButton): the panel does not re-render.
    if (onApplied) {
      window.clearTimeout(appliedTimer.current);
      appliedTimer.current = window.setTimeout(onApplied, FILTER_APPLY_MS);
    }
    return applied;
  }, [dashboard, filteringFixed, onApplied, writeUrl, state, user]);

  return {
    state,
    operationalDate,
    filteringFixed,
    select,
    toggle,
    setDate,
    reset,
    apply,
  };
}
