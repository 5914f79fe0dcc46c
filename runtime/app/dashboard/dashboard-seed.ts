import { seedSwrCache } from '../swr-seed.ts';
import type { DashboardDetail } from './dashboard-api.ts';

/**
 * The prefetched dashboard into SWR's cache under DashboardView's key, unless the key holds
 * one already. DashboardView's hook (and ModulePage's read of the same key) then mounts with
 * it: the dashboard renders in the page's transition, in slices. With an empty cache the hook
 * got it a microtask after mounting, and SWR (`useSyncExternalStore`) rendered the whole
 * dashboard, its filter bar and the grid's measurement, in one blocking task (issue 30:
 * 64–111 ms on a new visit). The hook still revalidates on mount: its fetcher takes this
 * same answer (fetchDashboard), so nothing changes and nothing re-renders.
 */
export function seedDashboard(path: string, detail: DashboardDetail): void {
  seedSwrCache(path, detail);
}
