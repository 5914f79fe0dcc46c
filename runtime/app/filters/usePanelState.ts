/**
 * The filter panel's working state and its actions: selecting (hierarchy levels clear the
 * deeper ones), switching (checkboxes enable, disable and clear their selects), the date,
 * Reset and Apply (commit, URL, the owner's save, onApplied 2000 ms later).
 */
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applySwitch, selectHierarchyLevel, type FilterSelections } from '../../core/index.ts';
import type { DashboardDetail } from '../dashboard/dashboard-api.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { defaultDateSelection, type DateSelection } from './date/index.ts';
import { saveOwnerFilters } from './owner-filters.ts';
import { useFilterUrl } from './useFilterUrl.ts';
import { keepPanelState, keptPanelState } from './kept-panel-state.ts';
import { commitPanelState } from './apply-filters.ts';
import {
  appliedPanelState,
  inferSwitches,
  itemsForSelections,
  savedPanelState,
  urlParamOf,
  withFixedSelections,
  type AppliedFilters,
  type PanelState,
} from './filter-commit.ts';
import { dateItem, type FilterSetup } from './filter-setup.ts';

/** Filter apply loading and dialog close (app-shell §9). */
export const FILTER_APPLY_MS = 2000;

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

/** True when `user` owns the dashboard (its user_id): their Apply is saved to it. */
export function isDashboardOwner(
  user: { user_id?: unknown } | null | undefined,
  dashboard: Pick<DashboardDetail, 'user_id'>,
): boolean {
  return Boolean(
    user &&
    dashboard.user_id !== null &&
    dashboard.user_id !== undefined &&
    Number(user.user_id) === Number(dashboard.user_id),
  );
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
  const keep = setup.keepState === true;
  const [state, setState] = useState<PanelState>(
    () =>
      keptPanelState(dashboard.dashboard_id, keep) ??
      initialState(setup, dashboard, filteringFixed, operationalDate, today),
  );
  // Destroyed, the panel keeps its choices only when told to (app-shell §4).
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  useEffect(
    () => () => keepPanelState(dashboard.dashboard_id, latest.current, keep),
    [dashboard.dashboard_id, keep],
  );
  const writeUrl = useFilterUrl();
  // Only the owner's choices become the dashboard's (app-shell §4); others stay in session.
  const isOwner = isDashboardOwner(user, dashboard);
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

  /**
   * Apply. The owner's Apply also becomes the dashboard's saved filters, everyone's default
   * (app-shell §4); `forMeOnly` (the owner's "Apply for me only") keeps it in this session.
   */
  const apply = useCallback(
    (forMeOnly = false): AppliedFilters => {
      const applied = commitPanelState(dashboard, state, filteringFixed);
      writeUrl(urlParamOf(applied));
      if (isOwner && !forMeOnly && user) saveOwnerFilters(dashboard, user.user_id, applied);
      // The Apply button shows its own loading state (ApplyButton): the panel does not re-render.
      if (onApplied) {
        window.clearTimeout(appliedTimer.current);
        appliedTimer.current = window.setTimeout(onApplied, FILTER_APPLY_MS);
      }
      return applied;
    },
    [dashboard, filteringFixed, isOwner, onApplied, writeUrl, state, user],
  );

  return {
    state,
    isOwner,
    operationalDate,
    filteringFixed,
    select,
    toggle,
    setDate,
    reset,
    apply,
  };
}
