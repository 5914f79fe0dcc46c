/**
 * What every widget container of one dashboard shares: the dashboard, the program and module
 * (route) it sits in, its widgets (saved and temporary), and the operations that change
 * which widgets it shows.
 */
import { createContext, useContext } from 'react';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import type { Widget } from '../../../schemas/generated/index.ts';
import type { DashboardDetail } from './dashboard-api.ts';

/** The value of {@link DashboardContext}. */
export interface DashboardContextValue {
  dashboard: DashboardDetail;
  program: ProgramRow | undefined;
  /** The module page's route record (allow_filtering, filtering_show). */
  route: ModuleRow | undefined;
  /** A share page: the light read-only view. */
  shared: boolean;
  /** The share-widget route, whose settings dialog hides its tabs (widget-layer §2). */
  sharedWidgetRoute: boolean;
  /** Saved widgets by id plus the temporary ones. */
  widgets: Record<string, Widget>;
  /** Temporary widgets (clones, drilldowns), top ones first. */
  temps: readonly Widget[];
  /** Drops a saved widget from the grid after the server deleted it. */
  forgetWidget: (widgetId: string) => void;
  /** Reads the dashboard again from the server (after a save). */
  refresh: () => Promise<unknown>;
  /** Widgets collapsed to their toolbar: the grid gives them one row. */
  collapsed: ReadonlySet<string>;
  setCollapsed: (widgetId: string, collapsed: boolean) => void;
}

/** The dashboard a widget container renders in. */
export const DashboardContext = createContext<DashboardContextValue | undefined>(undefined);

/** The enclosing dashboard; throws outside one (a container always renders inside). */
export function useDashboardContext(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('A widget container renders inside a DashboardContext.');
  return value;
}
